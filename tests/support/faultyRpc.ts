// A JSON-RPC proxy between a server and its chain node that can stand in for a crash at a broadcast: the server's
// eth_sendRawTransaction is either never passed on ("before"), or passed on and its answer never given back
// ("after"). The test then stops the server while that call hangs, as a process killed at that moment would.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

export type BroadcastFault = "none" | "before" | "after"

export interface FaultyRpc {
  readonly url: string
  /** What happens to the next broadcast; a broadcast caught by a fault is never answered. */
  fault: BroadcastFault
  /** The broadcasts caught by a fault so far, with the hash the node answered ("after" only). */
  readonly caught: Array<{ readonly fault: BroadcastFault; readonly hash?: string }>
  readonly close: () => Promise<void>
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = ""
    request.on("data", (chunk) => {
      body += chunk
    })
    request.on("end", () => resolve(body))
    request.on("error", reject)
  })

/** viem batches calls, so a request is one call or a list of them. */
const broadcasts = (body: string) => {
  const parsed: unknown = JSON.parse(body)
  const calls = (Array.isArray(parsed) ? parsed : [parsed]) as Array<{ method?: string }>
  return calls.some((call) => call.method === "eth_sendRawTransaction")
}

const hashAnswered = (answer: string) => {
  const parsed: unknown = JSON.parse(answer)
  const results = (Array.isArray(parsed) ? parsed : [parsed]) as Array<{ result?: unknown }>
  return results.map((r) => r.result).find((r): r is string => typeof r === "string" && /^0x[0-9a-f]{64}$/.test(r))
}

export const startFaultyRpc = async (nodeUrl: string): Promise<FaultyRpc> => {
  const hanging = new Set<ServerResponse>()
  const forward = async (body: string) =>
    (await fetch(nodeUrl, { method: "POST", headers: { "content-type": "application/json" }, body })).text()

  const proxy: FaultyRpc = {
    url: "",
    fault: "none",
    caught: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
  const server = createServer(async (request, response) => {
    const body = await readBody(request)
    const fault = broadcasts(body) ? proxy.fault : "none"
    if (fault === "before") {
      proxy.fault = "none"
      proxy.caught.push({ fault })
      hanging.add(response)
      return
    }
    const answer = await forward(body)
    if (fault === "after") {
      proxy.fault = "none"
      proxy.caught.push({ fault, hash: hashAnswered(answer) })
      hanging.add(response)
      return
    }
    response.writeHead(200, { "content-type": "application/json" }).end(answer)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return Object.assign(proxy, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
}
