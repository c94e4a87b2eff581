// The Telegram mini app (spec 1 §1, §2; spec 2 §1): whether the widget runs in one, and everything it does there.
// Telegram's theme colours become the widget's, its back button goes back in the journey, its main button mirrors
// the screen's primary action, and links leave through openLink (a mini app cannot follow them itself). Telegram's
// script is loaded only when the widget is asked to run in Telegram and the page does not already provide WebApp.
// The Telegram service's live layer starts it on the page; its test layer is a host of the test's own.
import { Context, Effect, Layer } from "effect"
import { telegramFlagOn, telegramScriptUrl } from "../schema/config.ts"
import { themeAttribute } from "../schema/theme.ts"
import { AppStorage, type StorageArea } from "./storage.ts"

/** The part of Telegram's WebApp object the widget uses (core.telegram.org/bots/webapps). */
export interface TelegramButton {
  readonly setText: (text: string) => unknown
  readonly show: () => unknown
  readonly hide: () => unknown
  readonly enable?: () => unknown
  readonly disable?: () => unknown
  readonly showProgress?: (leaveActive?: boolean) => unknown
  readonly hideProgress?: () => unknown
  readonly onClick: (callback: () => void) => unknown
  readonly offClick: (callback: () => void) => unknown
}
export interface TelegramWebApp {
  readonly themeParams?: Readonly<Record<string, string | undefined>>
  readonly colorScheme?: "light" | "dark"
  readonly MainButton?: TelegramButton
  readonly BackButton?: Pick<TelegramButton, "show" | "hide" | "onClick" | "offClick">
  readonly openLink?: (url: string) => unknown
  readonly close?: () => unknown
  readonly ready?: () => unknown
  readonly expand?: () => unknown
  readonly onEvent?: (event: string, callback: () => void) => unknown
}

/** What the screen's primary button shows, mirrored on Telegram's main button. */
export interface MainButtonState {
  readonly text: string
  readonly isEnabled: boolean
  readonly isPending: boolean
  readonly onPress: () => void
}

export interface TelegramHost {
  /** In a Telegram mini app: only TON assets are offered, the TON address fields are hidden. */
  readonly active: boolean
  /** Puts a screen's primary action on the main button until released; the latest claim shows. */
  readonly claimMainButton: (state: MainButtonState) => {
    readonly update: (state: MainButtonState) => void
    readonly release: () => void
  }
  /** Shows the back button with this action, or hides it (undefined). */
  readonly setBack: (onBack: (() => void) | undefined) => void
  /** Asks Telegram to close the mini app; false when there is no Telegram to ask. */
  readonly close: () => boolean
}

const rememberKey = "pay-widget.telegram"

/** Telegram's theme parameter behind each of the widget's colours (screens/styles.css). */
export const themeColours: ReadonlyArray<readonly [cssVariable: string, themeParam: string]> = [
  ["--paper", "bg_color"],
  ["--page", "secondary_bg_color"],
  ["--ink", "text_color"],
  ["--ink-soft", "hint_color"],
  ["--line", "section_separator_color"],
  ["--accent", "button_color"],
  ["--accent-hover", "button_color"],
  ["--accent-pressed", "button_color"],
  ["--accent-ink", "button_text_color"],
  ["--accent-on-light", "link_color"],
  ["--accent-on-dark", "link_color"],
  ["--danger", "destructive_text_color"],
]

/** Asked to run in Telegram: the `telegram` parameter, Telegram's launch parameters in the hash, or earlier in
 * this tab (a reload on a later step keeps it). */
