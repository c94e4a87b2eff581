// Sign-in (spec 1 §2) as a user does it at /auth and /otp: the e-mail form, the code's boxes, the password modal.
import type { Page } from "@playwright/test"
import { accountLabels, screenTitles } from "../../../schema/labels.ts"
import { widgetUrl } from "../../e2e/widget.ts"
import chart from "../../model/charts/login.ts"
import type { ChartReplay, Replay } from "../mapping.ts"
import { accountWithPassword, latestCode, requestCode, wrongCode } from "../sandbox.ts"
import { authScreens, codeBoxes, dialog, textbox } from "./authScreens.ts"

/** Types a code into the boxes. Where the last box submits the code as it fills (the sign-in's code, not the
 * reset's), a code followed by its submit keeps its last digit back: the code.submit that follows types it. */
export const typeCode = async ({ page, event, rest, memo }: Replay, wrongWhen: string, lastBoxSubmits: boolean) => {
  const value = String(event.value)
  // The table's whole code stands for the one mailed (or a mistyped one when the check's answer refuses it); a
  // shorter value is typed as it is.
  const full = value.length === 6
  const answer = rest.find((next) => next.type.includes(".actor."))
  const refused = JSON.stringify(answer ?? {}).includes(wrongWhen)
  const mailed = full ? await latestCode(memo.email as string) : value
  const code = full && refused ? wrongCode(mailed) : mailed
  const holdBack = full && lastBoxSubmits && rest[0]?.type === "code.submit"
  await codeBoxes(page).first().click()
  await page.keyboard.type(holdBack ? code.slice(0, -1) : code)
  memo.pending = holdBack ? code.slice(-1) : undefined
}

/** Submits the code: its last digit if one is held back, else Verify. */
export const submitCode = async ({ page, memo }: Replay, verify: (page: Page) => ReturnType<Page["getByRole"]>) => {
  if (typeof memo.pending === "string") await page.keyboard.type(memo.pending)
  else await verify(page).click()
  memo.pending = undefined
}

const password = "Savanna2026"

/** The button each event's press is, for the events and for the states' "enabled" expectations. The password form's
 * are in its dialog (react-aria hides the page behind it, so the page's own are not found while it is open). */
const buttons = {
  "email.submit": (page: Page) => page.getByRole("button", { name: accountLabels.sendCode }),
  "email.edit": (page: Page) => page.getByRole("button", { name: accountLabels.changeEmail }),
  "code.submit": (page: Page) => page.getByRole("button", { name: accountLabels.verify }),
  "code.resend": (page: Page) => page.getByRole("button", { name: accountLabels.sendAgain }),
  "password.open": (page: Page) => page.getByRole("button", { name: accountLabels.logInWithPassword }),
  "password.submit": (page: Page) =>
    dialog(page, accountLabels.logInWithPassword).getByRole("button", { name: accountLabels.logIn }),
  "password.close": (page: Page) =>
    dialog(page, accountLabels.logInWithPassword).getByRole("button", { name: "Close" }),
  "forgot.open": (page: Page) => page.getByRole("button", { name: accountLabels.forgotPassword }),
}
const press =
  (type: keyof typeof buttons) =>
  async ({ page }: Replay) =>
    buttons[type](page).click()

export const login: ChartReplay = {
  chart,
  open: async ({ page, email, memo }) => {
    memo.email = email
    await page.goto(widgetUrl("/auth"))
  },
  calls: {
    requestCode: "POST **/api/public/pay-widget/auth/fast-auth/init",
    confirmCode: "POST **/api/public/pay-widget/auth/fast-auth/confirm",
    loginWithPassword: "POST **/api/public/pay-widget/auth/login/email",
  },
  events: {
    // The chart's table types a valid address or "amina"; the replay types this path's own address for the first.
    "email.change": async ({ page, event, email }) =>
      (await textbox(page, accountLabels.email)).fill(String(event.value).includes("@") ? email : String(event.value)),
    "email.submit": press("email.submit"),
    "email.edit": press("email.edit"),
    "code.change": (replay) => typeCode(replay, "CodeIncorrect", true),
    "code.submit": (replay) => submitCode(replay, buttons["code.submit"]),
    "code.resend": press("code.resend"),
    "password.open": press("password.open"),
    "password.change": async ({ page }) => (await textbox(page, accountLabels.password)).fill(password),
    "password.submit": press("password.submit"),
    "password.close": press("password.close"),
    "forgot.open": press("forgot.open"),
    "xstate.done.actor.requestCode": async () => {},
    // Too many codes: this address has asked the sandbox for its hourly five before the held call reaches it.
    "xstate.error.actor.requestCode": async ({ event, email }) => {
      if (JSON.stringify(event.error).includes("TooManyAttempts"))
        for (let asked = 0; asked < 5; asked += 1) await requestCode(email)
      else throw new Error(`no sandbox control fails a code request with ${JSON.stringify(event.error)}`)
    },
    "xstate.done.actor.confirmCode": async () => {},
    // A wrong code was typed (code.change looks ahead); an expired one: a newer code closed it meanwhile.
    "xstate.error.actor.confirmCode": async ({ event, email }) => {
      if (JSON.stringify(event.error).includes("CodeExpired")) await requestCode(email)
    },
    // The account has this password by the time the held call reaches the sandbox; a new address has none.
    "xstate.done.actor.loginWithPassword": ({ email }) => accountWithPassword(email, password),
    "xstate.error.actor.loginWithPassword": async () => {},
    // The reset modal ends: with the user's new password set, or closed.
    "xstate.done.actor.passwordReset": async ({ page, event, email }) => {
      const { tokens } = event.output as { tokens?: unknown }
      if (!tokens) return dialog(page).getByRole("button", { name: "Close" }).click()
      await accountWithPassword(email, "Earlier2025")
      await (await textbox(page, accountLabels.email)).fill(email)
      await dialog(page).getByRole("button", { name: accountLabels.sendCode }).click()
      await codeBoxes(page).first().click()
      await page.keyboard.type(await latestCode(email))
      await dialog(page).getByRole("button", { name: accountLabels.verify }).click()
      await (await textbox(page, accountLabels.newPassword)).fill(password)
      await (await textbox(page, accountLabels.confirmPassword)).fill(password)
      await dialog(page).getByRole("button", { name: accountLabels.changePassword }).click()
    },
  },
  buttons,
  screens: {
    ...authScreens,
    '"password"': (page) => dialog(page, accountLabels.logInWithPassword),
    '"loggingIn"': (page) => dialog(page, accountLabels.logInWithPassword),
    '"forgot"': (page) => dialog(page, accountLabels.resetTitle),
    '"signedIn"': (page) => page.getByRole("heading", { level: 1, name: screenTitles.onrampAmount }),
  },
}
