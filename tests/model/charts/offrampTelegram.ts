// The off-ramp in a Telegram mini app (spec 2 §1): only the TON network's assets are offered, so the sale starts on
// TON's, though another comes first by its order in the catalogue.
import { offrampMachine } from "../../../machines/offramp.ts"
import { defineChart } from "../chart.ts"
import { offrampExpectations } from "../expected/offramp.ts"
import { offrampCatalog } from "../offrampFixtures.ts"

const [cusd] = offrampCatalog.assets
const withTon = { ...offrampCatalog, assets: [...offrampCatalog.assets, { ...cusd, network: "TON", asset: "USDT" }] }

export default defineChart({
  name: "offramp (Telegram)",
  machine: offrampMachine,
  input: { config: { telegram: true } },
  events: [{ type: "xstate.done.actor.loadCatalog", output: withTon }],
  expectations: offrampExpectations,
})
