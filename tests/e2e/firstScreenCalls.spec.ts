// The amount screen asks each API call once as it opens (issue 17): a call made twice is a round trip the first
// screen waits for, or a server answer thrown away. The catalogue comes with the page, so it is not asked at all.

import { firstScreenApiCalls } from "../support/firstScreen.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { signInThroughApi, tokenQuery, widgetUrl } from "./widget.ts"

test("the amount screen makes each API call once as it opens", async ({ page }) => {
  const calls = await firstScreenApiCalls(page, widgetUrl("/"))
  const made = (call: string) => calls.all.filter((c) => c === call).length
  // The catalogue and the location come with the page (issue 17): not asked.
  for (const call of [
    "GET /api/public/util/countries",
    "GET /api/public/pay-widget/blockchain-assets",
    "GET /api/public/active-features",
    "GET /api/public/ip/info",
  ]) {
    expect(made(call), call).toBe(0)
  }
  // The payment channels, the first offer and its rewards, which the spec's amount screen needs.
  for (const call of [
    "GET /api/public/pay-widget/onramp/payment-channels",
    "POST /api/public/pay-widget/onramp/best-offer",
    "POST /api/public/pay-widget/onramp/available-rewards",
  ]) {
    expect(made(call), call).toBe(1)
  }
  // Monitoring events are posted as they happen, in batches: the one call that may go more than once.
  const data = calls.all.filter((call) => !call.includes("/monitoring/"))
  const repeated = data.filter((call, i) => data.indexOf(call) !== i)
  expect(repeated).toEqual([])
})

test("the rewards call carries what spec 1 §7 lists: wallet, user, source, method and carrier with the offer", async ({
  page,
}) => {
  const { tokens, userId } = await signInThroughApi(freshEmail("rewards"))
  const address = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
  // The signed-in user's rewards: asked (again, if the offer came before the session read the user) with their id.
  const rewards = page.waitForRequest(
    (request) => request.url().endsWith("/onramp/available-rewards") && Boolean(request.postDataJSON()?.userId),
  )
  await page.goto(
    widgetUrl(
      `/?countryIsoCode=KE&paymentChannel=mobile_money&carrierCode=safaricom&network=CELO&asset=CUSD&address=${address}&source=partner&${tokenQuery(tokens)}`,
    ),
  )
  const sent = (await rewards).postDataJSON()
  expect(sent).toMatchObject({
    network: "CELO",
    asset: "CUSD",
    address,
    sourceParam: "partner",
    userId,
    countryIsoCode: "KE",
    paymentChannel: "mobile_money",
    carrierCode: "safaricom",
  })
  expect(typeof sent.amount).toBe("number")
})
