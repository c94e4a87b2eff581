// The wallet buttons' chart (machines/walletConnect.ts) for a page: it locks the buttons after a press and asks the
// pressed wallet; its effects (the address, an error toast) are carried out by the one runner (effects.ts).
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useRef } from "react"
import { fromPromise } from "xstate"
import type { ToastEffect } from "../../machines/effects.ts"
import { type WalletAddressEffect, type WalletAnswer, walletConnectMachine } from "../../machines/walletConnect.ts"
import { runEffects } from "./effects.ts"
import { browserEffects } from "./effectsBrowser.ts"
import { inspection } from "./inspect.ts"

export interface WalletButtons {
  /** Every wallet button is disabled: one was pressed less than 2 s ago (spec 2 §9). */
  readonly locked: boolean
  readonly press: (walletId: string) => void
}

/** `ask` asks a wallet for its address, `onAddress` takes the address it gives; each is read as it is when used. */
export const useWalletConnect = (
  ask: (walletId: string) => Promise<WalletAnswer>,
  onAddress: (address: string) => void,
): WalletButtons => {
  const latest = useRef({ ask, onAddress })
  latest.current = { ask, onAddress }
  const actor = useActorRef(
    walletConnectMachine.provide({
      actors: { connect: fromPromise<WalletAnswer, string>(({ input }) => latest.current.ask(input)) },
    }),
    inspection,
  )
  useEffect(() => {
    const effects = runEffects<WalletAddressEffect | ToastEffect>(actor, {
      toast: browserEffects.toast,
      "wallet.address": ({ address }) => latest.current.onAddress(address),
    })
    return () => effects.unsubscribe()
  }, [actor])
  const locked = useSelector(actor, (snapshot) => snapshot.hasTag("locked"))
  return { locked, press: (walletId) => actor.send({ type: "wallet.press", walletId }) }
}
