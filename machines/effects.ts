// Effects a chart asks of the world, named for what the user feels. A chart emits them (XState's `emit`) and never
// carries them out: the runner in screens/wiring/effects.ts does, with the browser's APIs. Journeys share these
// names, so one handler serves every chart that toasts, copies or leaves for another page.

/** A toast (spec 1 §9 gives how long each kind stays). */
export type ToastEffect = { readonly type: "toast"; readonly kind: "success" | "error"; readonly text: string }

/** A value put on the clipboard; the runner toasts whether it worked. */
export type CopyEffect = { readonly type: "clipboard.copy"; readonly text: string }

/** This window goes to another page (a payment page): the widget is left. */
export type PageOpenEffect = { readonly type: "page.open"; readonly url: string }

export const toast = (kind: ToastEffect["kind"], text: string): ToastEffect => ({ type: "toast", kind, text })
export const copy = (text: string): CopyEffect => ({ type: "clipboard.copy", text })
