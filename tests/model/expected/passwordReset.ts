// The forgot-password modal as the spec states it (spec 1 §2 Auth and Otp: EMAIL, VERIFY, PASSWORD, Send again back
// to EMAIL, success signs in; §4 password reset; §5 the e-mail, code and new-password rules; §8 the defaults of a
// failed call, told in a toast). It opens over the sign-in screen, so it has no route of its own.
import { type AnyMachineSnapshot, getNextSnapshot } from "xstate"
import { authMessages } from "../../../schema/authErrors.ts"
import { errors, validation } from "../../../schema/messages.ts"
import { type ChartExpectations, goesTo, onEvent } from "../expectations.ts"
import { challenge, failures, tokens } from "../fixtures.ts"
import { toastOf } from "./journeySteps.ts"

const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error })
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })

interface Typed {
  readonly email: string
  readonly code: string
  readonly codeLength: number
  readonly password: string
  readonly confirmation: string
}
const typed = (snapshot: AnyMachineSnapshot) => snapshot.context as Typed
/** Spec 1 §5: non-space text, an at-sign, a domain, a dot part. */
const emailValid = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
/** Spec 1 §5: as many digits as the server's codeLength. */
const codeComplete = ({ code, codeLength }: Typed) => new RegExp(`^\\d{${codeLength}}$`).test(code)
/** Spec 1 §5: 8 to 32 characters with an upper-case letter, a lower-case letter and a digit. */
const passwordValid = (password: string) =>
  password.length >= 8 &&
  password.length <= 32 &&
  /[A-Z]/.test(password) &&
  /[a-z]/.test(password) &&
  /\d/.test(password)
const passwordTexts = [
  validation.passwordRequired,
  validation.passwordLength,
  validation.passwordCharacters,
  validation.passwordsDoNotMatch,
]

