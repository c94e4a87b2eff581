// React hands a handler a synthetic event whose fields (key, target, shiftKey...) are its own properties; Preact hands
// it the browser's event, whose fields are getters on its prototypes. react-aria's keyboard handlers copy the event
// with a spread (`{ ...e }` in createEventHandler, under useKeyboard: a dialog's Escape, a list's arrows), which
// copies own properties only, so under Preact they saw no key and Escape closed nothing. This gives each keyboard
// event the fields of its prototypes as its own, read live, as preact/compat already does for `nativeEvent`.
import { options } from "preact"

let fields: ReadonlyArray<readonly [string, () => unknown]> | undefined

/** The getters of KeyboardEvent, UIEvent and Event, the nearest first. */
const keyboardEventFields = () => {
  if (fields) return fields
  const found = new Map<string, () => unknown>()
  for (let proto: object | null = KeyboardEvent.prototype; proto && proto !== Object.prototype; ) {
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
      if (descriptor.get && !found.has(name)) found.set(name, descriptor.get)
    }
    proto = Object.getPrototypeOf(proto)
  }
  fields = [...found]
  return fields
}

const ownFields = (event: KeyboardEvent) => {
  for (const [name, get] of keyboardEventFields()) {
    if (Object.hasOwn(event, name)) continue
    Object.defineProperty(event, name, { get: () => get.call(event), enumerable: true, configurable: true })
  }
  // A method the spread copy keeps, called on the browser's event.
  Object.defineProperty(event, "getModifierState", {
    value: (key: string) => KeyboardEvent.prototype.getModifierState.call(event, key),
    enumerable: true,
    configurable: true,
  })
}

const previous = options.event
options.event = (event) => {
  const handled = previous ? previous(event) : event
  if (handled instanceof KeyboardEvent && !Object.hasOwn(handled, "key")) ownFields(handled)
  return handled
}
