// The sign-in charts' actors on the app runtime: each is one call of the contract.
import { loginMachine } from "../../machines/login.ts"
import { passwordResetMachine } from "../../machines/passwordReset.ts"
import type { CodeId } from "../../schema/ids.ts"
import { fromEffect } from "../actor.ts"
import { callApi } from "../apiClient.ts"
import type { AppRuntime } from "../runtime.ts"

export const passwordResetActors = (runtime: AppRuntime) => ({
  requestResetCode: fromEffect(runtime, ({ email }: { email: string }) =>
    callApi((client) => client.auth.initPasswordReset({ payload: { email } })),
  ),
  verifyResetCode: fromEffect(runtime, ({ codeId, code }: { codeId: string; code: string }) =>
    callApi((client) => client.auth.verifyCode({ payload: { codeId: codeId as CodeId, code } })),
  ),
  changePassword: fromEffect(runtime, ({ codeId, password }: { codeId: string; password: string }) =>
    callApi((client) => client.auth.changePassword({ payload: { codeId: codeId as CodeId, password } })),
  ),
})

export const loginActors = (runtime: AppRuntime) => ({
  requestCode: fromEffect(runtime, (payload: { email: string; countryIsoCode: string }) =>
    callApi((client) => client.auth.initFastAuth({ payload })),
  ),
  confirmCode: fromEffect(
    runtime,
    ({ codeId, code, countryIsoCode }: { codeId: string; code: string; countryIsoCode: string }) =>
      callApi((client) => client.auth.confirmFastAuth({ payload: { codeId: codeId as CodeId, code, countryIsoCode } })),
  ),
  loginWithPassword: fromEffect(runtime, (payload: { email: string; password: string }) =>
    callApi((client) => client.auth.loginWithEmail({ payload })),
  ),
  passwordReset: passwordResetMachine.provide({ actors: passwordResetActors(runtime) }),
})

export const liveLoginMachine = (runtime: AppRuntime) => loginMachine.provide({ actors: loginActors(runtime) })
