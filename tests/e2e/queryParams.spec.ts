// A link whose configuration the widget refuses in part (README "Configuration parameters": a malformed value is
// refused with an error naming the parameter): the page it opens names each refused parameter, with why, in one
// notice; the widget goes on without them, and the address keeps the link as the integrator wrote it.

import { screenTitles } from "../../schema/labels.ts"
import { queryMessages, queryReasons } from "../../schema/queryMessages.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { expect, test } from "./fixtures.ts"
import { Widget } from "./widget.ts"

test.setTimeout(60_000)

const goodBuyLink =
  "/?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&carrierCode=safaricom&network=CELO&asset=CUSD"

test("a link with network=FOO, amount=-5 and currency=weird names all three in one notice, and the widget goes on", async ({
  page,
}) => {
  const widget = new Widget(page)
  const link = "/?network=FOO&amount=-5&currency=weird"
  await widget.open(link)
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  // On the amount the journey's own notice names them (issue 16), once: the page adds no second copy.
  const notice = page.getByText('Query parameter "network" is invalid: expected one of')
  await expect(notice).toHaveCount(1)
  await expect(notice).toContainText(queryMessages.refused("amount", queryReasons.positiveAmount))
  // Any currency word is read (anything else than local counts as crypto), but it counts the refused amount.
  await expect(notice).toContainText(queryMessages.currencyWithoutAmount)
  // The journey goes on at its own first choices: the amount screen asks for an offer and gets one.
  await expect(page.getByRole("button", { name: /^Next/ })).toBeEnabled({ timeout: 15_000 })
  // The address is the link as written: nothing rewritten, nothing dropped.
  expect(new URL(page.url()).search).toBe(new URL(link, "http://widget").search)
  await expectNoAxeViolations(page)
})

test("a page outside the journeys names each refused parameter in the page's one notice", async ({ page }) => {
  const widget = new Widget(page)
  const link = "/auth?email=nobody&codeLength=2&network=celo"
  await widget.open(link)
  await expect(widget.heading()).toHaveText(screenTitles.auth)
  const notice = page.getByRole("status", { name: queryMessages.noticeTitle })
  await expect(notice).toHaveCount(1)
  // Two refused, each named with why; the lower-case network is good (read as CELO) and not named.
  await expect(notice.getByRole("listitem")).toHaveCount(2)
  await expect(notice).toContainText(queryMessages.refused("email", queryReasons.email))
  await expect(notice).toContainText(queryMessages.refused("codeLength", queryReasons.codeLength))
  expect(new URL(page.url()).search).toBe(new URL(link, "http://widget").search)
  await expectNoAxeViolations(page)
})

test("a well-formed link shows no such notice", async ({ page }) => {
  const widget = new Widget(page)
  await widget.open(goodBuyLink)
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  await expect(page.getByRole("button", { name: /^Next/ })).toBeEnabled({ timeout: 15_000 })
  await expect(page.getByRole("status", { name: queryMessages.noticeTitle })).toHaveCount(0)
  await expect(page.getByText("Query parameter")).toHaveCount(0)
})
