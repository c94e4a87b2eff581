// The wallet buttons' chart (machines/walletConnect.ts) run by the effect runner, as a page runs it: spec 2 §9 locks
// every wallet button for 2 s after a press, so a double press never opens two wallet prompts; spec 1 §2 fills the
// address with the wallet's; spec 1 §8 says 'Not connected to a wallet' or 'Failed to connect wallet' in a toast.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { fromPromise } from "xstate"
import { type WalletAnswer, walletConnectMachine } from "../../machines/walletConnect.ts"
import { startWithEffects } from "../../screens/wiring/effects.ts"

const page = (answer: (walletId: string) => Promise<WalletAnswer>) => {
  const asked: Array<string> = []
  const done: Array<string> = []
  const actor = startWithEffects(
    walletConnectMachine.provide({
      actors: {
        connect: fromPromise<WalletAnswer, string>(({ input }) => {
          asked.push(input)
          return answer(input)
        }),
      },
    }),
    {},
    {
      toast: ({ kind, text }) => done.push(`${kind} toast: ${text}`),
      "wallet.address": ({ address }) => done.push(`address ${address}`),
    },
  )
  return { actor, asked, done, locked: () => actor.getSnapshot().hasTag("locked") }
}

describe("wallet buttons", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("a press asks the wallet once and locks the buttons for 2 s; a second press meanwhile asks nothing", async () => {
    const { actor, asked, locked } = page(() => new Promise(() => undefined))
    actor.send({ type: "wallet.press", walletId: "metamask" })
    expect(locked()).toBe(true)
    actor.send({ type: "wallet.press", walletId: "metamask" })
    await vi.advanceTimersByTimeAsync(1_999)
    expect(locked()).toBe(true)
    expect(asked).toEqual(["metamask"])
    await vi.advanceTimersByTimeAsync(1)
    expect(locked()).toBe(false)
    actor.send({ type: "wallet.press", walletId: "coinbase" })
    expect(asked).toEqual(["metamask", "coinbase"])
    actor.stop()
  })

  it("the address the wallet gives goes to the page", async () => {
    const { actor, done } = page(async () => ({ ok: true, address: "0xabc" }))
    actor.send({ type: "wallet.press", walletId: "metamask" })
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toEqual(["address 0xabc"])
    actor.stop()
  })

  it("a wallet that gives no account says 'Not connected to a wallet'", async () => {
    const { actor, done } = page(async () => ({ ok: false, reason: "none" }))
    actor.send({ type: "wallet.press", walletId: "metamask" })
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toEqual(["error toast: Not connected to a wallet"])
    actor.stop()
  })

  it("a wallet that refuses or fails says 'Failed to connect wallet'", async () => {
    const refused = page(async () => ({ ok: false, reason: "failed" }))
    refused.actor.send({ type: "wallet.press", walletId: "metamask" })
    const thrown = page(async () => Promise.reject(new Error("User rejected the request.")))
    thrown.actor.send({ type: "wallet.press", walletId: "metamask" })
    await vi.advanceTimersByTimeAsync(0)
    expect(refused.done).toEqual(["error toast: Failed to connect wallet"])
    expect(thrown.done).toEqual(["error toast: Failed to connect wallet"])
    refused.actor.stop()
    thrown.actor.stop()
  })
})
