// Where the widget runs, detected once at start: the wallet app's browser (source default, MiniPay), the Telegram
// mini app, and the integrator's close button (spec 1 §1, §2, §5; spec 2 §1, §2, §4).
import { Effect } from "effect"
import { ParentWindow } from "../../adapters/parentEvents.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import { Telegram, type TelegramHost } from "../../adapters/telegram.ts"
import { browserProbe, detectWalletApp, type WalletApp, walletBrowserOf } from "../../adapters/walletEnvironment.ts"
import type { WidgetEnvironment } from "../../schema/config.ts"
import { screens } from "../../schema/labels.ts"
import { readFlag } from "../../schema/queryParams.ts"

export type { MainButtonState, TelegramHost } from "../../adapters/telegram.ts"
export { noTelegram } from "../../adapters/telegram.ts"

export interface Environment {
  readonly walletApp: WalletApp
  /** What the query normalisation needs of it (schema/config.ts withEnvironment). */
  readonly widget: WidgetEnvironment
  readonly telegram: TelegramHost
  /** The close button's text (spec 2 §3 "closeBtn text"), when the integrator asked for one. */
  readonly closeButton: string | undefined
  /** The close button's action: tells the framing page (close_iframe), and closes the mini app in Telegram. */
  readonly close: () => void
}

/** `closeBtn` with a text shows that text; a flag that is on (schema/queryParams.ts) the default; one that is off,
 * or none, no button. */
export const closeButtonText = (value: string | null): string | undefined => {
  if (value === null) return undefined
  const flag = readFlag(value)
  if (flag === undefined) return value
  return flag ? screens.close : undefined
}

export const detectEnvironment = (runtime: AppRuntime): Environment => {
  const walletApp = detectWalletApp(browserProbe())
  const { telegram, parent } = runtime.runSync(
    Effect.all({ telegram: Effect.service(Telegram), parent: Effect.service(ParentWindow) }),
  )
  return {
    walletApp,
    widget: { walletBrowser: walletBrowserOf(walletApp), telegram: telegram.active },
    telegram,
    closeButton: closeButtonText(new URLSearchParams(window.location.search).get("closeBtn")),
    close: () => {
      parent.announce("close_iframe")
      telegram.close()
    },
  }
}
