// The forgot-password modal (spec 1 §2, §4): EMAIL, VERIFY, PASSWORD. Send again returns to EMAIL; success
// signs the user in (the tokens are the output); closing ends without them.
import { assign, not, setup } from "xstate"
import type { CodeChallenge, Tokens } from "../schema/auth.ts"
import { errors, validation } from "../schema/messages.ts"
import {
  checkCode,
  checkEmail,
  checkPassword,
  checkPasswordConfirmation,
  normaliseEmail,
} from "../schema/validation.ts"
import { abstractActor } from "./abstractActor.ts"
import type { ToastEffect } from "./effects.ts"
import { toastError, toastFailure } from "./failure.ts"

export interface PasswordResetContext {
  readonly email: string
  readonly codeId: string | undefined
  readonly codeLength: number
  readonly code: string
  readonly password: string
  readonly confirmation: string
  readonly error: string | undefined
  readonly tokens: Tokens | undefined
}

export type PasswordResetEvent =
  | { readonly type: "email.change"; readonly value: string }
  | { readonly type: "email.submit" }
  | { readonly type: "code.change"; readonly value: string }
  | { readonly type: "code.submit" }
  | { readonly type: "code.resend" }
  | { readonly type: "password.change"; readonly value: string }
  | { readonly type: "confirmation.change"; readonly value: string }
  | { readonly type: "password.submit" }
  | { readonly type: "close" }

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    emitted: {} as ToastEffect,
    input: {} as { readonly email?: string },
    output: {} as { readonly tokens: Tokens | undefined },
  },
  actors: {
    requestResetCode: abstractActor<CodeChallenge, { email: string }>("requestResetCode"),
    verifyResetCode: abstractActor<{ readonly ok: boolean }, { codeId: string; code: string }>("verifyResetCode"),
    changePassword: abstractActor<Tokens, { codeId: string; password: string }>("changePassword"),
  },
  guards: {
    emailValid: ({ context }) => checkEmail(context.email) === undefined,
    codeComplete: ({ context }) => checkCode(context.code, context.codeLength) === undefined,
    passwordValid: ({ context }) => checkPassword(context.password) === undefined,
    passwordsMatch: ({ context }) => checkPasswordConfirmation(context.password, context.confirmation) === undefined,
  },
  actions: { clearError: assign({ error: undefined }), toastError: toastError() },
}).createMachine({
  id: "passwordReset",
  context: ({ input }) => ({
    email: input.email ?? "",
    codeId: undefined,
    codeLength: 6,
    code: "",
    password: "",
    confirmation: "",
    error: undefined,
    tokens: undefined,
  }),
  initial: "EMAIL",
  output: ({ context }) => ({ tokens: context.tokens }),
  on: { close: ".closed" },
  states: {
    EMAIL: {
      on: {
        "email.change": { actions: [assign({ email: ({ event }) => event.value }), "clearError"] },
        // No error is shown by then: the only one here (an invalid e-mail) goes as the e-mail is typed again.
        "email.submit": [
          { guard: "emailValid", target: "requesting" },
          { actions: assign({ error: validation.emailRequired }) },
        ],
      },
    },
    requesting: {
      tags: ["loading"],
      invoke: {
        id: "requestResetCode",
        src: "requestResetCode",
        input: ({ context }) => ({ email: normaliseEmail(context.email) }),
        onDone: {
          target: "VERIFY",
          actions: assign({
            codeId: ({ event }) => event.output.codeId,
            codeLength: ({ event }) => event.output.codeLength,
            code: "",
          }),
        },
        onError: {
          target: "EMAIL",
          actions: toastFailure(errors.failedToRequestPasswordChange),
        },
      },
    },
    VERIFY: {
      on: {
        "code.change": { actions: [assign({ code: ({ event }) => event.value.replace(/\D/g, "") }), "clearError"] },
        "code.submit": [
          { guard: "codeComplete", target: "verifying" },
          { actions: assign({ error: validation.codeRequired }) },
        ],
        "code.resend": { target: "EMAIL", actions: "clearError" },
      },
    },
    verifying: {
      tags: ["loading"],
      invoke: {
        id: "verifyResetCode",
        src: "verifyResetCode",
        input: ({ context }) => ({ codeId: context.codeId ?? "", code: context.code }),
        onDone: { target: "PASSWORD" },
        onError: {
          target: "VERIFY",
          actions: [assign({ code: "" }), toastFailure(errors.failedToVerifyOtpCode)],
        },
      },
    },
    PASSWORD: {
      on: {
        "password.change": { actions: [assign({ password: ({ event }) => event.value }), "clearError"] },
        "confirmation.change": { actions: [assign({ confirmation: ({ event }) => event.value }), "clearError"] },
        "password.submit": [
          { guard: not("passwordValid"), actions: assign({ error: ({ context }) => checkPassword(context.password) }) },
          { guard: not("passwordsMatch"), actions: assign({ error: validation.passwordsDoNotMatch }) },
          { target: "changing" },
        ],
      },
    },
    changing: {
      tags: ["loading"],
      invoke: {
        id: "changePassword",
        src: "changePassword",
        input: ({ context }) => ({ codeId: context.codeId ?? "", password: context.password }),
        onDone: { target: "done", actions: assign({ tokens: ({ event }) => event.output }) },
        onError: {
          target: "PASSWORD",
          actions: toastFailure(errors.failedToChangePassword),
        },
      },
    },
    done: { type: "final" },
    closed: { type: "final" },
  },
})
