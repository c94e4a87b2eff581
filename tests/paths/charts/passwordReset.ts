// The forgot-password modal (spec 1 §2, §4) as a user goes through it over the Auth screen: Log in with password,
// Forgot password?, then its e-mail, code and new password.
import { accountLabels, screenTitles } from "../../../schema/labels.ts"
import { widgetUrl } from "../../e2e/widget.ts"
import chart from "../../model/charts/passwordReset.ts"
import type { ChartReplay } from "../mapping.ts"
import { accountWithPassword, requestResetCode } from "../sandbox.ts"
import { codeBoxes, dialog, heading, textbox } from "./authScreens.ts"
import { submitCode, typeCode } from "./login.ts"

const reset = (page: Parameters<typeof dialog>[0]) => dialog(page, accountLabels.resetTitle)
const press = (name: string) => (page: Parameters<typeof dialog>[0]) => reset(page).getByRole("button", { name })

export const passwordReset: ChartReplay = {
  chart,
  // The account exists (a code is mailed only to one), with a password the reset replaces.
  open: async ({ page, email, memo }) => {
    memo.email = email
    memo.purpose = "reset"
    await accountWithPassword(email, "Earlier2025")
    await page.goto(widgetUrl("/auth"))
    await page.getByRole("button", { name: accountLabels.logInWithPassword }).click()
    await page.getByRole("button", { name: accountLabels.forgotPassword }).click()
  },
  calls: {
    requestResetCode: "POST **/api/public/pay-widget/auth/forgot-password-init",
    verifyResetCode: "POST **/api/public/pay-widget/auth/verify-code",
    changePassword: "POST **/api/public/pay-widget/auth/change-password",
  },
  events: {
    "email.change": async ({ page, event, email }) =>
      (await textbox(page, accountLabels.email)).fill(String(event.value).includes("@") ? email : String(event.value)),
    "email.submit": async ({ page }) => press(accountLabels.sendCode)(page).click(),
    "code.change": (replay) => typeCode(replay, "CodeIncorrect", false),
    "code.submit": (replay) => submitCode(replay, press(accountLabels.verify)),
    "code.resend": async ({ page }) => press(accountLabels.sendAgain)(page).click(),
    "password.change": async ({ page, event }) =>
      (await textbox(page, accountLabels.newPassword)).fill(String(event.value)),
    "confirmation.change": async ({ page, event }) =>
      (await textbox(page, accountLabels.confirmPassword)).fill(String(event.value)),
    "password.submit": async ({ page }) => press(accountLabels.changePassword)(page).click(),
    close: async ({ page }) => press("Close")(page).click(),
    "xstate.done.actor.requestResetCode": async () => {},
    // A failure without a server message: the connection is lost on the way.
    "xstate.error.actor.requestResetCode": async () => "lost",
    "xstate.done.actor.verifyResetCode": async () => {},
    // A wrong code was typed (code.change looks ahead).
    "xstate.error.actor.verifyResetCode": async () => {},
    "xstate.done.actor.changePassword": async () => {},
    // The code expired meanwhile: a newer reset code, asked elsewhere, closed it.
    "xstate.error.actor.changePassword": ({ email }) => requestResetCode(email).then(() => undefined),
  },
  buttons: {
    "email.submit": press(accountLabels.sendCode),
    close: press("Close"),
    "code.submit": press(accountLabels.verify),
    "code.resend": press(accountLabels.sendAgain),
    "password.submit": press(accountLabels.changePassword),
  },
  screens: {
    '"EMAIL"': (page) => reset(page).getByRole("textbox", { name: accountLabels.email, exact: true }),
    '"requesting"': (page) => reset(page).getByRole("textbox", { name: accountLabels.email, exact: true }),
    '"VERIFY"': (page) => codeBoxes(page).first(),
    '"verifying"': (page) => codeBoxes(page).first(),
    '"PASSWORD"': (page) => reset(page).getByRole("textbox", { name: accountLabels.newPassword, exact: true }),
    '"changing"': (page) => reset(page).getByRole("textbox", { name: accountLabels.newPassword, exact: true }),
    // Closed: back to the password modal; done: signed in, the journey goes on at the amount.
    '"closed"': (page) => dialog(page, accountLabels.logInWithPassword),
    '"done"': (page) => heading(page, screenTitles.onrampAmount),
  },
}
