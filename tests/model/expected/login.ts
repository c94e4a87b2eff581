// Sign-in as the spec states it (spec 1 §2 Auth and Otp, the routes /auth and /otp; §8 the error catalogue), for the
// on-ramp's sign-in routes; every chart registered over machines/login.ts.

import { type AnyMachineSnapshot, type EventObject, getNextSnapshot } from "xstate"
import { authMessages } from "../../../schema/authErrors.ts"
import { errors, validation } from "../../../schema/messages.ts"
import { loginRoute, loginRouteView, onrampAuthPaths } from "../../../screens/auth/routeTable.ts"
import { type ChartExpectations, callsCarry, goesTo, stateName } from "../expectations.ts"
import { failures } from "../fixtures.ts"

const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error })
const answering = (after: AnyMachineSnapshot, event: EventObject) => getNextSnapshot(after.machine, after, event)
const typed = (snapshot: AnyMachineSnapshot) => snapshot.context as { email: string; code: string; error?: string }

export const loginExpectations: ChartExpectations = {
  startRoute: "/auth",
  routeOf: (snapshot, pathname) =>
    loginRoute(onrampAuthPaths, loginRouteView(snapshot as never), { pathname, search: {} })?.to,
  // The e-mail at /auth, the code at /otp (back to /auth to change the e-mail); once signed in, the journey goes on
  // from the amount's route, where its chart picks the next step.
  moves: ["/auth → /otp", "/otp → /auth", "/auth → /", "/otp → /"],
  states: {
    '"email"': { route: "/auth", mayShow: [validation.emailRequired] },
    // Asking for a code: from the e-mail, or Send again on the code's screen.
    '"requestingCode"': { route: "stays" },
    '"code"': { route: "/otp", mayShow: [validation.codeRequired], enabled: { "code.resend": true } },
    '"verifying"': { route: "/otp" },
    // An expired code: only a new one helps.
    '"codeDead"': { route: "/otp", enabled: { "code.resend": true, "code.submit": false } },
    // The Log in with password modal and its forgot-password modal open over the Auth screen.
    '"password"': { route: "/auth", mayShow: [validation.emailRequired, validation.passwordRequired] },
    '"loggingIn"': { route: "/auth" },
    '"forgot"': { route: "/auth" },
    '"signedIn"': { route: "/" },
  },
  // Spec 1 §7: fast-auth/init {email, countryIsoCode}, fast-auth/confirm {codeId, countryIsoCode, code}, login/email
  // {email, password}; the e-mail as typed, without the spaces around it and in lower case. The reset modal starts
  // with the e-mail typed.
  steps: [
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
  // Spec 1 §8: a failed call is told in a toast, the server's message else the product's default.
  emits: [
    [failed("requestCode", failures.tooManyAttempts), [`toast: ${authMessages.tooManyCodes(600)}`]],
    [failed("requestCode", failures.requestFailed), [`toast: ${errors.failedToVerifyEmail}`]],
    [failed("confirmCode", failures.codeIncorrect), [`toast: ${authMessages.codeIncorrect(4)}`]],
    [failed("confirmCode", failures.codeExpired), [`toast: ${authMessages.codeExpired}`]],
    [failed("loginWithPassword", failures.credentialsInvalid), [`toast: ${authMessages.credentialsInvalid}`]],
  ],
}
