// Where the widget runs (spec 1 §1, §5; spec 2 §1, §2): wallet browsers and MiniPay detected, the source they set,
// Telegram's TON-only configuration and catalogue, and what the Telegram adapter does with Telegram's WebApp.
import { createHash } from "node:crypto"
import { Result } from "effect"
import { describe, expect, it, vi } from "vitest"
import { memoryArea } from "../../adapters/storage.ts"
import { startTelegram, type TelegramWebApp, telegramRequested } from "../../adapters/telegram.ts"
import { detectWalletApp, preferOwnWallet, walletBrowserOf } from "../../adapters/walletEnvironment.ts"
import { offeredCatalog } from "../../machines/onrampContext.ts"
import { decodeQueryConfig, offeredAssets, telegramFlagOn, type WidgetEnvironment } from "../../schema/config.ts"
import { screens } from "../../schema/labels.ts"
import { pageBootScript } from "../../schema/pageBoot.ts"
import { manualPayAllowed } from "../../screens/offramp/journey.tsx"
import { closeButtonText } from "../../screens/wiring/environment.ts"
import { widgetPolicy } from "../../server/http/securityHeaders.ts"

const chrome =
  "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36"
const plain = { userAgent: chrome, brave: false }

const decode = (query: string, environment: WidgetEnvironment) => {
  const result = decodeQueryConfig(query, environment)
  if (Result.isFailure(result)) throw new Error(result.failure.message)
  return result.success
}

describe("wallet browser detection", () => {
  it("reads the injected provider's flags", () => {
    expect(detectWalletApp({ ...plain, ethereum: { isMiniPay: true } })).toBe("minipay")
    expect(detectWalletApp({ ...plain, ethereum: { isTrust: true } })).toBe("trust")
    expect(detectWalletApp({ ...plain, ethereum: { isTrustWallet: true } })).toBe("trust")
    expect(detectWalletApp({ ...plain, ethereum: { isBraveWallet: true } })).toBe("brave")
    // MiniPay's provider also answers as MetaMask-compatible: its own flag wins.
    expect(detectWalletApp({ ...plain, ethereum: { isMiniPay: true, isTrust: true } })).toBe("minipay")
  })

  it("falls back on the user agent and on navigator.brave", () => {
    expect(detectWalletApp({ userAgent: `${chrome} MiniPay/1.0`, brave: false })).toBe("minipay")
    expect(detectWalletApp({ userAgent: `${chrome} Trust/8.0`, brave: false })).toBe("trust")
    expect(detectWalletApp({ userAgent: chrome, brave: true })).toBe("brave")
  })

  it("finds nothing in an ordinary browser, even with a wallet extension", () => {
    expect(detectWalletApp(plain)).toBeNull()
    expect(detectWalletApp({ ...plain, ethereum: {} })).toBeNull()
    expect(detectWalletApp({ ...plain, ethereum: { isTrust: "yes" } })).toBeNull()
  })

  it("sets the source of spec 1 §5 in Trust and Brave, none in MiniPay, and keeps a source the integrator gave", () => {
    const source = (app: Parameters<typeof walletBrowserOf>[0], query = "") =>
      decode(query, { walletBrowser: walletBrowserOf(app) }).source
    expect(source("trust")).toBe("trust")
    expect(source("brave")).toBe("brave_browser")
    expect(source("minipay")).toBeUndefined()
    expect(source(null)).toBeUndefined()
    expect(source("trust", "source=partner")).toBe("partner")
  })

  it("offers MiniPay's own provider alone, and a wallet browser's own wallet first", () => {
    const found = [{ id: "io.metamask" }, { id: "com.trustwallet.app" }, { id: "injected" }]
    expect(preferOwnWallet(found, "minipay").map((c) => c.id)).toEqual(["injected"])
    expect(preferOwnWallet(found, "trust").map((c) => c.id)).toEqual(["com.trustwallet.app", "injected", "io.metamask"])
    expect(preferOwnWallet(found, null)).toEqual(found)
  })

  it("hides the manual pay flow in MiniPay only", () => {
    expect(manualPayAllowed({ walletApp: "minipay" })).toBe(false)
    expect(manualPayAllowed({ walletApp: "trust" })).toBe(true)
    expect(manualPayAllowed({ walletApp: null })).toBe(true)
  })
})

