// Toasts (spec 1 §2, §9): success 2 s, error and other 4 s, loading until dismissed; at most 20 at once.
import { useSyncExternalStore } from "react"
import { timings } from "../schema/timings.ts"

export type ToastKind = "success" | "error" | "info" | "loading"
export interface Toast {
  readonly id: number
  readonly kind: ToastKind
  readonly text: string
}

const durations: Record<ToastKind, number | undefined> = {
  success: timings.toastSuccess,
  error: timings.toastError,
  info: timings.toastOther,
  loading: undefined,
}
const limit = 20

let toasts: ReadonlyArray<Toast> = []
let nextId = 1
const listeners = new Set<() => void>()
const publish = (next: ReadonlyArray<Toast>) => {
  toasts = next
  for (const listener of listeners) listener()
}

export const dismissToast = (id: number) => publish(toasts.filter((toast) => toast.id !== id))

export const showToast = (kind: ToastKind, text: string) => {
  const id = nextId++
  publish([...toasts, { id, kind, text }].slice(-limit))
  const duration = durations[kind]
  if (duration !== undefined) setTimeout(() => dismissToast(id), duration)
  return id
}

export const useToasts = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => toasts,
  )
