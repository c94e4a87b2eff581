// The session chart for the whole widget, started once with its live actors.
import { type ActorRefFrom, createActor } from "xstate"
import { liveSessionMachine } from "../../adapters/actors/session.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import type { sessionMachine } from "../../machines/session.ts"
import { inspection } from "./inspect.ts"

export type SessionActor = ActorRefFrom<typeof sessionMachine>

export const startSession = (runtime: AppRuntime): SessionActor =>
  createActor(liveSessionMachine(runtime), inspection).start()
