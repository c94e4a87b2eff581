// README's integration table: authRetry retries sign-in with the tokens given. An access token the server refuses
// is cleared (spec 1 §6); with authRetry the widget signs in again with the given refresh token, without it the
// visitor stays signed out (issue 16).
import { onrampNextLabels } from "../../schema/labels.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { signInThroughApi, Widget } from "./widget.ts"

test.setTimeout(90_000)

/** An access token that looks fresh (it expires in an hour) but that the server never issued. */
const refusedAccessToken = () => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url")
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ sub: "nobody", exp: Math.floor(Date.now() / 1000) + 3600 })}.c2lnbmF0dXJl`
}

const sale = {
  amount: "2000",
  currency: "local",
  countryIsoCode: "KE",
  paymentChannel: "bank",
  carrierCode: "equity",
  network: "CELO",
  asset: "CUSD",
  address: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
}

test("with authRetry, a refused access token is traded again with the given refresh token: signed in", async ({
  page,
}) => {
  const { tokens } = await signInThroughApi(freshEmail("auth-retry"))
  const widget = new Widget(page)
  await widget.open(
    `/?${new URLSearchParams({ ...sale, at: refusedAccessToken(), rt: tokens.refreshToken, authRetry: "true" })}`,
  )
  await expect(page.getByRole("button", { name: onrampNextLabels.createOrder })).toBeVisible({ timeout: 20_000 })
})

test("without authRetry, the refused access token leaves the visitor signed out", async ({ page }) => {
  const { tokens } = await signInThroughApi(freshEmail("no-auth-retry"))
  const widget = new Widget(page)
  await widget.open(`/?${new URLSearchParams({ ...sale, at: refusedAccessToken(), rt: tokens.refreshToken })}`)
  await expect(page.getByRole("button", { name: onrampNextLabels.verifyEmail })).toBeVisible({ timeout: 20_000 })
})
