// @ton/core reads Node's `Buffer` as a global, which a browser has not: the `buffer` package's stands in. Imported
// first by the TON payment modules only, so no other chunk carries it.
import { Buffer } from "buffer"

const scope = globalThis as { Buffer?: unknown }
scope.Buffer ??= Buffer
