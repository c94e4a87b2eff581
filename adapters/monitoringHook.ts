// What the first screen's code reports to monitoring: the journeys' operations and the errors met. The monitoring
// module loads after first paint (screens/wiring/monitoring.ts); until it attaches, observations wait here. This
// file stays tiny and imports nothing, since it ships with the first screen.

export type Observation =
  | {
      readonly kind: "operation"
      /** `<chart>.<actor>`, e.g. onramp.createOrder. */
      readonly name: string
      readonly status: "start" | "success" | "fail"
      readonly output?: unknown
      readonly at: number
    }
  | {
      readonly kind: "error"
      readonly origin: "error" | "unhandledrejection" | "boundary"
      readonly error: unknown
      readonly at: number
    }

const waitingLimit = 100
let sink: ((observation: Observation) => void) | undefined
const waiting: Array<Observation> = []

/** Never throws and never blocks: monitoring must not break the widget. */
export const observe = (observation: Observation): void => {
  try {
    if (sink) sink(observation)
    else if (waiting.length < waitingLimit) waiting.push(observation)
  } catch {
    // Swallowed: see above.
  }
}

/** Hands every observation, the waiting ones first, to the monitoring module. */
export const attachObserver = (next: (observation: Observation) => void): void => {
  sink = next
  for (const observation of waiting.splice(0)) observe(observation)
}

/** Reports a run of an invoked actor as start, then success or fail. Leaving the state (abort) is neither. */
export const observeOperation = async <A>(name: string | undefined, signal: AbortSignal, run: () => Promise<A>) => {
  if (name) observe({ kind: "operation", name, status: "start", at: Date.now() })
  try {
    const output = await run()
    if (name) observe({ kind: "operation", name, status: "success", output, at: Date.now() })
    return output
  } catch (error) {
    if (name && !signal.aborted) observe({ kind: "operation", name, status: "fail", at: Date.now() })
    throw error
  }
}

/** The operation an invoked actor stands for: its chart's id and its source, e.g. onramp.createOrder. */
export const operationName = (self: { readonly src?: unknown; readonly _parent?: unknown }): string | undefined => {
  const parent = self._parent as { getSnapshot?: () => { machine?: { id?: string } } } | undefined
  const chart = parent?.getSnapshot?.()?.machine?.id
  return chart && typeof self.src === "string" ? `${chart}.${self.src}` : undefined
}

/** Errors nothing caught, from the first moment: window.onerror and unhandled rejections. */
export const listenForErrors = (target: Pick<Window, "addEventListener">): void => {
  target.addEventListener("error", (event) =>
    observe({ kind: "error", origin: "error", error: event.error ?? event.message, at: Date.now() }),
  )
  target.addEventListener("unhandledrejection", (event) =>
    observe({ kind: "error", origin: "unhandledrejection", error: event.reason, at: Date.now() }),
  )
}