export const passwordResetExpectations: ChartExpectations = {
  states: {
    '"EMAIL"': { mayShow: [validation.emailRequired], enabled: { "email.submit": true, close: true }, busy: false },
    // Waiting for the code: nothing is sent twice.
    '"requesting"': { enabled: { "email.submit": false, close: true }, busy: true },
    '"VERIFY"': {
      mayShow: [validation.codeRequired],
      enabled: { "code.submit": true, "code.resend": true },
      busy: false,
    },
    '"verifying"': { enabled: { "code.submit": false, "code.resend": false }, busy: true },
    '"PASSWORD"': { mayShow: passwordTexts, enabled: { "password.submit": true }, busy: false },
    '"changing"': { enabled: { "password.submit": false }, busy: true },
    // Signed in and the modal closes; or closed without it: it shows nothing more, an error left is never seen.
    '"done"': {},
    '"closed"': { mayShow: [validation.emailRequired, validation.codeRequired, ...passwordTexts] },
  },
  steps: [
    // Spec 1 §7: forgot-password-init {email}, verify-code {codeId, code}, change-password {codeId, password}; the
    // e-mail as typed, without the spaces around it and in lower case.
    (step) => {
      const [call, ...more] = step.asked
      if (!call) return undefined
      if (more.length > 0) return `one call at a time, asked ${JSON.stringify(step.asked)}`
      const { email, code, password } = typed(step.before ?? step.after)
      const codeId = (step.after.context as { codeId?: string }).codeId
      const expected: Record<string, unknown> = {
        requestResetCode: { email: email.trim().toLowerCase() },
        verifyResetCode: { codeId, code },
        changePassword: { codeId, password },
      }
      return JSON.stringify(call.input) === JSON.stringify(expected[call.id])
        ? undefined
        : `${call.id} should be asked ${JSON.stringify(expected[call.id])}, was asked ${JSON.stringify(call.input)}`
    },
    // The code typed keeps its digits only (spec 2 §5: the code input is numeric).
    onEvent("code.change", ({ event, after }) =>
      typed(after).code === (event as unknown as { value: string }).value.replace(/\D/g, "")
        ? undefined
        : "the code keeps the digits typed",
    ),
    // Success signs the user in: the modal ends with the tokens the change answered.
    onEvent("xstate.done.actor.changePassword", ({ event, after }) =>
      JSON.stringify(after.output) === JSON.stringify({ tokens: (event as unknown as { output: unknown }).output })
        ? undefined
        : "the modal should end with the new tokens",
    ),
    onEvent("close", ({ after }) =>
      JSON.stringify(after.output) === JSON.stringify({}) ? undefined : "closed without signing in",
    ),
    // The modal starts empty (or with the e-mail it was given).
    (step) =>
      step.event.type === "xstate.init" &&
      JSON.stringify(step.after.context) !==
        JSON.stringify({ ...step.after.context, email: "", code: "", password: "", confirmation: "", error: undefined })
        ? "the modal starts empty"
        : undefined,
    onEvent("email.submit", ({ before, after }) =>
      emailValid(typed(before).email)
        ? goesTo(after, '"requesting"', "a valid e-mail asks for a code")
        : (goesTo(after, '"EMAIL"', "an invalid e-mail stays") ??
          (after.context.error === validation.emailRequired ? undefined : `should say ${validation.emailRequired}`)),
    ),
    onEvent("code.submit", ({ before, after }) =>
      codeComplete(typed(before))
        ? goesTo(after, '"verifying"', "a complete code is checked")
        : (goesTo(after, '"VERIFY"', "an incomplete code stays") ??
          (after.context.error === validation.codeRequired ? undefined : `should say ${validation.codeRequired}`)),
    ),
    onEvent("password.submit", ({ before, after }) => {
      const { password, confirmation } = typed(before)
      if (!passwordValid(password))
        return (
          goesTo(after, '"PASSWORD"', "a password against the rules stays") ??
          ([validation.passwordRequired, validation.passwordLength, validation.passwordCharacters].includes(
            after.context.error,
          )
            ? undefined
            : "should say which password rule is broken")
        )
      if (password !== confirmation)
        return (
          goesTo(after, '"PASSWORD"', "a confirmation that differs stays") ??
          (after.context.error === validation.passwordsDoNotMatch
            ? undefined
            : `should say ${validation.passwordsDoNotMatch}`)
        )
      return goesTo(after, '"changing"', "a valid, confirmed password is sent")
    }),
    // Typing clears the error shown.
    (step) =>
      step.event.type.endsWith(".change") && step.after.context.error !== undefined
        ? "typing should clear the error"
        : undefined,
    // Wherever an error is shown, typing in that step's field clears it (tried from the step, as a path that types
    // after an error is not always among the walked ones).
    (step) => {
      const typing: Record<string, string> = { '"EMAIL"': "email.change", '"VERIFY"': "code.change" }
      const type = typing[JSON.stringify(step.after.value)]
      if (!type || step.after.context.error === undefined) return undefined
      const next = getNextSnapshot(step.after.machine, step.after, { type, value: "1" })
      return next.context.error === undefined ? undefined : `typing (${type}) should clear the error`
    },
    // A code pasted with spaces or typed with a letter keeps its digits only (spec 1 §5), tried from the code step.
    (step) => {
      if (JSON.stringify(step.after.value) !== '"VERIFY"') return undefined
      const pasted = getNextSnapshot(step.after.machine, step.after, { type: "code.change", value: "123 45a" })
      return typed(pasted).code === "12345" ? undefined : "a pasted code should keep its digits only"
    },
    // A refused code is not left in the boxes: the user types the next try.
    onEvent("xstate.error.actor.verifyResetCode", ({ after }) =>
      typed(after).code === "" ? undefined : "the refused code's boxes should be emptied",
    ),
    // A new code's boxes start empty (a code typed for the one before is not sent again).
    onEvent("xstate.done.actor.requestResetCode", ({ after }) =>
      typed(after).code === "" ? undefined : "the new code's boxes should start empty",
    ),
  ],
  leadsTo: [
    [done("requestResetCode", challenge), '"VERIFY"'],
    [failed("requestResetCode", failures.requestFailed), '"EMAIL"'],
    // Send again returns to EMAIL.
    [{ type: "code.resend" }, '"EMAIL"'],
    [done("verifyResetCode", { ok: true }), '"PASSWORD"'],
    [failed("verifyResetCode", failures.codeIncorrect), '"VERIFY"'],
    [done("changePassword", tokens), '"done"'],
    [failed("changePassword", failures.codeExpired), '"PASSWORD"'],
    [{ type: "close" }, '"closed"'],
  ],
  // Spec 1 §8: the server's message in a toast, else the call's default.
  emits: [
    [failed("requestResetCode", failures.requestFailed), toastOf(errors.failedToRequestPasswordChange)],
    [failed("verifyResetCode", failures.codeIncorrect), toastOf(authMessages.codeIncorrect(4))],
    [failed("changePassword", failures.codeExpired), toastOf(authMessages.codeExpired)],
  ],
}
