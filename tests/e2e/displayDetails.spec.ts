// Spec 1 and 2's small display items as a user sees them (issue 16): the agent with avatar, username and verified
// badge, the usual approval time as a duration, a reward's minimum in the asset's units, the off-ramp's paybill
// default of 1000 and You Pay as 0 before an offer, and Change avatar as a dialog.
import { accountLabels, amountLabels, onrampNextLabels, reviewLabels, screenTitles } from "../../schema/labels.ts"
import { offrampAmountLabels } from "../../schema/offrampLabels.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { signInThroughApi, tokenQuery, Widget, widgetUrl } from "./widget.ts"

test.setTimeout(90_000)

const address = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
// A one-pixel PNG: the agent's picture, and the avatar a user uploads.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
)
const pictureUrl = `data:image/png;base64,${png.toString("base64")}`

test("the offer names its agent with picture and badge, and the usual approval time as a duration", async ({
  page,
}) => {
  // The sandbox's agents have no picture: this offer's agent has one, is verified and approves in 5 minutes.
  await page.route("**/api/public/pay-widget/onramp/best-offer", async (route) => {
    const answer = await route.fetch()
    const quote = await answer.json()
    quote.offer = {
      ...quote.offer,
      averageApprovalTime: 300,
      user: { username: "amani-fx", avatar: pictureUrl, isVerifiedMarketMaker: true },
    }
    await route.fulfill({ response: answer, json: quote })
  })
  const { tokens } = await signInThroughApi(freshEmail("agent-shown"))
  const widget = new Widget(page)
  await widget.open(
    `/?amount=5000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&carrierCode=airtel&network=CELO&asset=CUSD&address=${address}&${tokenQuery(tokens)}`,
  )
  const offer = page.locator(".offer")
  await expect(offer.getByText("amani-fx")).toBeVisible({ timeout: 15_000 })
  await expect(offer.locator(".agent-avatar img")).toHaveAttribute("src", pictureUrl)
  await expect(offer.getByText(amountLabels.verifiedAgent)).toBeVisible()
  await expect(offer.getByText("Usual approval time: 5 minutes")).toBeVisible()
  // The seeded reward asks 20 USD; CUSD is priced 1 USD: 20 CUSD.
  await expect(page.getByText("On orders from 20 CUSD")).toBeVisible()

  await page.getByRole("button", { name: onrampNextLabels.createOrder }).click()
  await expect(widget.heading()).toHaveText(screenTitles.swap, { timeout: 15_000 })
  await expect(page.getByRole("definition").filter({ hasText: "amani-fx" })).toBeVisible()
  await expect(page.getByRole("term").filter({ hasText: reviewLabels.approvalTime })).toBeVisible()
  await expect(page.getByRole("definition").filter({ hasText: /^5 minutes$/ })).toBeVisible()
})

test("selling to a paybill starts at 1000 KES, and You Pay shows 0 until the offer says more", async ({ page }) => {
  // The offer is held back: what the screen shows before it arrives.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route("**/api/public/pay-widget/offramp/best-offer**", async (route) => {
    await held
    await route.continue()
  })
  const widget = new Widget(page)
  await widget.open("/offramp?countryIsoCode=KE&paymentChannel=paybill&network=CELO&asset=CUSD")
  await expect(page.getByRole("textbox", { name: `${offrampAmountLabels.youReceive} (KES)` })).toHaveValue("1000", {
    timeout: 15_000,
  })
  const youPay = page.getByRole("textbox", { name: `${offrampAmountLabels.youPay} (CUSD)` })
  await expect(youPay).toHaveValue("0")
  release()
  await expect(youPay).not.toHaveValue("0", { timeout: 15_000 })
  await expect(youPay).not.toHaveValue("")
})

test("a paybill picked after another method starts at 1000 KES too, and keeps what the user typed", async ({
  page,
}) => {
  const widget = new Widget(page)
  await widget.open("/offramp?countryIsoCode=KE&network=CELO&asset=CUSD")
  const method = page.getByRole("button", { name: amountLabels.paymentMethod })
  const youReceive = page.getByRole("textbox", { name: `${offrampAmountLabels.youReceive} (KES)` })
  const youPay = page.getByRole("textbox", { name: `${offrampAmountLabels.youPay} (CUSD)` })
  const pick = async (name: string) => {
    await method.click()
    await page.getByRole("dialog", { name: amountLabels.paymentMethod }).getByRole("button", { name }).click()
    await expect(page.getByRole("dialog", { name: amountLabels.paymentMethod })).toHaveCount(0)
    await expect(method).toContainText(name)
  }
  // Spec 1 §9 display order: the bank comes first, at the 15 USD default (in CUSD).
  await expect(method).toContainText("Bank", { timeout: 15_000 })
  await expect(youPay).toHaveValue("15")
  await pick("Paybill")
  await expect(youReceive).toHaveValue("1000")
  // What the user types is theirs: picking the paybill again does not put 1000 back.
  await youPay.fill("12")
  await pick("Bank")
  await pick("Paybill")
  await expect(youPay).toHaveValue("12")
})

test("Change avatar opens a dialog that shows the picture before Save", async ({ page }) => {
  const { tokens } = await signInThroughApi(freshEmail("avatar"))
  const widget = new Widget(page)
  await widget.open(`/?${tokenQuery(tokens)}`)
  await page.getByRole("button", { name: accountLabels.menu }).click()
  await page.getByRole("button", { name: accountLabels.changeAvatar }).click()
  const dialog = page.getByRole("dialog", { name: accountLabels.changeAvatar })
  await expect(dialog).toBeVisible()
  const save = dialog.getByRole("button", { name: accountLabels.saveAvatar })
  await expect(save).toBeDisabled()
  await dialog.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png })
  await expect(dialog.getByText("me.png")).toBeVisible()
  await expect(dialog.locator(".avatar img")).toHaveAttribute("src", /^blob:/)
  await save.click()
  await expect(page.getByRole("status").filter({ hasText: accountLabels.avatarChanged })).toBeVisible()
  await expect(dialog).toHaveCount(0)
  // The header's menu button shows the new picture.
  await expect(page.getByRole("button", { name: accountLabels.menu }).locator("img")).toHaveAttribute(
    "src",
    /\/media\/avatars\//,
  )
})

test("the side panel shows the account as the profile call answers it when it opens", async ({ page }) => {
  const { tokens } = await signInThroughApi(freshEmail("profile"))
  const widget = new Widget(page)
  await widget.open(`/?${tokenQuery(tokens)}`)
  await expect(page.getByRole("button", { name: accountLabels.menu })).toBeVisible()
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  // The name changes elsewhere (another tab) after the widget read its user; the panel asks the profile again.
  const renamed = `p${Date.now().toString(36).slice(-8)}`
  const changed = await fetch(widgetUrl("/api/private/auth/user/username"), {
    method: "POST",
    headers: { "content-type": "application/json", "x-web": "1", authorization: `Bearer ${tokens.accessToken}` },
    body: JSON.stringify({ username: renamed }),
  })
  expect(changed.status).toBe(200)
  const profileCall = page.waitForRequest((request) => request.url().includes("/api/private/auth/user/profile"))
  await page.getByRole("button", { name: accountLabels.menu }).click()
  // Spec 1 §7: GET /api/private/auth/user/profile?noSwapStats=1.
  expect(new URL((await profileCall).url()).searchParams.get("noSwapStats")).toBe("1")
  await expect(page.getByRole("dialog", { name: accountLabels.account }).getByText(renamed)).toBeVisible()
})
