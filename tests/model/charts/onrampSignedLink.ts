// A signed link: checked before the journey loads; a refused one goes no further.
import { onrampMachine } from "../../../machines/onramp.ts"
import { defineChart } from "../chart.ts"
import { onrampExpectations } from "../expected/onramp.ts"
import { onrampCatalog } from "../fixtures.ts"

export default defineChart({
  name: "onramp (signed link)",
  machine: onrampMachine,
  input: { config: { network: "CELO", asset: "CUSD", signature: "header.claims.mac", query: { network: "CELO" } } },
  events: [
    { type: "xstate.done.actor.checkLink", output: { ok: true } },
    {
      type: "xstate.error.actor.checkLink",
      error: { _tag: "InvalidRequest", code: "INVALID_REQUEST", message: "The link's signature is invalid." },
    },
    { type: "xstate.done.actor.loadCatalog", output: onrampCatalog },
  ],
  expectations: onrampExpectations,
})