describe("Telegram mini app configuration", () => {
  const telegram: WidgetEnvironment = { walletBrowser: null, telegram: true }

  it("keeps a TON choice and drops any other network with its asset", () => {
    expect(decode("network=ton&asset=usdt", telegram)).toMatchObject({ network: "TON", asset: "USDT", telegram: true })
    const foreign = decode("network=celo&asset=cusd&amount=10", telegram)
    expect(foreign.network).toBeUndefined()
    expect(foreign.asset).toBeUndefined()
    expect(foreign.amount).toBe(10)
    // An asset alone is looked for on TON.
    expect(decode("asset=usdt", telegram)).toMatchObject({ network: "TON", asset: "USDT" })
  })

  it("counts the telegram parameter as Telegram, and leaves other visitors' networks alone", () => {
    expect(decode("telegram=1&network=celo&asset=cusd", { walletBrowser: null })).toMatchObject({ telegram: true })
    expect(decode("telegram=1&network=celo&asset=cusd", { walletBrowser: null }).network).toBeUndefined()
    expect(decode("network=celo&asset=cusd", { walletBrowser: null })).toMatchObject({ network: "CELO", asset: "CUSD" })
    expect(decode("network=celo", { walletBrowser: null }).telegram).toBeUndefined()
  })

  it("offers TON assets only", () => {
    const assets = [
      { network: "CELO", asset: "CUSD" },
      { network: "TON", asset: "USDT" },
      { network: "POLYGON", asset: "USDC" },
    ]
    expect(offeredAssets(assets, { telegram: true })).toEqual([{ network: "TON", asset: "USDT" }])
    expect(offeredAssets(assets, {})).toEqual(assets)
    const catalog = { countries: [], assets: assets as never, creationEnabled: true, located: null }
    expect(offeredCatalog(catalog, { telegram: true }).assets.map((a) => a.network)).toEqual(["TON"])
  })

  it("is asked for by the parameter, Telegram's launch parameters, or earlier in the tab", () => {
    expect(telegramRequested({ search: "?telegram=1", hash: "" }, false)).toBe(true)
    expect(telegramRequested({ search: "?telegram", hash: "" }, false)).toBe(true)
    expect(telegramRequested({ search: "?telegram=false", hash: "" }, false)).toBe(false)
    expect(telegramRequested({ search: "", hash: "#tgWebAppData=query_id%3D1&tgWebAppVersion=7.0" }, false)).toBe(true)
    expect(telegramRequested({ search: "", hash: "" }, true)).toBe(true)
    expect(telegramRequested({ search: "?network=TON", hash: "#top" }, false)).toBe(false)
  })
})

