// The on-ramp status page in Chromium against the real sandbox server (the worker's, whose database the tests read
// to move an order's clock): titles and actions per status as the agent decides, the withdrawal's hash, receipts,
// and the events a framing page on another origin receives.
import { createServer, type Server } from "node:http"
import type { Page } from "@playwright/test"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { errors, success } from "../../schema/messages.ts"
import { parentEventSource } from "../../schema/parentEvents.ts"
import { receiptLimit } from "../../schema/receiptRules.ts"
import { supportTicketBaseUrl } from "../../schema/supportTicket.ts"
import { receiptLabels, statusDescriptions, statusTitles, swapStatusLabels } from "../../schema/swapStatusLabels.ts"
import type { RunningServer } from "../../server/start.ts"
import { wakeJobs } from "../support/jobs.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test, widgetSizeOnly } from "./fixtures.ts"
import { confirmTransfer, decide, failWithdrawal, type MadeOrder, makeOrder } from "./orders.ts"
import { tokenQuery } from "./widget.ts"

test.setTimeout(120_000)

// The worker's server (tests/e2e/fixtures.ts): this file's tests run one at a time on it, and leave its agent as
// they found it for the worker's next file.
let server: RunningServer
const agentConfirmSeconds = (seconds: number) =>
  fetch(`${server.url}/api/sandbox/settings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ agentConfirmSeconds: seconds }),
  })
test.beforeAll(async ({ sandboxServer }) => {
  server = sandboxServer
  // The tests decide for the agent.
  await agentConfirmSeconds(0)
})
test.afterAll(async () => {
  // The sandbox's default (schema/sandbox.ts).
  await agentConfirmSeconds(15)
})

const confirmedOrder = async (name: string) => {
  const order = await makeOrder(server.url, freshEmail(name))
  await confirmTransfer(server.url, order)
  return order
}
const statusPath = (order: MadeOrder, extra = "") => `/swap-status?orderId=${order.orderId}${extra}`
const heading = (page: Page) => page.getByRole("heading", { level: 1 })
const closeReceiptModal = async (page: Page) => {
  const dialog = page.getByRole("dialog", { name: receiptLabels.title })
  await expect(dialog).toBeVisible()
  await dialog.getByRole("button", { name: receiptLabels.close }).click()
  await expect(dialog).toBeHidden()
}

test("the page follows the agent's decision: in progress, then rejected with the dispute link", async ({ page }) => {
  const order = await confirmedOrder("rejected")
  await page.goto(`${server.url}${statusPath(order)}`)
  await expect(heading(page)).toHaveText(statusTitles.inProgress)
  await expect(page.getByText("You confirmed", { exact: true })).toBeVisible()
  await closeReceiptModal(page)
  await expect(page.getByRole("link", { name: swapStatusLabels.reportProblem })).toBeVisible()
  // The first 4 details, then all of them.
  await expect(page.getByRole("term")).toHaveCount(4)
  await page.getByRole("button", { name: swapStatusLabels.seeAllDetails }).click()
  await expect(page.getByRole("definition").filter({ hasText: order.orderId })).toBeVisible()

  await decide(server.url, order, "seller-reject")
  await expect(heading(page)).toHaveText(statusTitles.agentRejected, { timeout: 15_000 })
  const dispute = page.getByRole("link", { name: swapStatusLabels.openDispute })
  const href = new URL((await dispute.getAttribute("href")) ?? "")
  expect(`${href.origin}${href.pathname}`).toBe(supportTicketBaseUrl)
  expect(Object.fromEntries(href.searchParams)).toMatchObject({
    topic: "dispute",
    orderId: order.orderId,
    status: "seller_rejected",
  })
  // A rejected order may still get a receipt for the dispute.
  await expect(page.getByRole("button", { name: receiptLabels.addReceipt })).toBeVisible()
})

test("the order's own redirect is shown to its signed-in owner, never to a stranger with the link (issue 13)", async ({
  page,
  browser,
}) => {
  const redirectUrl = "http://127.0.0.1:9/thanks?customer=amina"
  const order = await makeOrder(server.url, freshEmail("owner"), { redirectUrl })
  await page.goto(`${server.url}${statusPath(order, `&${tokenQuery(order.tokens)}`)}`)
  await expect(heading(page)).toHaveText(statusTitles.initiated)
  await expect(page.getByRole("link", { name: swapStatusLabels.backToWebsite })).toHaveAttribute("href", redirectUrl)

  const stranger = await browser.newPage()
  try {
    await stranger.goto(`${server.url}${statusPath(order)}`)
    await expect(heading(stranger)).toHaveText(statusTitles.initiated)
    await stranger.getByRole("button", { name: swapStatusLabels.seeAllDetails }).click()
    await expect(stranger.getByRole("definition").filter({ hasText: order.orderId })).toBeVisible()
    await expect(stranger.getByRole("link", { name: swapStatusLabels.backToWebsite })).toHaveCount(0)
    expect(await stranger.content()).not.toContain("customer=amina")
  } finally {
    await stranger.close()
  }
})

test("payment mismatch and expiry show their titles; expired offers no receipt", async ({ page }) => {
  const mismatch = await confirmedOrder("mismatch")
  await decide(server.url, mismatch, "payment-mismatch")
  await page.goto(`${server.url}${statusPath(mismatch)}`)
  await expect(heading(page)).toHaveText(statusTitles.paymentInfoMismatch)

  const late = await makeOrder(server.url, freshEmail("expired"))
  await server.run(
    Effect.flatMap(
      Effect.service(SqlClient.SqlClient),
      (sql) => sql`UPDATE buy_swaps SET expires_at = now() - interval '1 second' WHERE id = ${late.swapId}`,
    ),
  )
  await wakeJobs(server)
  await expect
    .poll(
      async () =>
        (
          await (
            await fetch(`${server.url}/api/public/pay-widget/onramp/order/${late.orderId}`, {
              headers: { "x-web": "1" },
            })
          ).json()
        ).buySwap.status,
      { timeout: 20_000 },
    )
    .toBe("expired")
  await page.goto(
    `${server.url}${statusPath(late, "&redirectUrl=http://localhost:4000/back&callbackBtnText=Back%20to%20shop")}`,
  )
  await expect(heading(page)).toHaveText(statusTitles.expired)
  await expect(page.getByRole("button", { name: receiptLabels.addReceipt })).toHaveCount(0)
  await expect(page.getByRole("link", { name: "Back to shop" })).toHaveAttribute("href", "http://localhost:4000/back")
  // Create new order asks first, then starts over at the amount with the configuration.
  await page.getByRole("button", { name: swapStatusLabels.createNewOrder }).click()
  await page.getByRole("button", { name: swapStatusLabels.newOrderConfirm }).click()
  await expect(page).toHaveURL(/\/\?redirectUrl=/)
})

test("the receipt modal opened at buyer_confirmed gives way once the order is completed", async ({ page }) => {
  const order = await confirmedOrder("receipt-then-completed")
  await page.goto(`${server.url}${statusPath(order)}`)
  // Spec 2 §4: at buyer_confirmed the receipt modal opens by itself; the buyer leaves it open.
  const dialog = page.getByRole("dialog", { name: receiptLabels.title })
  await expect(dialog).toBeVisible()
  await decide(server.url, order, "seller-confirm")
  await expect(heading(page)).toHaveText(statusTitles.completed, { timeout: 40_000 })
  // A receipt can no longer be added, so nothing covers Order Completed.
  await expect(dialog).toBeHidden()
  await expect(heading(page)).toBeInViewport()
})

test("a confirmed order is sent on the chain: Order Completed with the transaction hash", async ({ page }) => {
  const order = await confirmedOrder("completed")
  await decide(server.url, order, "seller-confirm")
  await page.goto(`${server.url}${statusPath(order)}`)
  await expect(heading(page)).toHaveText(statusTitles.completed, { timeout: 40_000 })
  // Spec 2 §4: seller_confirmed reads Agent confirmed on a green badge.
  const badge = page.locator("[data-badge]")
  await expect(badge).toHaveText("Agent confirmed")
  await expect(badge).toHaveCSS("background-color", "rgb(220, 252, 231)")
  const read = await (
    await fetch(`${server.url}/api/private/pay-widget/onramp/order/${order.orderId}`, {
      headers: { "x-web": "1", authorization: `Bearer ${order.tokens.accessToken}` },
    })
  ).json()
  expect(read.withdrawal.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
  // Spec 2 §2: the status page has a block-explorer link; the hash shows once, with it, even with all details open.
  await page.getByRole("button", { name: swapStatusLabels.seeAllDetails }).click()
  await expect(page.getByText(read.withdrawal.transactionHash)).toBeVisible()
  await expect(page.getByRole("button", { name: swapStatusLabels.copyHash })).toBeVisible()
  // No public explorer knows the sandbox's local chain: the link opens the server's sandbox explorer page, in a new
  // tab, and that page shows the transaction (spec 1 §9, spec 2 §2).
  const link = page.getByRole("link", { name: swapStatusLabels.viewOnExplorer })
  await expect(link).toHaveCount(1)
  await expect(link).toHaveAttribute("target", "_blank")
  await expect(link).toHaveAttribute("rel", "noopener noreferrer")
  const [explorer] = await Promise.all([page.context().waitForEvent("page"), link.click()])
  await explorer.waitForLoadState()
  expect(new URL(explorer.url()).pathname).toBe(`/sandbox/explorer/tx/${read.withdrawal.transactionHash}`)
  await expect(explorer.getByText(read.withdrawal.transactionHash)).toBeVisible()
  await expect(explorer.getByText(read.walletAddress, { exact: false })).toBeVisible()
  await expect(explorer.getByText("Success", { exact: true })).toBeVisible()
  await explorer.close()
})

test("a failed sending shows Transfer Failed with the report-problem link, and the page stops polling", async ({
  page,
}) => {
  const order = await confirmedOrder("failed")
  await failWithdrawal(server.url, order)
  await page.goto(`${server.url}${statusPath(order)}`)
  await expect(heading(page)).toHaveText(statusTitles.transferFailed)
  await expect(page.getByText(statusDescriptions.transferFailed)).toBeVisible()
  const report = page.getByRole("link", { name: swapStatusLabels.reportProblem })
  expect(new URL((await report.getAttribute("href")) ?? "").searchParams.get("orderId")).toBe(order.orderId)
  await expect(page.getByRole("button", { name: receiptLabels.addReceipt })).toHaveCount(0)
  // A failed withdrawal is final (spec 2 §4): no more reads of the order after a polling period.
  let reads = 0
  page.on("request", (request) => {
    if (request.url().includes(`/onramp/order/${order.orderId}`)) reads += 1
  })
  await page.waitForTimeout(6000)
  expect(reads).toBe(0)
})

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
)

test("receipts: the modal opens once per session, refuses a .txt and a 6th file, accepts a png", async ({ page }) => {
  const order = await confirmedOrder("receipts")
  await page.goto(`${server.url}${statusPath(order, `&${tokenQuery(order.tokens)}`)}`)
  const dialog = page.getByRole("dialog", { name: receiptLabels.title })
  await expect(dialog).toBeVisible()
  const input = page.getByTestId("receipt-input")
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a receipt") })
  await expect(dialog.getByRole("alert")).toHaveText(errors.failedToUploadReceipt(receiptLabels.wrongType))
  for (let count = 1; count <= receiptLimit; count++) {
    await input.setInputFiles({ name: `receipt-${count}.png`, mimeType: "image/png", buffer: png })
    await expect(dialog.getByRole("status")).toHaveText(success.receiptUploaded)
    await expect(dialog.getByText(receiptLabels.count(count, receiptLimit))).toBeVisible()
  }
  await expect(dialog.getByRole("button", { name: receiptLabels.chooseFile })).toBeDisabled()
  const stored = await (
    await fetch(`${server.url}/api/private/pay-widget/onramp/order/${order.orderId}`, {
      headers: { "x-web": "1", authorization: `Bearer ${order.tokens.accessToken}` },
    })
  ).json()
  expect(stored.buySwap.receipts).toHaveLength(receiptLimit)

  // Once per order per session: a reload does not open it again, and with 5 receipts there is no Add receipt.
  await page.reload()
  await expect(heading(page)).toHaveText(statusTitles.inProgress)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole("button", { name: receiptLabels.addReceipt })).toHaveCount(0)
})

/** A page on another loopback origin that frames the widget and keeps every message it receives. */
const parentPage = async (frameUrl: string) => {
  const html = `<!doctype html><title>Integrator</title><script>
    window.received = [];
    addEventListener("message", (e) => window.received.push({ origin: e.origin, data: e.data }));
  </script><iframe src="${frameUrl}" style="width:552px;height:800px" title="widget"></iframe>`
  const parent: Server = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html" })
    response.end(html)
  })
  await new Promise<void>((resolve) => parent.listen(0, "localhost", resolve))
  const address = parent.address()
  const port = typeof address === "object" && address ? address.port : 0
  return { url: `http://localhost:${port}/`, close: () => new Promise((resolve) => parent.close(resolve)) }
}

