// The identity check (spec 1 §4, §5) at its standalone route /kyc, for a user signed in through the sandbox's own
// calls (tokens in the link, as an integrator passes them). What the status read finds is arranged before the read
// reaches the sandbox: a check under review (submitted through the widget's own call), rejected, rejected up to the
// attempt limit or approved (the sandbox's decision call, schema/sandbox.ts).
import { expect, type Page } from "@playwright/test"
import type { KycStatus } from "../../../schema/kyc.ts"
import { kycLabels } from "../../../schema/labels.ts"
import { errors } from "../../../schema/messages.ts"
import { signInThroughApi, tokenQuery, widgetUrl } from "../../e2e/widget.ts"
import chart from "../../model/charts/kyc.ts"
import type { ChartReplay } from "../mapping.ts"

interface Account {
  readonly tokens: { readonly accessToken: string; readonly refreshToken: string }
  readonly userId: string
}

const accountOf = (memo: Record<string, unknown>) => memo.account as Account

/** The sandbox decides the user's check at once (a check under review, or a new one it records and decides). */
const decide = async ({ userId }: Account, decision: "approved" | "rejected", times = 1) => {
  for (let time = 0; time < times; time += 1) {
    const answer = await fetch(widgetUrl(`/api/sandbox/kyc/${userId}/decide`), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ decision }),
    })
    if (!answer.ok) throw new Error(`the sandbox refused to decide the check: ${answer.status}`)
  }
}

/** A check submitted as the form submits it (another tab of the user's): under review for the sandbox's review time,
 * then approved (its document number does not end in 000 or 111, server/kyc/review.ts). */
const submitElsewhere = async ({ tokens }: Account) => {
  const answer = await fetch(widgetUrl("/api/private/auth/user/kyc/init"), {
    method: "POST",
    headers: { "content-type": "application/json", "x-web": "1", authorization: `Bearer ${tokens.accessToken}` },
    body: JSON.stringify({
      idType: "ke-national-id",
      documentId: "B7654321",
      userFields: {
        firstName: "Amina",
        lastName: "Otieno",
        dateOfBirth: "1994-03-12",
        documentFront: [`data:image/png;base64,${png.toString("base64")}`],
      },
    }),
  })
  if (!answer.ok) throw new Error(`the check was refused: ${answer.status} ${await answer.text()}`)
}

/** A 1×1 PNG, the photo a user chooses from the files (the chart's kycImage). */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
)

const limit = 3 // the sandbox's attempt limit (KYC_ATTEMPT_LIMIT's default, server/config.ts)

const button = (name: string) => (page: Page) => page.getByRole("button", { name, exact: true })
const heading = (name: string) => (page: Page) => page.getByRole("heading", { name, exact: true })
const submitButton = button(kycLabels.submit)

export const kyc: ChartReplay = {
  chart,
  open: async ({ page, email, memo }) => {
    const account = await signInThroughApi(email)
    memo.account = account
    await page.goto(widgetUrl(`/kyc?${tokenQuery(account.tokens)}`))
  },
  calls: {
    loadStatus: "GET **/api/private/auth/user/kyc/status",
    submitCheck: "POST **/api/private/auth/user/kyc/init",
  },
  events: {
    // The status the path's read finds, arranged before the read goes on.
    "xstate.done.actor.loadStatus": async ({ event, memo }) => {
      const status = event.output as KycStatus
      const account = accountOf(memo)
      if (status.passedKycType) await decide(account, "approved")
      else if (status.reachedKycLimit) await decide(account, "rejected", limit)
      else if (status.currentKyc?.status === "rejected") await decide(account, "rejected")
      else if (status.currentKyc?.status === "initiated") await submitElsewhere(account)
    },
    // The read is lost on the way (no server message: the chart's 'Request failed').
    "xstate.error.actor.loadStatus": async () => "lost",
    reload: async ({ page }) => button(kycLabels.tryAgain)(page).click(),
    retry: async ({ page }) => button(kycLabels.startAgain)(page).click(),
    continue: async ({ page }) => button(kycLabels.continue)(page).click(),
    "document.select": async ({ page }) => button("National ID card")(page).click(),
    back: async ({ page }) => button(kycLabels.back)(page).click(),
    // The seeded national ID card also asks for a last name, which the chart's fixture leaves out: typed beside the
    // first name, so the form is complete exactly when the chart's is.
    "field.change": async ({ page, event }) => {
      const label = event.name === "firstName" ? "First name" : "Date of birth"
      await page.getByLabel(label, { exact: true }).fill(String(event.value))
      if (event.name === "firstName") await page.getByLabel("Last name", { exact: true }).fill("Otieno")
    },
    "image.add": async ({ page }) => {
      await page
        .locator(".photo input[type=file]")
        .setInputFiles({ name: "id.png", mimeType: "image/png", buffer: png })
      await expect(page.getByRole("img", { name: kycLabels.photoTaken("Front of the ID card") })).toBeVisible()
    },
    "image.remove": async ({ page }) => button(kycLabels.retake)(page).click(),
    "documentId.change": async ({ page, event }) =>
      page.getByRole("textbox", { name: kycLabels.documentNumber }).fill(String(event.value)),
    submit: async ({ page }) => submitButton(page).click(),
    // The check goes on to the sandbox, which records it under review.
    "xstate.done.actor.submitCheck": async () => {},
    // The sandbox has meanwhile decided the user's checks up to the limit (another tab's checks rejected).
    "xstate.error.actor.submitCheck": async ({ memo }) => decide(accountOf(memo), "rejected", limit),
  },
  internal: {
    "xstate.after.statusPoll.kyc.verifying": "the chart's own 5 s poll while the check is under review",
  },
  unreachable: {
    // The attempt limit's refusal is mapped above; a field refused is not.
    "xstate.error.actor.submitCheck": (_sentIn, event) =>
      (event as { error?: { _tag?: string } }).error?._tag === "KycAttemptsExhausted"
        ? undefined
        : "the sandbox refuses a field only when it breaks the document type's rules, and the page checks each " +
          "field by those same rules (schema/kycForm.ts) and keeps Submit disabled until they pass",
    "image.remove": (sentIn) => {
      const photo = (sentIn?.context as { fields?: Record<string, unknown> } | undefined)?.fields?.documentFront
      return Array.isArray(photo) && photo.length > 0
        ? undefined
        : "no photo to remove: Retake is offered beside a photo taken, and none is"
    },
  },
  buttons: {
    reload: button(kycLabels.tryAgain),
    retry: button(kycLabels.startAgain),
    continue: button(kycLabels.continue),
    "document.select": button("National ID card"),
    back: button(kycLabels.back),
    submit: submitButton,
  },
  screens: {
    '"loading"': (page) => page.getByText(kycLabels.loading, { exact: true }),
    '"statusFailed"': button(kycLabels.tryAgain),
    '"verifying"': heading(kycLabels.verifying),
    '"failed"': heading(kycLabels.failedTitle),
    '"limitReached"': (page) => page.getByRole("alert").filter({ hasText: errors.kycAttemptsReached }),
    '"choosing"': (page) => page.getByText(kycLabels.chooseDocument, { exact: true }),
    '"filling"': submitButton,
    '"submitting"': submitButton,
    '"passed"': heading(kycLabels.passedTitle),
  },
}
