// What a machine shows of a failed call (spec 1 §8): the server's own message when it sent one, else the
// default of the situation. Branching is on `_tag`; the text is only ever shown.
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

/** A failed call shown as the chart's error (its `showError` action): the server's message, else the default. */
export const showFailure = (fallback: string) => ({
  type: "showError" as const,
  params: ({ event }: { readonly event: { readonly error: unknown } }) => ({
    message: failureMessage(event.error, fallback),
  }),
})
