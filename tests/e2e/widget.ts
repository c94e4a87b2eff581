// Page object of the widget for browser tests, and the operator switches of the sandbox server.
import type { Page } from "@playwright/test"

export const widgetUrl = (path: string) => {
  const base = process.env.WIDGET_URL
  if (!base) throw new Error("WIDGET_URL is not set: the browser tests start the server in their global setup")
  return `${base}${path}`
}

export const setOperatorSettings = async (settings: Record<string, unknown>) => {
  const answer = await fetch(widgetUrl("/api/sandbox/settings"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(settings),
  })
  if (!answer.ok) throw new Error(`sandbox settings refused: ${answer.status}`)
}

export const resetOperatorSettings = () =>
  setOperatorSettings({
    maintenance: false,
    restrictedCountries: [],
    onRampPayWidgetCreationEnabled: true,
    offRampPayWidgetEnabled: true,
    buyGoodsEnabled: true,
  })

export class Widget {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  async open(path: string) {
    await this.page.goto(widgetUrl(path))
  }

  heading() {
    return this.page.getByRole("heading", { level: 1 })
  }

  /** The answer of the call the widget makes at start to place the visitor. */
  waitForLocation() {
    return this.page.waitForResponse((response) => response.url().includes("/api/public/ip/info"))
  }
}
