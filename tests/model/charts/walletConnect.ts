import { walletConnectMachine } from "../../../machines/walletConnect.ts"
import { defineChart } from "../chart.ts"
import { walletConnectExpectations } from "../expected/walletConnect.ts"
import { failures } from "../fixtures.ts"

export default defineChart({
  name: "walletConnect",
  machine: walletConnectMachine,
  events: [
    { type: "wallet.press", walletId: "io.metamask" },
    { type: "wallet.press", walletId: "com.coinbase.wallet" },
    { type: "xstate.done.actor.connect", output: { ok: true, address: "0x1111111111111111111111111111111111111111" } },
    { type: "xstate.done.actor.connect", output: { ok: false, reason: "none" } },
    { type: "xstate.done.actor.connect", output: { ok: false, reason: "failed" } },
    { type: "xstate.error.actor.connect", error: failures.requestFailed },
    { type: "xstate.after.walletConnectLock.walletConnect.lock.locked" },
  ],
  expectations: walletConnectExpectations,
})
