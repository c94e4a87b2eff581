// The auto-order route /auto-onramp (spec 1 §2, §4; spec 2 §2): it reads the integrator's configuration, waits
// until the session knows whether the visitor is signed in, then starts the journey of the `flow` (on-ramp by
// default) in auto mode and waits until it rests: at a step that needs the user (sign-in, wallet, ID check, the
// off-ramp details or pay step), at the order it made, or back at the amount with the reason of a failure. The
// journeys take the steps themselves (their `auto` input), so the rules live once, in their charts. A configuration
// that does not decode starts the journey without its refused parameters, at the amount, with the reason shown.
// Spec 2 §2 "Any error falls back to the amount page": a journey that cannot even start lands on its flow's amount.
import { assign, setup } from "xstate"
import { type QueryConfig, readQueryConfig } from "../schema/config.ts"
import { abstractActor } from "./abstractActor.ts"

export type AutoOrderFlow = "onramp" | "offramp"

/** What the auto-order asks of the wiring: the journey to start, and whether it moves on by itself. */
export interface JourneyStart {
  readonly flow: AutoOrderFlow
  readonly config: QueryConfig
  /** The query as given: a signed link is checked against it. */
  readonly query: Readonly<Record<string, string>>
  readonly auto: boolean
  readonly notice: string | undefined
}

export interface AutoOrderContext {
  readonly flow: AutoOrderFlow
  readonly config: QueryConfig
  readonly query: Readonly<Record<string, string>>
  /** Why the configuration was refused: shown on the amount. */
  readonly notice: string | undefined
  /** Where the journey rests, once it does. */
  readonly path: string | undefined
}

/** The amount page of each flow (spec 1 §2): where any error falls back to. */
const amountPage: Record<AutoOrderFlow, string> = { onramp: "/", offramp: "/offramp" }

/** The configuration, without the parameters it refuses, and the reason for refusing them. */
export const readConfiguration = (query: string): Omit<AutoOrderContext, "path"> => {
  const { config, kept, notice } = readQueryConfig(query)
  return { flow: config.flow ?? "onramp", config, query: Object.fromEntries(kept), notice }
}

export const autoOrderMachine = setup({
  types: {
    context: {} as AutoOrderContext,
    events: {} as { readonly type: "session.ready" },
    input: {} as { readonly query: string },
    output: {} as { readonly path: string | undefined },
  },
  actors: {
    /** Starts the journey and answers the route of the step it rests at. */
    runJourney: abstractActor<{ readonly path: string }, JourneyStart>("runJourney"),
  },
  guards: {
    configRefused: ({ context }) => context.notice !== undefined,
  },
}).createMachine({
  id: "autoOrder",
  context: ({ input }) => ({ ...readConfiguration(input.query), path: undefined }),
  initial: "waitingForSession",
  output: ({ context }) => ({ path: context.path }),
  states: {
    // Tokens in the link sign the visitor in: the journey must not send a signed-in user to the sign-in step.
    waitingForSession: {
      tags: ["loading"],
      on: { "session.ready": [{ guard: "configRefused", target: "fallingBack" }, { target: "running" }] },
    },
    running: {
      tags: ["loading"],
      invoke: {
        id: "runJourney",
        src: "runJourney",
        input: ({ context }) => ({ ...context, auto: true }),
        onDone: { target: "landed", actions: assign({ path: ({ event }) => event.output.path }) },
        onError: { target: "landed", actions: assign({ path: ({ context }) => amountPage[context.flow] }) },
      },
    },
    // A refused configuration: the journey starts at the amount with the reason, and the user takes over.
    fallingBack: {
      tags: ["loading"],
      invoke: {
        id: "runJourney",
        src: "runJourney",
        input: ({ context }) => ({ ...context, auto: false }),
        onDone: { target: "landed", actions: assign({ path: ({ event }) => event.output.path }) },
        onError: { target: "landed", actions: assign({ path: ({ context }) => amountPage[context.flow] }) },
      },
    },
    landed: { type: "final" },
  },
})
