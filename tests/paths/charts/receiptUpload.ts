// The receipt modal (spec 2 §2, §4, §5) over the status page of the buyer's own order: the buyer, signed in, has
// confirmed the transfer and added 3 receipts (the chart's start), so the modal opens by itself once the page has
// read the order. The order moves as the sandbox agent decides; receipts added elsewhere (another device) through the
// same upload call the page makes.
import type { Page } from "@playwright/test"
import type { OnrampOrderRead } from "../../../schema/onrampModels.ts"
import { receiptLabels } from "../../../schema/swapStatusLabels.ts"
import { type AgentDecision, confirmTransfer, decide, type MadeOrder, makeOrder } from "../../e2e/orders.ts"
import { setOperatorSettings, tokenQuery, widgetUrl } from "../../e2e/widget.ts"
import chart from "../../model/charts/receiptUpload.ts"
import type { ChartReplay } from "../mapping.ts"

interface PickedFile {
  readonly name: string
  readonly type: string
}

/** A 1×1 PNG. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
)
const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")
/** What the sandbox judges by its first bytes (server/user/images.ts): the file's own kind, or none at all when the
 * path's upload is refused for its content. */
const bytesOf = (file: PickedFile, refused: boolean) =>
  refused
    ? Buffer.from("not a receipt")
    : file.type === "application/pdf"
      ? pdf
      : file.type === "image/png"
        ? png
        : Buffer.from("notes")

/** The server's refusal of the upload (a message of its own), not a call that never got an answer. */
const refusedForContent = (error: unknown) => (error as { _tag?: string } | undefined)?._tag === "InvalidRequest"

const orderOf = (memo: Record<string, unknown>) => memo.order as MadeOrder

/** Adds a receipt to the order through the widget's own upload call, as the buyer on another device would. */
const addReceipt = async (made: MadeOrder) => {
  const form = new FormData()
  form.append("orderId", made.orderId)
  form.append("receipt", new Blob([png], { type: "image/png" }), "receipt.png")
  const answer = await fetch(widgetUrl("/api/private/pay-widget/onramp/upload-receipt"), {
    method: "POST",
    headers: { "x-web": "1", authorization: `Bearer ${made.tokens.accessToken}` },
    body: form,
  })
  if (!answer.ok) throw new Error(`the receipt was refused: ${answer.status} ${await answer.text()}`)
}

/** The owner's read of the order, as the page makes it. */
const ownRead = (made: MadeOrder) => `/api/private/pay-widget/onramp/order/${made.orderId}`
const readOwn = async (made: MadeOrder) =>
  (await (
    await fetch(widgetUrl(ownRead(made)), {
      headers: { "x-web": "1", authorization: `Bearer ${made.tokens.accessToken}` },
    })
  ).json()) as OnrampOrderRead & { buySwap: { receipts: ReadonlyArray<unknown> } }

const decisions: Partial<Record<string, AgentDecision>> = {
  seller_rejected: "seller-reject",
  seller_confirmed: "seller-confirm",
}

const dialog = (page: Page) => page.getByRole("dialog", { name: receiptLabels.title, exact: true })

export const receiptUpload: ChartReplay = {
  chart,
  open: async ({ page, email, memo }) => {
    // The paths decide for the agent: the sandbox's own agent would confirm 15 s after the buyer.
    await setOperatorSettings({ agentConfirmSeconds: 0 })
    const made = await makeOrder(widgetUrl(""), email)
    await confirmTransfer(widgetUrl(""), made)
    for (let added = 0; added < Number(chart.input?.receiptCount); added += 1) await addReceipt(made)
    memo.order = made
    await page.goto(widgetUrl(`/swap-status?orderId=${made.orderId}&${tokenQuery(made.tokens)}`))
  },
  calls: {
    upload: "POST **/api/private/pay-widget/onramp/upload-receipt",
  },
  events: {
    "receipt.open": async ({ page }) => page.getByRole("button", { name: receiptLabels.addReceipt }).click(),
    "receipt.close": async ({ page }) => dialog(page).getByRole("button", { name: receiptLabels.close }).click(),
    // The picker takes one file (the input has no `multiple`): the user picks the first of the chart's files, the
    // one the chart uploads. The content is the file's own kind unless the path's upload is refused for it.
    "receipt.pick": async ({ page, event, rest }) => {
      const [file] = event.files as ReadonlyArray<PickedFile>
      const answer = rest.find((next) => next.type.endsWith(".actor.upload"))
      const refused = answer?.type === "xstate.error.actor.upload" && refusedForContent(answer.error)
      await page
        .getByTestId("receipt-input")
        .setInputFiles(file ? [{ name: file.name, mimeType: file.type, buffer: bytesOf(file, refused) }] : [])
    },
    // The status page reads the order at its next poll and tells the modal: arranged first, then that read awaited.
    "order.update": async ({ page, event, memo }) => {
      const made = orderOf(memo)
      const status = String(event.status)
      const count = Number(event.receiptCount)
      const read = page.waitForResponse(async (response) => {
        if (!response.url().endsWith(ownRead(made)) || !response.ok()) return false
        const order = (await response.json()) as Awaited<ReturnType<typeof readOwn>>
        return order.buySwap.status === status && order.buySwap.receipts.length === count
      })
      const now = await readOwn(made)
      for (let added = now.buySwap.receipts.length; added < count; added += 1) await addReceipt(made)
      const decision = decisions[status]
      if (status !== now.buySwap.status) {
        if (!decision) throw new Error(`no sandbox call moves an order to ${status}`)
        await decide(widgetUrl(""), made, decision)
      }
      await read
    },
    "xstate.done.actor.upload": async () => {},
    // Refused for its content (receipt.pick looks ahead), or the connection is lost on the way.
    "xstate.error.actor.upload": async ({ event }) => (refusedForContent(event.error) ? undefined : "lost"),
  },
  buttons: {
    "receipt.open": (page) => page.getByRole("button", { name: receiptLabels.addReceipt }),
    "receipt.close": (page) => dialog(page).getByRole("button", { name: receiptLabels.close }),
  },
  screens: {
    // The status page's title in reach: no dialog over it (react-aria hides the page from a reader behind one).
    '"closed"': (page) => page.getByRole("heading", { level: 1 }),
    '"open"': dialog,
    '"uploading"': dialog,
  },
}
