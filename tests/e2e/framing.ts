// An integrator's page for browser tests: served on its own loopback origin, it frames a URL and keeps every
// message it receives, so a test sees what reaches the framing page and from where.
import { createServer, type Server } from "node:http"
import type { Page } from "@playwright/test"

export interface FramingPage {
  /** The page's address; its origin is `origin`. */
  readonly url: string
  readonly origin: string
  readonly close: () => Promise<unknown>
}

/** Serves a page on `host` (a free port) that frames whatever `frameUrl` gives for its own origin. */
export const framingPage = async (
  frameUrl: (origin: string) => string,
  host: "localhost" | "127.0.0.1" = "localhost",
): Promise<FramingPage> => {
  let origin = ""
  const parent: Server = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html" })
    response.end(`<!doctype html><title>Integrator</title><script>
      window.received = [];
      addEventListener("message", (e) => window.received.push({ origin: e.origin, data: e.data }));
    </script><iframe src="${frameUrl(origin)}" style="width:552px;height:800px" title="widget"
      allow="camera; clipboard-write; payment"></iframe>`)
  })
  await new Promise<void>((resolve) => parent.listen(0, host, resolve))
  const address = parent.address()
  origin = `http://${host}:${typeof address === "object" && address ? address.port : 0}`
  return { url: `${origin}/`, origin, close: () => new Promise((resolve) => parent.close(resolve)) }
}

/** The messages the framing page received so far. */
export const receivedMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: Array<{ origin: string; data: string }> }).received)

/** Registers a new sandbox integrator with these origins, as an integrator does, and answers its name. */
export const registerIntegrator = async (base: string, origins: ReadonlyArray<string>) => {
  const id = `shop-${crypto.randomUUID().slice(0, 8)}`
  const answer = await fetch(`${base}/api/sandbox/integrators/${id}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ origins }),
  })
  if (!answer.ok) throw new Error(`registration refused: ${answer.status} ${await answer.text()}`)
  return id
}
