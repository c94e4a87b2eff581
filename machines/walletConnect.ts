// The browser-wallet buttons (spec 1 §2 "Get from {connector}", spec 2 §2 Connect): a press locks every wallet
// button for 2 s (spec 2 §9), so a double press never opens two wallet prompts, and asks the pressed wallet for its
// address (the `connect` actor the page provides). The address it gives is told to the page (`wallet.address`); a
// wallet that gives none, or fails, is told in an error toast. The runner in screens/wiring/ carries both out.
import { assertEvent, emit, setup, stateIn } from "xstate"
import { errors } from "../schema/messages.ts"
import { timings } from "../schema/timings.ts"
import { abstractActor } from "./abstractActor.ts"
import { type ToastEffect, toast } from "./effects.ts"

/** What a wallet answers when asked for its address: "none" when it gave no account. */
export type WalletAnswer =
  | { readonly ok: true; readonly address: string }
  | { readonly ok: false; readonly reason: "failed" | "none" }

/** The address the pressed wallet gave, for the page to use. */
export type WalletAddressEffect = { readonly type: "wallet.address"; readonly address: string }

export type WalletConnectEvent = { readonly type: "wallet.press"; readonly walletId: string }

export const walletConnectMachine = setup({
  types: {
    events: {} as WalletConnectEvent,
    emitted: {} as WalletAddressEffect | ToastEffect,
  },
  actors: { connect: abstractActor<WalletAnswer, string>("connect") },
  delays: { walletConnectLock: timings.walletConnectLock },
  actions: {
    // The page gets the address; a wallet that gave none, or failed, is said in an error toast (spec 1 §8).
    tellAnswer: emit((_, answer: WalletAnswer): WalletAddressEffect | ToastEffect =>
      answer.ok
        ? { type: "wallet.address", address: answer.address }
        : toast("error", answer.reason === "none" ? errors.notConnectedToWallet : errors.failedToConnectWallet),
    ),
  },
  guards: { unlocked: stateIn({ lock: "open" }) },
}).createMachine({
  id: "walletConnect",
  type: "parallel",
  states: {
    lock: {
      initial: "open",
      states: {
        open: { on: { "wallet.press": "locked" } },
        locked: { tags: ["locked"], after: { walletConnectLock: "open" } },
      },
    },
    connection: {
      initial: "idle",
      states: {
        idle: { on: { "wallet.press": { guard: "unlocked", target: "asking" } } },
        asking: {
          // A press once the lock is gone asks the newly pressed wallet; the answer of the one asked before is dropped.
          on: { "wallet.press": { guard: "unlocked", target: "asking", reenter: true } },
          invoke: {
            id: "connect",
            src: "connect",
            // Entered only by a press, which names the wallet to ask.
            input: ({ event }) => {
              assertEvent(event, "wallet.press")
              return event.walletId
            },
            onDone: { target: "idle", actions: { type: "tellAnswer", params: ({ event }) => event.output } },
            onError: { target: "idle", actions: { type: "tellAnswer", params: { ok: false, reason: "failed" } } },
          },
        },
      },
    },
  },
})
