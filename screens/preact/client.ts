// `react-dom/client` in the widget's build on Preact (vite.config.ts): preact/compat's root, with what react-aria
// counts on from React set up before anything renders: keyboard events shaped as React's (./keyboardEvents.ts) and
// effects run before the browser paints (./effects.ts).
import "./effects.ts"
import "./keyboardEvents.ts"

export { createRoot, hydrateRoot } from "preact/compat/client"
