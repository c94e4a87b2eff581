import { passwordResetMachine } from "../../../machines/passwordReset.ts"
import { defineChart } from "../chart.ts"
import { passwordResetExpectations } from "../expected/passwordReset.ts"
import { challenge, failures, tokens } from "../fixtures.ts"

export default defineChart({
  name: "passwordReset",
  machine: passwordResetMachine,
  input: {},
  events: [
    { type: "email.change", value: "amina@example.com" },
    { type: "email.change", value: "amina" },
    { type: "email.submit" },
    { type: "code.change", value: "123456" },
    { type: "code.change", value: "12" },
    { type: "code.submit" },
    { type: "code.resend" },
    { type: "password.change", value: "Savanna2026" },
    { type: "password.change", value: "savanna" },
    { type: "confirmation.change", value: "Savanna2026" },
    { type: "password.submit" },
    { type: "close" },
    { type: "xstate.done.actor.requestResetCode", output: challenge },
    { type: "xstate.error.actor.requestResetCode", error: failures.requestFailed },
    { type: "xstate.done.actor.verifyResetCode", output: { ok: true } },
    { type: "xstate.error.actor.verifyResetCode", error: failures.codeIncorrect },
    { type: "xstate.done.actor.changePassword", output: tokens },
    { type: "xstate.error.actor.changePassword", error: failures.codeExpired },
  ],
  expectations: passwordResetExpectations,
})
