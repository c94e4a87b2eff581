// Sign-in (spec 1 §2 Auth and Otp, §4 login flow): e-mail, then the code mailed to it; or e-mail and password in
// a modal, with the forgot-password flow from there. Ends with the tokens, which the session keeps.
import { assign, not, setup } from "xstate"
import type { CodeChallenge, Tokens } from "../schema/auth.ts"
import { errors, validation } from "../schema/messages.ts"
import { checkCode, checkEmail, normaliseEmail } from "../schema/validation.ts"
import { abstractActor } from "./abstractActor.ts"
import type { ToastEffect } from "./effects.ts"
import { failureTag, toastError, toastFailure } from "./failure.ts"
import { passwordResetMachine } from "./passwordReset.ts"

export interface LoginInput {
  readonly countryIsoCode: string
  readonly email?: string | undefined
  /** Given when /otp is opened directly (its query carries email, codeId and codeLength). */
  readonly codeId?: string | undefined
  readonly codeLength?: number | undefined
}

export interface LoginContext {
  readonly countryIsoCode: string
  readonly email: string
  readonly codeId: string | undefined
  readonly codeLength: number
  readonly code: string
  readonly password: string
  readonly error: string | undefined
  readonly tokens: Tokens | undefined
  /** How the user got in: the screens say 'Password changed successfully' after a reset. */
  readonly via: "code" | "password" | "reset" | undefined
}

export type LoginEvent =
  | { readonly type: "email.change"; readonly value: string }
  | { readonly type: "email.submit" }
  | { readonly type: "email.edit" }
  | { readonly type: "code.change"; readonly value: string }
  | { readonly type: "code.submit" }
  | { readonly type: "code.resend" }
  | { readonly type: "password.open" }
  | { readonly type: "password.change"; readonly value: string }
  | { readonly type: "password.submit" }
  | { readonly type: "password.close" }
  | { readonly type: "forgot.open" }

const deadCode = new Set(["CodeExpired", "CodeAttemptsExhausted"])

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as ToastEffect,
    input: {} as LoginInput,
    output: {} as { readonly tokens: Tokens | undefined; readonly via: LoginContext["via"] },
  },
  actors: {
    requestCode: abstractActor<CodeChallenge, { email: string; countryIsoCode: string }>("requestCode"),
    confirmCode: abstractActor<Tokens, { codeId: string; code: string; countryIsoCode: string }>("confirmCode"),
    loginWithPassword: abstractActor<Tokens, { email: string; password: string }>("loginWithPassword"),
    passwordReset: passwordResetMachine,
  },
  guards: {
    hasCode: ({ context }) => context.codeId !== undefined,
    emailValid: ({ context }) => checkEmail(context.email) === undefined,
    codeComplete: ({ context }) => checkCode(context.code, context.codeLength) === undefined,
    passwordGiven: ({ context }) => context.password.length > 0,
  },
  actions: {
    clearError: assign({ error: undefined }),
    toastError: toastError(),
  },
}).createMachine({
  id: "login",
  context: ({ input }) => ({
    countryIsoCode: input.countryIsoCode,
    email: input.email ?? "",
    codeId: input.codeId,
    codeLength: input.codeLength ?? 6,
    code: "",
    password: "",
    error: undefined,
    tokens: undefined,
    via: undefined,
  }),
  initial: "start",
  output: ({ context }) => ({ tokens: context.tokens, via: context.via }),
  states: {
    start: { always: [{ guard: "hasCode", target: "code" }, { target: "email" }] },
    email: {
      on: {
        "email.change": { actions: [assign({ email: ({ event }) => event.value }), "clearError"] },
        "email.submit": [
          { guard: "emailValid", target: "requestingCode", actions: "clearError" },
          { actions: assign({ error: validation.emailRequired }) },
        ],
        "password.open": { target: "password", actions: ["clearError", assign({ password: "" })] },
      },
    },
    requestingCode: {
      tags: ["loading"],
      invoke: {
        id: "requestCode",
        src: "requestCode",
        input: ({ context }) => ({ email: normaliseEmail(context.email), countryIsoCode: context.countryIsoCode }),
        onDone: {
          target: "code",
          actions: assign({
            codeId: ({ event }) => event.output.codeId,
            codeLength: ({ event }) => event.output.codeLength,
            code: "",
          }),
        },
        onError: { target: "email", actions: toastFailure(errors.failedToVerifyEmail) },
      },
    },
    code: {
      on: {
        "code.change": { actions: [assign({ code: ({ event }) => event.value.replace(/\D/g, "") }), "clearError"] },
        "code.submit": [
          { guard: "codeComplete", target: "verifying" },
          { actions: assign({ error: validation.codeRequired }) },
        ],
        "code.resend": { target: "requestingCode", actions: "clearError" },
        "email.edit": { target: "email", actions: "clearError" },
      },
    },
    verifying: {
      tags: ["loading"],
      invoke: {
        id: "confirmCode",
        src: "confirmCode",
        input: ({ context }) => ({
          codeId: context.codeId ?? "",
          code: context.code,
          countryIsoCode: context.countryIsoCode,
        }),
        onDone: { target: "signedIn", actions: assign({ tokens: ({ event }) => event.output, via: "code" }) },
        onError: [
          {
            guard: ({ event }) => deadCode.has(failureTag(event.error) ?? ""),
            target: "codeDead",
            actions: [assign({ code: "" }), toastFailure(errors.failedToVerifyOtp)],
          },
          // A wrong code: the server's message, told in a toast, says how many tries are left.
          { target: "code", actions: [assign({ code: "" }), toastFailure(errors.failedToVerifyOtp)] },
        ],
      },
    },
    // The code expired or took too many tries: only a new code helps.
    codeDead: {
      tags: ["error"],
      on: {
        "code.resend": { target: "requestingCode", actions: "clearError" },
        "email.edit": { target: "email", actions: "clearError" },
      },
    },
    password: {
      on: {
        "email.change": { actions: [assign({ email: ({ event }) => event.value }), "clearError"] },
        "password.change": { actions: [assign({ password: ({ event }) => event.value }), "clearError"] },
        "password.submit": [
          { guard: not("emailValid"), actions: assign({ error: validation.emailRequired }) },
          { guard: not("passwordGiven"), actions: assign({ error: validation.passwordRequired }) },
          { target: "loggingIn" },
        ],
        "password.close": { target: "email", actions: "clearError" },
        "forgot.open": { target: "forgot", actions: "clearError" },
      },
    },
    loggingIn: {
      tags: ["loading"],
      invoke: {
        id: "loginWithPassword",
        src: "loginWithPassword",
        input: ({ context }) => ({ email: normaliseEmail(context.email), password: context.password }),
        onDone: { target: "signedIn", actions: assign({ tokens: ({ event }) => event.output, via: "password" }) },
        onError: {
          target: "password",
          actions: [assign({ password: "" }), toastFailure(errors.failedToLogIn)],
        },
      },
    },
    forgot: {
      invoke: {
        id: "passwordReset",
        src: "passwordReset",
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: ({ event }) => event.output.tokens !== undefined,
            target: "signedIn",
            actions: assign({ tokens: ({ event }) => event.output.tokens, via: "reset" }),
          },
          { target: "password" },
        ],
      },
    },
    signedIn: { type: "final" },
  },
})
