// Requests Node refuses before any route sees them (headers over 16 KiB, a malformed request line or header):
// answered with the documented { _tag, code, message } body instead of Node's bare status line.
import { createServer, type Server, STATUS_CODES } from "node:http"
import type { Duplex } from "node:stream"
import { refusalBody } from "./refusals.ts"

/** Node's own choice of status for each parser error, as its default answer makes it. */
const statusOf = (code: string | undefined) => {
  if (code === "HPE_HEADER_OVERFLOW") return 431
  if (code === "HPE_CHUNK_EXTENSIONS_OVERFLOW") return 413
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return 408
  return 400
}

const answer = (status: number) => {
  const body = JSON.stringify(refusalBody(status))
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    "content-type: application/json",
    `content-length: ${Buffer.byteLength(body)}`,
    "x-content-type-options: nosniff",
    "connection: close",
    "",
    body,
  ].join("\r\n")
}

/** An HTTP server whose refusals of unreadable requests carry the documented body. */
export const createApiServer = (): Server => {
  const server = createServer()
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Nothing to answer on a connection already gone, or one whose answer has begun. A request whose body is
    // unreadable (a bad chunk) has its answer object already, not yet begun: it is answered here, as Node would.
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    if (error.code === "ECONNRESET" || !socket.writable || answering?.headersSent === true) {
      socket.destroy()
      return
    }
    socket.end(answer(statusOf(error.code)))
  })
  return server
}
