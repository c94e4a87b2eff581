// Preact runs useEffect callbacks, and the cleanups of unmounted components, after the next frame (an animation frame,
// then a timeout); React runs them as soon as the commit is done when a key or a press caused it. react-aria counts
// on React's timing twice: a dialog's FocusScope gives focus back to its opener in an animation frame, after
// useModalOverlay's cleanup made the page outside the dialog focusable again (`inert` off); and a dialog opened from
// a dialog must tell the outer one to keep it visible (an effect) before the outer one's MutationObserver sees it
// added to the page (a microtask), or the inner dialog is made inert. So here a render that Preact schedules (every
// state change) runs its effects right after it commits, before any microtask queued while it ran; the first render
// and a flushSync run theirs in a microtask.
import { options } from "preact"

let due: (() => void) | undefined

const runDueEffects = () => {
  const flush = due
  due = undefined
  flush?.()
}

/** preact/hooks asks here, during a render, for its effects to be run later. */
const afterCommit = (flush: () => void) => {
  due = flush
  queueMicrotask(runDueEffects)
}

options.requestAnimationFrame = afterCommit
options.debounceRendering = (render) =>
  queueMicrotask(() => {
    render()
    runDueEffects()
  })
