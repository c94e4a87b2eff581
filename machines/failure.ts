// What a machine shows of a failed call (spec 1 §8, spec 2 §8): the server's own message when it sent one, else the
// default of the situation, in a toast. Branching is on `_tag`; the text is only ever shown.
import { type EventObject, emit, type MachineContext } from "xstate"
import { type ToastEffect, toast } from "./effects.ts"

export interface Failure {
  readonly _tag?: string
  readonly code?: string
  readonly message?: string
  readonly body?: { readonly message?: string; readonly code?: string }
}

export const failureTag = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "_tag" in error ? String((error as Failure)._tag) : undefined

export const failureMessage = (error: unknown, fallback: string): string => {
  if (typeof error !== "object" || error === null) return fallback
  const failure = error as Failure
  // A message the server wrote carries a code with it; 'Request failed' and transport errors do not.
  if (failure.code && failure.message) return failure.message
  if (failure.body?.code && failure.body.message) return failure.body.message
  return fallback
}

/** A failed call shown as the chart's error (its `showError` action): for a page that cannot go on without it. */
export const showFailure = (fallback: string) => ({
  type: "showError" as const,
  params: ({ event }: { readonly event: { readonly error: unknown } }) => ({
    message: failureMessage(event.error, fallback),
  }),
})

/** The action a chart declares as `toastError: toastError()` (with `ToastEffect` among its emitted types): an error
 * toast of the text it is given. */
export const toastError = <Context extends MachineContext, Event extends EventObject, Emitted extends EventObject>() =>
  emit<Context, Event, string, Event, Emitted | ToastEffect>((_, text) => toast("error", text))

/** A failed call told in an error toast (the chart's `toastError`): the server's message, else the default. A form's
 * own checks stay at their fields; the server's refusal is a toast. */
export const toastFailure = (fallback: string) => ({
  type: "toastError" as const,
  params: ({ event }: { readonly event: { readonly error: unknown } }) => failureMessage(event.error, fallback),
})
