// A local endpoint standing in for an integrator's server in a test file: it records each status post and answers
// with the status the test chooses (maybe late). Listening before the file's tests, closed after them.
import { createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll } from "vitest"

export interface ReceivedPost {
  readonly headers: IncomingMessage["headers"]
  readonly body: string
}

export const callbackReceiverForThisFile = (
  answer: (post: ReceivedPost, index: number) => number | Promise<number> = () => 200,
) => {
  const received: Array<ReceivedPost> = []
  const receiver = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk) => {
      body += chunk
    })
    request.on("end", async () => {
      const post = { headers: request.headers, body }
      received.push(post)
      response.writeHead(await answer(post, received.length - 1)).end()
    })
  })
  let url = ""
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve))
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/orders`
  })
  afterAll(() => {
    receiver.closeAllConnections()
    return new Promise<void>((resolve) => receiver.close(() => resolve()))
  })
  return {
    /** Every post received, in order. */
    received,
    /** The callbackUrl to give orders. */
    get url() {
      return url
    },
  }
}
