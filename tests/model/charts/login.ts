import { loginMachine } from "../../../machines/login.ts"
import { defineChart } from "../chart.ts"
import { loginExpectations } from "../expected/login.ts"
import { challenge, failures, tokens } from "../fixtures.ts"

const input = { countryIsoCode: "KE" }

export default defineChart({
  name: "login",
  machine: loginMachine,
  input,
  events: [
    { type: "email.change", value: "amina@example.com" },
    { type: "email.change", value: "amina" },
    { type: "email.submit" },
    { type: "email.edit" },
    { type: "code.change", value: "123456" },
    { type: "code.change", value: "12" },
    { type: "code.submit" },
    { type: "code.resend" },
    { type: "password.open" },
    { type: "password.change", value: "Savanna2026" },
    { type: "password.submit" },
    { type: "password.close" },
    { type: "forgot.open" },
    { type: "xstate.done.actor.requestCode", output: challenge },
    { type: "xstate.error.actor.requestCode", error: failures.tooManyAttempts },
    { type: "xstate.error.actor.requestCode", error: failures.requestFailed },
    { type: "xstate.done.actor.confirmCode", output: tokens },
    { type: "xstate.error.actor.confirmCode", error: failures.codeIncorrect },
    { type: "xstate.error.actor.confirmCode", error: failures.codeExpired },
    { type: "xstate.done.actor.loginWithPassword", output: tokens },
    { type: "xstate.error.actor.loginWithPassword", error: failures.credentialsInvalid },
    { type: "xstate.done.actor.passwordReset", output: { tokens } },
    { type: "xstate.done.actor.passwordReset", output: { tokens: undefined } },
  ],
  expectations: loginExpectations(input),
})
