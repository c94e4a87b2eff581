// Sign-in as the spec states it (spec 1 §2 Auth and Otp, the routes /auth and /otp; §8 the error catalogue), for the
// on-ramp's sign-in routes; every chart registered over machines/login.ts.

import { isDeepStrictEqual } from "node:util"
import { type AnyMachineSnapshot, type EventObject, getNextSnapshot } from "xstate"
import type { LoginInput } from "../../../machines/login.ts"
import { authMessages } from "../../../schema/authErrors.ts"
import { errors, validation } from "../../../schema/messages.ts"
import { loginRoute, loginRouteView, onrampAuthPaths } from "../../../screens/auth/routeTable.ts"
import { type ChartExpectations, callsCarry, goesTo, onEvent, stateName } from "../expectations.ts"
import { challenge, failures, tokens } from "../fixtures.ts"
import { toastOf } from "./journeySteps.ts"

const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error })
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const answering = (after: AnyMachineSnapshot, event: EventObject) => getNextSnapshot(after.machine, after, event)
const typed = (snapshot: AnyMachineSnapshot) =>
  snapshot.context as { email: string; code: string; password: string; error?: string }

/** Per step that waits on the server, the call it makes (by invoke id): spec 1 §7's fast-auth init and confirm and
 * login with e-mail, and the forgot-password modal (its own chart). */
const callOf: Readonly<Record<string, string>> = {
  '"requestingCode"': "requestCode",
  '"verifying"': "confirmCode",
  '"loggingIn"': "loginWithPassword",
  '"forgot"': "passwordReset",
}

/** The sign-in started with `input`: at /auth with the e-mail given, if any; from a code link (/otp opened with its
 * query) at the code, with as many boxes as the link says. */
