// Telegram's controls for the screens (spec 1 §1): the screens reach the Telegram adapter only through this context,
// so a screen rendered outside Telegram (or in a test) gets one that does nothing.
import { createContext, type RefObject, useContext, useEffect, useRef } from "react"
import { type MainButtonState, noTelegram, type TelegramHost } from "../wiring/environment.ts"

const TelegramContext = createContext<TelegramHost>(noTelegram)

export const TelegramProvider = TelegramContext.Provider
export const useTelegram = () => useContext(TelegramContext)

interface ButtonState {
  readonly isEnabled: boolean
  readonly isPending: boolean
}

const mainButtonOf = (button: RefObject<HTMLButtonElement | null>, state: ButtonState): MainButtonState => ({
  text: button.current?.textContent?.trim() ?? "",
  isEnabled: state.isEnabled,
  isPending: state.isPending,
  // A click on the button itself: a submit button submits its form, a pressable one is pressed.
  onPress: () => button.current?.click(),
})

/**
 * Mirrors a screen's primary button on Telegram's main button while `mirrored` holds: its text, whether it can be
 * pressed, and the press. The latest screen to claim the main button shows on it until it lets go.
 */
export const useMainButton = (button: RefObject<HTMLButtonElement | null>, mirrored: boolean, state: ButtonState) => {
  const telegram = useTelegram()
  const claim = useRef<ReturnType<TelegramHost["claimMainButton"]>>(undefined)
  const latest = useRef(state)
  latest.current = state
  useEffect(() => {
    if (!mirrored || !telegram.active) return
    const held = telegram.claimMainButton(mainButtonOf(button, latest.current))
    claim.current = held
    return () => {
      held.release()
      claim.current = undefined
    }
  }, [mirrored, telegram, button])
  // After every render: the button's text and state may have changed.
  useEffect(() => claim.current?.update(mainButtonOf(button, latest.current)))
}
