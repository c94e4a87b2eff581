// The on-ramp journey's one step of its own in auto-order mode (spec 1 §4 auto-order route): the address the
// integrator configured is checked before the journey goes on with it, and a refused one sends the user back to the
// amount with the reason, as any failure of the auto-order does.
import { assign } from "xstate"
import { errors } from "../schema/messages.ts"
import { failureMessage } from "./failure.ts"
import { walletToCheck } from "./onrampRequests.ts"
import { onrampSetup } from "./onrampSetup.ts"

export const autoAddressCheck = onrampSetup.createStateConfig({
  tags: ["loading"],
  invoke: {
    id: "validateWallet",
    src: "validateWallet",
    input: ({ context }) => walletToCheck(context),
    onDone: [{ guard: "signedIn", target: "#onramp.checkingKyc" }, { target: "#onramp.verify" }],
    onError: {
      target: "#onramp.amount",
      actions: assign({
        auto: false,
        returnNotice: ({ event }) => failureMessage(event.error, errors.failedToValidateWallet),
      }),
    },
  },
})
