// The sandbox's phone: no payment provider can reach a real handset from here, so the payment prompts the sandbox
// sends (stk_push, otp_stk_push: init-transfer) are shown on this page of the payer's number, newest first, with what
// the prompt asks (amount, agent, reference). Plain HTML, no script; every value escaped.
import { Effect } from "effect"
import { HttpRouter } from "effect/http"
import { SqlClient } from "effect/sql"
import { escapeHtml, sandboxPage } from "../http/sandboxPage.ts"
import { paymentReference, plainAmount } from "../onramp/transferInstructions.ts"

/** A number in international form, with or without its +. */
const numberShape = /^\+?\d{7,15}$/

const page = (title: string, body: string, status: number) =>
  sandboxPage({
    banner: "<strong>Sandbox phone</strong>: the payment prompts the sandbox sent to this number.",
    style:
      "body{max-width:32rem}li{list-style:none;border:1px solid #cbd5e1;border-radius:12px;padding:.75rem 1rem;margin:.5rem 0}time{color:#475569;font-size:.9rem}",
    title,
    body,
    status,
  })

interface PromptRow {
  readonly orderId: string
  readonly localAmount: string
  readonly currencyIsoCode: string
  readonly agentUsername: string
  readonly lastTransferAttemptAt: Date | string
}

/** GET /sandbox/phone/{number}: the prompts sent to the number, 400 for something that is not a phone number. */
export const sandboxPhoneRoute = HttpRouter.add(
  "GET",
  "/sandbox/phone/:number",
  Effect.gen(function* () {
    const { number = "" } = yield* HttpRouter.params
    const raw = decodeURIComponent(number).replace(/[\s-]/g, "")
    if (!numberShape.test(raw)) return page("Not a phone number", "<h1>Not a phone number</h1>", 400)
    const phone = raw.startsWith("+") ? raw : `+${raw}`
    const sql = yield* SqlClient.SqlClient
    const prompts = yield* sql<PromptRow>`
      SELECT s.order_id, s.local_amount::text, s.currency_iso_code, a.username AS agent_username,
        s.last_transfer_attempt_at
      FROM buy_swaps s JOIN agents a ON a.id = s.agent_id
      WHERE s.payer_phone = ${phone} AND s.last_transfer_attempt_at IS NOT NULL
      ORDER BY s.last_transfer_attempt_at DESC LIMIT 50`.pipe(Effect.orDie)
    const items = prompts
      .map((p) => {
        const at = new Date(p.lastTransferAttemptAt).toISOString()
        const text = `Pay ${plainAmount(p.localAmount)} ${p.currencyIsoCode} to ${p.agentUsername}, reference ${paymentReference(p.orderId)}. Enter your PIN to approve.`
        return `<li><strong>Payment prompt</strong><p>${escapeHtml(text)}</p><time datetime="${at}">${at}</time></li>`
      })
      .join("")
    const body = `<h1>${escapeHtml(phone)}</h1>${items ? `<ul>${items}</ul>` : "<p>No payment prompt yet.</p>"}`
    return page(`Sandbox phone ${phone}`, body, 200)
  }),
)