test(
  "a framing page on another origin receives each event once, from the widget's origin",
  widgetSizeOnly,
  async ({ page }) => {
    const order = await confirmedOrder("framed")
    // The sandbox integrator registers every loopback origin.
    const parent = await parentPage(`${server.url}${statusPath(order, "&integrator=sandbox")}`)
    try {
      const received = () =>
        page.evaluate(() => (window as unknown as { received: Array<{ origin: string; data: string }> }).received)
      const kinds = async () => (await received()).map((m) => JSON.parse(m.data).event)
      await page.goto(parent.url)
      await expect.poll(kinds).toEqual(["buyer_confirmed", "pending_seller_confirmation"])
      await decide(server.url, order, "seller-confirm")
      await expect
        .poll(kinds, { timeout: 45_000 })
        .toEqual(["buyer_confirmed", "pending_seller_confirmation", "seller_confirmed", "success"])
      const messages = await received()
      for (const message of messages) {
        expect(message.origin).toBe(server.url)
        expect(JSON.parse(message.data)).toMatchObject({ source: parentEventSource, orderId: order.orderId })
      }
      // The frame reloaded in the same session repeats nothing.
      await page.frameLocator("iframe").getByRole("heading", { level: 1 }).waitFor()
      await page.evaluate(() => {
        ;(window as unknown as { received: Array<unknown> }).received = []
        const frame = document.querySelector("iframe")
        frame?.setAttribute("src", frame.src)
      })
      await expect(page.frameLocator("iframe").getByRole("heading", { level: 1 })).toHaveText(statusTitles.completed)
      await page.waitForTimeout(1000)
      expect(await received()).toEqual([])
    } finally {
      await parent.close()
    }
  },
)
