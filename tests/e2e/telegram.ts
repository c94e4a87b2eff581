// Telegram's WebApp object as a mini app page has it (what Telegram's own script provides), for the browser tests
// and the path replays that run the widget inside a Telegram mini app: it records what the widget asks of it.
import type { Page } from "@playwright/test"

/** The theme Telegram hands the mini app (a dark one). */
export const theme = {
  bg_color: "#17212b",
  secondary_bg_color: "#0e1621",
  text_color: "#f5f5f5",
  hint_color: "#a7b0b9",
}

interface TelegramRecord {
  readonly main: { text: string; visible: boolean; active: boolean }
  readonly back: { visible: boolean }
  readonly links: Array<string>
  readonly closed: boolean
}

/** Telegram's WebApp object as a mini app page has it, recording what the widget asks of it. */
export const provideTelegram = (page: Page) =>
  page.addInitScript((themeParams) => {
    const record = {
      main: { text: "", visible: false, active: true },
      back: { visible: false },
      links: [] as Array<string>,
      closed: false,
      mainClicks: [] as Array<() => void>,
      backClicks: [] as Array<() => void>,
    }
    const MainButton = {
      setText: (text: string) => {
        record.main.text = text
      },
      show: () => {
        record.main.visible = true
      },
      hide: () => {
        record.main.visible = false
      },
      enable: () => {
        record.main.active = true
      },
      disable: () => {
        record.main.active = false
      },
      showProgress: () => undefined,
      hideProgress: () => undefined,
      onClick: (callback: () => void) => record.mainClicks.push(callback),
      offClick: () => undefined,
    }
    const BackButton = {
      show: () => {
        record.back.visible = true
      },
      hide: () => {
        record.back.visible = false
      },
      onClick: (callback: () => void) => record.backClicks.push(callback),
      offClick: () => undefined,
    }
    Object.assign(window, {
      telegramRecord: record,
      Telegram: {
        WebApp: {
          themeParams,
          colorScheme: "dark",
          MainButton,
          BackButton,
          openLink: (url: string) => record.links.push(url),
          close: () => {
            record.closed = true
          },
          ready: () => undefined,
          expand: () => undefined,
          onEvent: () => undefined,
        },
      },
    })
  }, theme)

export const telegram = (page: Page) =>
  page.evaluate(() => {
    const { main, back, links, closed } = (window as unknown as { telegramRecord: TelegramRecord }).telegramRecord
    return { main: { ...main }, back: { ...back }, links: [...links], closed }
  })
/** A press on Telegram's own button, outside the page. */
export const press = (page: Page, button: "mainClicks" | "backClicks") =>
  page.evaluate((which) => {
    const record = (window as unknown as { telegramRecord: Record<string, Array<() => void>> }).telegramRecord
    for (const click of record[which] ?? []) click()
  }, button)
