// Page object of the widget for browser tests, and the operator switches of the sandbox server.
import { expect, type Page } from "@playwright/test"
import { accountLabels, screenTitles } from "../../schema/labels.ts"

export const widgetUrl = (path: string) => {
  const base = process.env.WIDGET_URL
  if (!base) throw new Error("WIDGET_URL is not set: a worker's server starts in the fixture of tests/e2e/fixtures.ts")
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

/** Signs up or in by e-mail code through the API, as the widget would (a new account is made in `countryIsoCode`),
 * and answers its tokens and user id. */
export const signInThroughApi = async (email: string, countryIsoCode = "KE") => {
  const post = (path: string, body: unknown) =>
    fetch(widgetUrl(path), {
      method: "POST",
      headers: { "content-type": "application/json", "x-web": "1" },
      body: JSON.stringify(body),
    })
  const { codeId } = await (await post("/api/public/pay-widget/auth/fast-auth/init", { email, countryIsoCode })).json()
  const [message] = await (await fetch(widgetUrl(`/api/sandbox/outbox?email=${encodeURIComponent(email)}`))).json()
  const tokens = await (
    await post("/api/public/pay-widget/auth/fast-auth/confirm", { codeId, code: message.code, countryIsoCode })
  ).json()
  const user = await (
    await fetch(widgetUrl("/api/private/auth/user"), {
      headers: { "x-web": "1", authorization: `Bearer ${tokens.accessToken}` },
    })
  ).json()
  return { tokens: tokens as { accessToken: string; refreshToken: string }, userId: user._id as string }
}

/** The widget opened as the signed-in user (tokens in the query, as an integrator passes them). */
export const tokenQuery = (tokens: { accessToken: string; refreshToken: string }) =>
  `at=${encodeURIComponent(tokens.accessToken)}&rt=${encodeURIComponent(tokens.refreshToken)}`

/** Signs in on the Auth screen by e-mail code, reading the code from the sandbox outbox as a person would. */
export const signInByCode = async (page: Page, email: string) => {
  await page.getByRole("textbox", { name: accountLabels.email }).fill(email)
  await page.getByRole("button", { name: accountLabels.sendCode }).click()
  await expect(page.getByRole("heading", { name: screenTitles.otp })).toBeVisible()
  const messages = await (await fetch(widgetUrl(`/api/sandbox/outbox?email=${encodeURIComponent(email)}`))).json()
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click()
  await page.keyboard.type(messages[0].code)
}
