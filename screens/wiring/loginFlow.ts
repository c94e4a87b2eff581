// The sign-in chart lives across the Auth and Otp routes: one actor at a time, kept here between them.
import { type ActorRefFrom, createActor } from "xstate"
import { liveLoginMachine } from "../../adapters/actors/auth.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import type { LoginInput, loginMachine } from "../../machines/login.ts"

export type LoginActor = ActorRefFrom<typeof loginMachine>

export const makeLoginFlow = (runtime: AppRuntime) => {
  let actor: LoginActor | undefined
  const start = (input: LoginInput): LoginActor => {
    actor?.stop()
    actor = createActor(liveLoginMachine(runtime), { input }).start()
    return actor
  }
  return {
    /** The running sign-in, or a new one from `input` when there is none (or it ended). */
    ensure: (input: LoginInput): LoginActor =>
      actor && actor.getSnapshot().status === "active" ? actor : start(input),
    start,
  }
}

export type LoginFlow = ReturnType<typeof makeLoginFlow>