export const telegramRequested = (location: { readonly search: string; readonly hash: string }, remembered: boolean) =>
  telegramFlagOn(new URLSearchParams(location.search)) || /[#&]tgWebApp[A-Za-z]+=/.test(location.hash) || remembered

type Scope = typeof globalThis & { Telegram?: { WebApp?: TelegramWebApp } }
const webAppOf = (scope: Scope) => scope.Telegram?.WebApp

const loadScript = (doc: Document) =>
  new Promise<void>((resolve) => {
    const script = doc.createElement("script")
    script.src = telegramScriptUrl
    script.async = true
    // Without Telegram's script (offline, blocked) the widget still offers TON only; the buttons stay the page's.
    script.onload = script.onerror = () => resolve()
    doc.head.append(script)
  })

const applyTheme = (webApp: TelegramWebApp, root: HTMLElement) => {
  for (const [variable, param] of themeColours) {
    const colour = webApp.themeParams?.[param]
    if (colour) root.style.setProperty(variable, colour)
  }
  // Telegram's scheme picks the widget's palette for what Telegram's colours do not cover (issue 19): it wins over
  // the `theme` of the link.
  if (webApp.colorScheme) {
    root.style.setProperty("color-scheme", webApp.colorScheme)
    root.setAttribute(themeAttribute, webApp.colorScheme)
  }
}

/** Links to other sites open in Telegram's browser: a mini app's web view cannot follow them. */
const routeLinks = (webApp: TelegramWebApp, doc: Document, origin: string) =>
  doc.addEventListener(
    "click",
    (event) => {
      if (event.defaultPrevented || !webApp.openLink || !(event.target instanceof Element)) return
      const anchor = event.target.closest("a[href]")
      if (!(anchor instanceof HTMLAnchorElement)) return
      const url = new URL(anchor.href, origin)
      if (url.origin === origin || !/^https?:$/.test(url.protocol)) return
      event.preventDefault()
      webApp.openLink(url.href)
    },
    true,
  )

/** Starts the widget's side of Telegram on the page `scope`; `session` remembers for the tab that it runs there. */
export const startTelegram = (scope: Scope, session: StorageArea): TelegramHost => {
  const active = webAppOf(scope) !== undefined || telegramRequested(scope.location, session.get(rememberKey) === "1")
  let webApp: TelegramWebApp | undefined
  const claims: Array<{ state: MainButtonState }> = []
  let back: (() => void) | undefined

  // What the main button shows now: each change is a message to the Telegram client, and screens re-render often
  // (a countdown ticks every 300 ms), so only a change is sent.
  let shown = ""
  const syncMain = () => {
    const button = webApp?.MainButton
    if (!button) return
    const top = claims.at(-1)?.state
    const next = top ? JSON.stringify([top.text, top.isEnabled, top.isPending]) : "hidden"
    if (next === shown) return
    shown = next
    if (!top) {
      button.hide()
      return
    }
    button.setText(top.text)
    if (top.isEnabled) button.enable?.()
    else button.disable?.()
    if (top.isPending) button.showProgress?.(false)
    else button.hideProgress?.()
    button.show()
  }
  const syncBack = () => {
    if (back) webApp?.BackButton?.show()
    else webApp?.BackButton?.hide()
  }
  const attach = (found: TelegramWebApp) => {
    webApp = found
    found.ready?.()
    found.expand?.()
    applyTheme(found, scope.document.documentElement)
    found.onEvent?.("themeChanged", () => applyTheme(found, scope.document.documentElement))
    found.MainButton?.onClick(() => {
      const top = claims.at(-1)?.state
      if (top?.isEnabled) top.onPress()
    })
    found.BackButton?.onClick(() => back?.())
    routeLinks(found, scope.document, scope.location.origin)
    syncMain()
    syncBack()
  }

  if (active) {
    session.set(rememberKey, "1")
    const present = webAppOf(scope)
    if (present) attach(present)
    else
      void loadScript(scope.document).then(() => {
        const loaded = webAppOf(scope)
        if (loaded) attach(loaded)
      })
  }

  return {
    active,
    claimMainButton: (state) => {
      const claim = { state }
      claims.push(claim)
      syncMain()
      return {
        update: (next) => {
          claim.state = next
          syncMain()
        },
        release: () => {
          const index = claims.indexOf(claim)
          if (index >= 0) claims.splice(index, 1)
          syncMain()
        },
      }
    },
    setBack: (onBack) => {
      back = onBack
      syncBack()
    },
    close: () => {
      if (!webApp?.close) return false
      webApp.close()
      return true
    },
  }
}

/** Outside Telegram: nothing to drive. */
export const noTelegram: TelegramHost = {
  active: false,
  claimMainButton: () => ({ update: () => undefined, release: () => undefined }),
  setBack: () => undefined,
  close: () => false,
}

export class Telegram extends Context.Service<Telegram, TelegramHost>()("adapters/Telegram") {
  /** The page's Telegram, started when the app's runtime is built; nothing to drive without a page (tests in Node). */
  static readonly layer = Layer.effect(
    Telegram,
    Effect.map(Effect.service(AppStorage), ({ session }) =>
      typeof document === "undefined" ? noTelegram : startTelegram(globalThis as Scope, session),
    ),
  )
  /** The test's own host; outside Telegram by default. */
  static readonly test = (host: TelegramHost = noTelegram) => Layer.succeed(Telegram, host)
}