export const loginExpectations = (input: LoginInput): ChartExpectations => ({
  startRoute: "/auth",
  routeOf: (snapshot, pathname) =>
    loginRoute(onrampAuthPaths, loginRouteView(snapshot as never), { pathname, search: {} })?.to,
  // The e-mail at /auth, the code at /otp (back to /auth to change the e-mail); once signed in, the journey goes on
  // from the amount's route, where its chart picks the next step.
  moves: ["/auth → /otp", "/otp → /auth", "/auth → /", "/otp → /"],
  // While a call is out the screen shows it is working and nothing is sent twice (its button is disabled).
  states: {
    '"email"': {
      route: "/auth",
      mayShow: [validation.emailRequired],
      enabled: { "email.submit": true, "password.open": true },
      busy: false,
    },
    // Asking for a code: from the e-mail, or Send again on the code's screen.
    '"requestingCode"': { route: "stays", enabled: { "email.submit": false, "code.resend": false }, busy: true },
    '"code"': {
      route: "/otp",
      mayShow: [validation.codeRequired],
      enabled: { "code.submit": true, "code.resend": true, "email.edit": true },
      busy: false,
    },
    '"verifying"': { route: "/otp", enabled: { "code.submit": false, "code.resend": false }, busy: true },
    // An expired code: only a new one helps.
    '"codeDead"': {
      route: "/otp",
      enabled: { "code.resend": true, "code.submit": false, "email.edit": true },
      busy: false,
      showsFailure: true,
    },
    // The Log in with password modal and its forgot-password modal open over the Auth screen.
    '"password"': {
      route: "/auth",
      mayShow: [validation.emailRequired, validation.passwordRequired],
      enabled: { "password.submit": true, "password.close": true, "forgot.open": true },
      busy: false,
    },
    '"loggingIn"': { route: "/auth", enabled: { "password.submit": false }, busy: true },
    '"forgot"': { route: "/auth", enabled: { "password.submit": false }, busy: false },
    '"signedIn"': { route: "/", busy: false },
  },
  // Spec 1 §7: fast-auth/init {email, countryIsoCode}, fast-auth/confirm {codeId, countryIsoCode, code}, login/email
  // {email, password}; the e-mail as typed, without the spaces around it and in lower case. The reset modal starts
  // with the e-mail typed.
  steps: [
    // The start: nothing typed yet but the e-mail given; the link's code has the link's number of boxes.
    (step) => {
      if (step.event.type !== "xstate.init") return undefined
      const c = step.after.context as { email: string; codeId?: string; codeLength: number; code: string }
      return (
        goesTo(step.after, input.codeId ? '"code"' : '"email"', "where the sign-in starts") ??
        (c.email === (input.email ?? "") &&
        c.codeId === input.codeId &&
        (input.codeLength === undefined || c.codeLength === input.codeLength) &&
        c.code === "" &&
        typed(step.after).password === "" &&
        typed(step.after).error === undefined
          ? undefined
          : `should start with the e-mail and code given and nothing typed, starts with ${JSON.stringify(c)}`)
      )
    },
    // Each step that waits on the server makes its call once, as it is entered; no other step calls.
    (step) => {
      const entered = step.before === undefined || stateName(step.before) !== stateName(step.after)
      const expected = entered && callOf[stateName(step.after)] ? [callOf[stateName(step.after)]] : []
      const ids = step.asked.map((call) => call.id)
      return isDeepStrictEqual(ids, expected)
        ? undefined
        : `should call ${JSON.stringify(expected)}, called ${JSON.stringify(ids)}`
    },
    // Tried from the e-mail step (a path that takes these there is not always walked): typing holds the e-mail and
    // clears the problem shown; Submit with no valid e-mail says so and stays, with one asks for a code; Log in with
    // password opens its form.
    ({ after }) => {
      if (stateName(after) !== '"email"') return undefined
      const changed = answering(after, { type: "email.change", value: "amina@example.com" } as EventObject)
      const blank = answering(answering(after, { type: "email.change", value: "" } as EventObject), {
        type: "email.submit",
      })
      return (
        (typed(changed).email === "amina@example.com" && typed(changed).error === undefined
          ? undefined
          : "typing should hold the e-mail and clear the problem") ??
        goesTo(blank, '"email"', "no e-mail stays") ??
        (typed(blank).error === validation.emailRequired ? undefined : `should say ${validation.emailRequired}`) ??
        goesTo(answering(changed, { type: "email.submit" }), '"requestingCode"', "a valid e-mail asks for a code") ??
        goesTo(answering(after, { type: "password.open" }), '"password"', "Log in with password")
      )
    },
    // Tried from the code step: typing keeps the digits only and clears the problem; Submit with an incomplete code
    // says so and stays; Send again asks for a new code; Change e-mail goes back to it.
    ({ after }) => {
      if (stateName(after) !== '"code"') return undefined
      const changed = answering(after, { type: "code.change", value: "1a2" } as EventObject)
      const short = answering(changed, { type: "code.submit" })
      return (
        (typed(changed).code === "12" && typed(changed).error === undefined
          ? undefined
          : "typing should keep the digits and clear the problem") ??
        goesTo(short, '"code"', "an incomplete code stays") ??
        (typed(short).error === validation.codeRequired ? undefined : `should say ${validation.codeRequired}`) ??
        goesTo(answering(after, { type: "code.resend" }), '"requestingCode"', "Send again") ??
        goesTo(answering(after, { type: "email.edit" }), '"email"', "Change e-mail")
      )
    },
    // Tried from the code being checked: a code expired or tried too many times is dead, only a new one helps; a
    // wrong one can be tried again (the paths walk one of each, as they lead to the same screens).
    ({ after }) => {
      if (stateName(after) !== '"verifying"') return undefined
      const refused = (error: unknown) => answering(after, failed("confirmCode", error) as EventObject)
      return (
        goesTo(refused(failures.codeAttemptsExhausted), '"codeDead"', "a code tried too many times") ??
        goesTo(refused(failures.codeExpired), '"codeDead"', "an expired code") ??
        goesTo(refused(failures.codeIncorrect), '"code"', "a wrong code")
      )
    },
    // Tried from the forgot-password modal (spec 1 §2): its success signs the user in; closed without it, the Log in
    // with password form is there again (a path takes one of them only where the walk needs it).
    ({ after }) => {
      if (stateName(after) !== '"forgot"') return undefined
      return (
        goesTo(answering(after, done("passwordReset", { tokens }) as EventObject), '"signedIn"', "a reset") ??
        goesTo(
          answering(after, done("passwordReset", { tokens: undefined }) as EventObject),
          '"password"',
          "the modal closed",
        )
      )
    },
    // Tried from the Log in with password form: typing holds the e-mail or the password and clears the problem;
    // Log in without a valid e-mail, or without a password, says which and stays; with both it logs in. Closing
    // goes back to the e-mail with no problem left; Forgot password opens the reset.
    ({ after }) => {
      if (stateName(after) !== '"password"') return undefined
      const noEmail = answering(answering(after, { type: "email.change", value: "amina" } as EventObject), {
        type: "password.submit",
      })
      const emailTyped = answering(noEmail, { type: "email.change", value: "amina@example.com" } as EventObject)
      const noPassword = answering(answering(emailTyped, { type: "password.change", value: "" } as EventObject), {
        type: "password.submit",
      })
      const passwordTyped = answering(noPassword, { type: "password.change", value: "Savanna2026" } as EventObject)
      return (
        goesTo(noEmail, '"password"', "no valid e-mail stays") ??
        (typed(noEmail).error === validation.emailRequired ? undefined : `should say ${validation.emailRequired}`) ??
        (typed(emailTyped).email === "amina@example.com" && typed(emailTyped).error === undefined
          ? undefined
          : "typing should hold the e-mail and clear the problem") ??
        goesTo(noPassword, '"password"', "no password stays") ??
        (typed(noPassword).error === validation.passwordRequired
          ? undefined
          : `should say ${validation.passwordRequired}`) ??
        (typed(passwordTyped).password === "Savanna2026" && typed(passwordTyped).error === undefined
          ? undefined
          : "typing should hold the password and clear the problem") ??
        goesTo(answering(passwordTyped, { type: "password.submit" }), '"loggingIn"', "an e-mail and a password") ??
        goesTo(answering(noEmail, { type: "password.close" }), '"email"', "closing the form") ??
        (typed(answering(noEmail, { type: "password.close" })).error === undefined
          ? undefined
          : "closing the form should leave no problem on the e-mail") ??
        goesTo(answering(noEmail, { type: "forgot.open" }), '"forgot"', "Forgot password")
      )
    },
    // The form opens with no problem shown and no password kept from an earlier opening.
    onEvent("password.open", ({ before, after }) => {
      if (stateName(before) !== '"email"') return undefined
      const reopened = answering(
        answering(
          answering(answering(after, { type: "password.change", value: "Savanna2026" } as EventObject), {
            type: "password.close",
          }),
          { type: "email.change", value: "" } as EventObject,
        ),
        { type: "email.submit" },
      )
      const opened = answering(reopened, { type: "password.open" })
      return typed(opened).password === "" && typed(opened).error === undefined
        ? undefined
        : "the form should open empty of a password and of a problem"
    }),
    // A new code: as many boxes as the server's codeLength, all empty, for the codeId it answered (spec 1 §5).
    onEvent("xstate.done.actor.requestCode", ({ event, after }) => {
      const { codeId, codeLength } = (event as unknown as { output: { codeId: string; codeLength: number } }).output
      const c = after.context as { codeId?: string; codeLength: number; code: string }
      return c.codeId === codeId && c.codeLength === codeLength && c.code === ""
        ? undefined
        : "the new code's boxes should be the server's, empty"
    }),
    // A refused code is not left in the boxes: the user types the next try (or, once dead, asks for a new one).
    onEvent("xstate.error.actor.confirmCode", ({ after }) =>
      typed(after).code === "" ? undefined : "the refused code's boxes should be emptied",
    ),
    // A refused password is not left in the field.
    onEvent("xstate.error.actor.loginWithPassword", ({ after }) =>
      typed(after).password === "" ? undefined : "the refused password should be emptied",
    ),
    // Signed in, the chart ends with the tokens answered and how the user got in, in its output and in what the
    // widget reads at the end (it hands the tokens to the session and, after a reset, says 'Password changed
    // successfully', spec 1 §8).
    (step) => {
      const answered = (step.event as { output?: { tokens?: unknown } }).output
      const way: Readonly<Record<string, readonly [string, unknown]>> = {
        "xstate.done.actor.confirmCode": ["code", answered],
        "xstate.done.actor.loginWithPassword": ["password", answered],
        "xstate.done.actor.passwordReset": ["reset", answered?.tokens],
      }
      const [via, tokensAnswered] = way[step.event.type] ?? []
      if (!via || stateName(step.after) !== '"signedIn"') return undefined
      const expected = { tokens: tokensAnswered, via }
      const { tokens: kept, via: keptVia } = step.after.context as { tokens: unknown; via: unknown }
      return isDeepStrictEqual(step.after.output, expected) &&
        isDeepStrictEqual({ tokens: kept, via: keptVia }, expected)
        ? undefined
        : `should end with ${JSON.stringify(expected)}; ends with ${JSON.stringify(step.after.output)}`
    },
    callsCarry((id, { after }) => {
      const c = after.context as {
        email: string
        countryIsoCode: string
        codeId?: string
        code: string
        password: string
      }
      const email = c.email.trim().toLowerCase()
      if (id === "requestCode") return { email, countryIsoCode: c.countryIsoCode }
      if (id === "confirmCode") return { codeId: c.codeId, countryIsoCode: c.countryIsoCode, code: c.code }
      if (id === "loginWithPassword") return { email, password: c.password }
      if (id === "passwordReset") return { email: c.email }
      return undefined
    }),
  ],
  // Where each answer and each link leads, whatever step it comes from.
  leadsTo: [
    [done("requestCode", challenge), '"code"'],
    [failed("requestCode", failures.tooManyAttempts), '"email"'],
    [failed("requestCode", failures.requestFailed), '"email"'],
    [done("confirmCode", tokens), '"signedIn"'],
    [failed("confirmCode", failures.codeIncorrect), '"code"'],
    // The code expired: only a new one helps.
    [failed("confirmCode", failures.codeExpired), '"codeDead"'],
    [done("loginWithPassword", tokens), '"signedIn"'],
    [failed("loginWithPassword", failures.credentialsInvalid), '"password"'],
    // The reset signs the user in; closed without it, the Log in with password form is there again.
    [done("passwordReset", { tokens }), '"signedIn"'],
    [done("passwordReset", { tokens: undefined }), '"password"'],
    [{ type: "code.resend" }, '"requestingCode"'],
    [{ type: "email.edit" }, '"email"'],
    [{ type: "password.open" }, '"password"'],
    [{ type: "password.close" }, '"email"'],
    [{ type: "forgot.open" }, '"forgot"'],
  ],
  // Spec 1 §8: a failed call is told in a toast, the server's message else the product's default.
  emits: [
    [failed("requestCode", failures.tooManyAttempts), toastOf(authMessages.tooManyCodes(600))],
    [failed("requestCode", failures.requestFailed), toastOf(errors.failedToVerifyEmail)],
    [failed("confirmCode", failures.codeIncorrect), toastOf(authMessages.codeIncorrect(4))],
    [failed("confirmCode", failures.codeExpired), toastOf(authMessages.codeExpired)],
    [failed("loginWithPassword", failures.credentialsInvalid), toastOf(authMessages.credentialsInvalid)],
  ],
})
