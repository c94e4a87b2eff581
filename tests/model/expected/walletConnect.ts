// The browser-wallet buttons as the spec states it (spec 1 §2 'Get from {connector}'; spec 2 §9 the wallet connect
// lock releases after 2 s; spec 1 §8 'Failed to connect wallet', 'Not connected to a wallet' in a toast), for every
// chart registered over machines/walletConnect.ts. Written per region of the parallel chart: the lock, the asking.
import { errors } from "../../../schema/messages.ts"
import { type ChartExpectations, callsCarry, goesTo, onEvent } from "../expectations.ts"
import { failures } from "../fixtures.ts"
import { toastOf } from "./journeySteps.ts"

const address = "0x1111111111111111111111111111111111111111"
const answered = (output: unknown) => ({ type: "xstate.done.actor.connect", output })

export const walletConnectExpectations: ChartExpectations = {
  states: {
    // A press locks every wallet button for 2 s: a double press never opens two wallet prompts.
    '{"lock":"open"}': { enabled: { "wallet.press": true } },
    '{"lock":"locked"}': { enabled: { "wallet.press": false } },
    '{"connection":"idle"}': {},
    '{"connection":"asking"}': {},
  },
  steps: [
    // The wallet asked is the one pressed.
    callsCarry((id, { event }) => (id === "connect" ? (event as unknown as { walletId: string }).walletId : undefined)),
    onEvent("wallet.press", ({ before, after }) =>
      (before.value as { lock: string }).lock === "open"
        ? goesTo(after, '{"lock":"locked","connection":"asking"}', "the pressed wallet is asked, the buttons lock")
        : undefined,
    ),
    (step) =>
      step.event.type.startsWith("xstate.after.walletConnectLock")
        ? (step.after.value as { lock: string }).lock === "open"
          ? undefined
          : "the lock releases after 2 s"
        : undefined,
    (step) =>
      /^xstate\.(done|error)\.actor\.connect$/.test(step.event.type) &&
      (step.after.value as { connection: string }).connection !== "idle"
        ? "the wallet answered: nothing is asked any more"
        : undefined,
  ],
  // The address goes to the page; a wallet that gives none, or fails, is told in a toast.
  emits: [
    [answered({ ok: true, address }), [`wallet.address`]],
    [answered({ ok: false, reason: "none" }), toastOf(errors.notConnectedToWallet)],
    [answered({ ok: false, reason: "failed" }), toastOf(errors.failedToConnectWallet)],
    [{ type: "xstate.error.actor.connect", error: failures.requestFailed }, toastOf(errors.failedToConnectWallet)],
  ],
}