/** A page with Telegram's WebApp object, as far as the adapter touches it. */
const fakeTelegram = () => {
  const styles = new Map<string, string>()
  const attributes = new Map<string, string>()
  const scripts: Array<string> = []
  const clicks: Array<() => void> = []
  const backClicks: Array<() => void> = []
  const main = { text: "", visible: false, active: true, progress: false, sent: 0 }
  const back = { visible: false }
  const webApp: TelegramWebApp = {
    themeParams: { bg_color: "#17212b", text_color: "#f5f5f5", button_color: "#2ea6ff", button_text_color: "#ffffff" },
    colorScheme: "dark",
    MainButton: {
      setText: (text) => {
        main.text = text
        main.sent += 1
      },
      show: () => {
        main.visible = true
      },
      hide: () => {
        main.visible = false
      },
      enable: () => {
        main.active = true
      },
      disable: () => {
        main.active = false
      },
      showProgress: () => {
        main.progress = true
      },
      hideProgress: () => {
        main.progress = false
      },
      onClick: (callback) => clicks.push(callback),
      offClick: () => undefined,
    },
    BackButton: {
      show: () => {
        back.visible = true
      },
      hide: () => {
        back.visible = false
      },
      onClick: (callback) => backClicks.push(callback),
      offClick: () => undefined,
    },
    openLink: vi.fn(),
    close: vi.fn(),
    ready: vi.fn(),
    expand: vi.fn(),
  }
  const scope = {
    Telegram: { WebApp: webApp },
    location: { search: "", hash: "", origin: "https://widget.example" },
    document: {
      documentElement: {
        style: { setProperty: (name: string, value: string) => styles.set(name, value) },
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
      addEventListener: () => undefined,
      createElement: () => ({}),
      head: { append: () => scripts.push("telegram") },
    },
  } as unknown as typeof globalThis
  const pressMain = () => {
    for (const click of clicks) click()
  }
  const pressBack = () => {
    for (const click of backClicks) click()
  }
  return { scope, webApp, styles, attributes, main, back, pressMain, pressBack, scripts }
}

describe("the Telegram adapter", () => {
  it("takes Telegram's theme colours as the widget's", () => {
    const page = fakeTelegram()
    const host = startTelegram(page.scope, memoryArea())
    expect(host.active).toBe(true)
    expect(page.styles.get("--paper")).toBe("#17212b")
    expect(page.styles.get("--ink")).toBe("#f5f5f5")
    expect(page.styles.get("--accent")).toBe("#2ea6ff")
    expect(page.styles.get("--accent-ink")).toBe("#ffffff")
    expect(page.styles.get("color-scheme")).toBe("dark")
    // Its scheme picks the widget's palette, whatever theme the link asks for (issue 19).
    expect(page.attributes.get("data-theme")).toBe("dark")
    // Colours Telegram does not give keep the widget's own.
    expect(page.styles.has("--danger")).toBe(false)
    expect(page.webApp.ready).toHaveBeenCalled()
  })

  it("mirrors the latest screen's primary action on the main button, and the earlier one when it lets go", () => {
    const page = fakeTelegram()
    const host = startTelegram(page.scope, memoryArea())
    const next = vi.fn()
    const save = vi.fn()
    const amount = host.claimMainButton({
      text: "Next: Specify your wallet",
      isEnabled: false,
      isPending: false,
      onPress: next,
    })
    expect(page.main).toMatchObject({ text: "Next: Specify your wallet", visible: true, active: false })
    page.pressMain()
    expect(next).not.toHaveBeenCalled()

    amount.update({ text: "Next: Specify your wallet", isEnabled: true, isPending: false, onPress: next })
    page.pressMain()
    expect(next).toHaveBeenCalledTimes(1)
    // A screen re-rendering with the same button sends Telegram nothing new.
    const sent = page.main.sent
    amount.update({ text: "Next: Specify your wallet", isEnabled: true, isPending: false, onPress: next })
    expect(page.main.sent).toBe(sent)

    const modal = host.claimMainButton({ text: "Save", isEnabled: true, isPending: false, onPress: save })
    expect(page.main.text).toBe("Save")
    page.pressMain()
    expect(save).toHaveBeenCalledTimes(1)
    modal.release()
    expect(page.main.text).toBe("Next: Specify your wallet")
    amount.release()
    expect(page.main.visible).toBe(false)
  })

  it("shows the back button while a step gives it an action", () => {
    const page = fakeTelegram()
    const host = startTelegram(page.scope, memoryArea())
    const back = vi.fn()
    host.setBack(back)
    expect(page.back.visible).toBe(true)
    page.pressBack()
    expect(back).toHaveBeenCalledTimes(1)
    host.setBack(undefined)
    expect(page.back.visible).toBe(false)
  })

  it("is inactive without Telegram and asks nothing of the page", () => {
    const page = fakeTelegram()
    const scope = { ...page.scope, Telegram: undefined } as unknown as typeof globalThis
    const host = startTelegram(scope, memoryArea())
    expect(host.active).toBe(false)
    expect(host.close()).toBe(false)
    expect(page.styles.size).toBe(0)
    expect(page.scripts).toEqual([])
  })

  it("stays in Telegram for the tab: a reload on a later step, without Telegram's parameters, still is", () => {
    const tab = memoryArea()
    const first = fakeTelegram()
    expect(startTelegram(first.scope, tab).active).toBe(true)
    const reloaded = fakeTelegram()
    const scope = { ...reloaded.scope, Telegram: undefined } as unknown as typeof globalThis
    expect(startTelegram(scope, tab).active).toBe(true)
    // Telegram's script is asked for, since the page does not provide WebApp yet.
    expect(reloaded.scripts).toEqual(["telegram"])
  })
})

describe("the close button", () => {
  it("shows the integrator's text, the default for a bare flag, and nothing when switched off", () => {
    expect(closeButtonText("Back to shop")).toBe("Back to shop")
    expect(closeButtonText("")).toBe(screens.close)
    expect(closeButtonText("true")).toBe(screens.close)
    expect(closeButtonText("0")).toBeUndefined()
    expect(closeButtonText(null)).toBeUndefined()
  })
})

describe("a Telegram mini app's page policy", () => {
  // The one inline script a page runs, its boot script (the theme, issue 19, and the loader of the scripts, issue 17),
  // by its hash.
  const themeBoot = `'sha256-${createHash("sha256").update(pageBootScript).digest("base64")}'`
  const directive = (policy: string, name: string) =>
    policy
      .split("; ")
      .find((d) => d.startsWith(`${name} `))
      ?.split(" ")
      .slice(1)
  it("lets Telegram's script load and Telegram's web client frame the page only when the link says telegram", () => {
    const telegram = widgetPolicy(["https://shop.example"], [], telegramFlagOn(new URLSearchParams("telegram=1")))
    expect(directive(telegram, "script-src")).toEqual(["'self'", themeBoot, "https://telegram.org"])
    expect(directive(telegram, "frame-ancestors")).toEqual([
      "'self'",
      "https://shop.example",
      "https://web.telegram.org",
    ])
    const plain = widgetPolicy(["https://shop.example"], [], telegramFlagOn(new URLSearchParams("telegram=false")))
    expect(directive(plain, "script-src")).toEqual(["'self'", themeBoot])
    expect(directive(plain, "frame-ancestors")).toEqual(["'self'", "https://shop.example"])
  })
})
