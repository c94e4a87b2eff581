// Bad input answers cleanly (issue 13): bodies over the limit are refused before they are read, a NUL character
// anywhere is a 400, and every refusal has the documented { _tag, code, message } body and a documented status.
import { request } from "node:http"
import { connect } from "node:net"
import { describe, expect, it } from "vitest"
import { errorCodes, serverMessages } from "../../schema/errors.ts"
import { api, serverForThisFile } from "../support/server.ts"
import { bearer, freshEmail, signIn } from "../support/signIn.ts"

const server = serverForThisFile()

const mebibyte = 1024 * 1024
/** The documented shape of every failure (README, "The API"). */
const failure = (code: string) => ({ _tag: expect.any(String), code, message: expect.any(String) })

interface RawAnswer {
  readonly status: number
  readonly headers: Record<string, string | Array<string> | undefined>
  readonly body: string
}

/**
 * A POST whose body is written by `write`, answered as soon as the server answers: the server may answer before
 * the body is complete (and then stop reading), so write errors after that are expected and ignored.
 */
const rawPost = (
  path: string,
  headers: Record<string, string>,
  write: (body: NodeJS.WritableStream) => void,
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const url = new URL(path, server.url)
    const outgoing = request(url, { method: "POST", headers: { "x-web": "1", ...headers } }, (answer) => {
      let body = ""
      answer.setEncoding("utf8")
      answer.on("data", (chunk) => {
        body += chunk
      })
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }))
      answer.on("error", reject)
    })
    outgoing.on("error", () => {}) // the server may close the connection on a body it refused
    write(outgoing)
  })

const json = (answer: RawAnswer) => JSON.parse(answer.body) as unknown

describe("request bodies over the limit", () => {
  it("refuses a body whose Content-Length is over 24 MiB with 413 at once, before any of it arrives", async () => {
    // Only 1 KiB of the announced 200 MiB is ever sent: the answer can only come from the announced length.
    const answer = await rawPost(
      "/api/public/monitoring/monitoring-event",
      { "content-type": "application/json", "content-length": String(200 * mebibyte) },
      (body) => body.write("a".repeat(1024)),
    )
    expect(answer.status).toBe(413)
    expect(json(answer)).toEqual(failure(errorCodes.payloadTooLarge))
  })

  it("refuses a chunked body with 413 once it counts more than 24 MiB", async () => {
    const chunk = Buffer.alloc(mebibyte, "a")
    const answer = await rawPost(
      "/api/public/monitoring/monitoring-event",
      { "content-type": "application/json", "transfer-encoding": "chunked" },
      (body) => {
        body.write('{"type":"')
        for (let sent = 0; sent < 30; sent++) body.write(chunk)
        body.end('"}')
      },
    )
    expect(answer.status).toBe(413)
    expect(json(answer)).toEqual(failure(errorCodes.payloadTooLarge))
  })

  it("still reads a body under the limit (an identity check's photos take up to 24 MiB)", async () => {
    const answer = await api(server, "/api/public/monitoring/monitoring-event", {
      method: "POST",
      body: JSON.stringify({ type: "x".repeat(20 * mebibyte) }),
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual(failure(errorCodes.invalidRequest))
  })
})

describe("a NUL character", () => {
  it("answers 400 INVALID_REQUEST in a path, a query or a JSON body, never 500", async () => {
    const attempts: Array<[string, RequestInit]> = [
      ["/api/public/pay-widget/onramp/order/abc%00", {}],
      ["/api/public/pay-widget/buy-goods/order/x%00y", {}],
      ["/api/public/pay-widget/integrator?integrator=a%00b", {}],
      [
        "/api/public/pay-widget/auth/fast-auth/init",
        { method: "POST", body: JSON.stringify({ email: "nul\u0000@example.com", countryIsoCode: "KE" }) },
      ],
      ["/api/sandbox/outbox?email=a%00b", {}],
      ["/api/sandbox/orders/a%00/callbacks", {}],
    ]
    for (const [path, init] of attempts) {
      const answer = await api(server, path, init)
      expect(answer.status, path).toBe(400)
      expect(await answer.json(), path).toEqual(failure(errorCodes.invalidRequest))
    }
  })

  it("is told apart from text that only spells it out", async () => {
    // "\\u0000" in JSON is the six characters \u0000, not a NUL: the request is read as usual.
    const answer = await api(server, "/api/public/pay-widget/auth/fast-auth/init", {
      method: "POST",
      body: '{"email":"not an e-mail \\\\u0000","countryIsoCode":"KE"}',
    })
    expect(answer.status).toBe(400)
    expect((await answer.json()).message).not.toBe(serverMessages.nulCharacter)
  })
})

describe("every refusal has the documented shape", () => {
  it("answers an unsupported content type with 415 and the documented body, a status the OpenAPI document lists", async () => {
    const answer = await api(server, "/api/public/monitoring/monitoring-event", {
      method: "POST",
      body: "hello",
      headers: { "content-type": "text/plain" },
    })
    expect(answer.status).toBe(415)
    expect(await answer.json()).toEqual(failure(errorCodes.unsupportedMediaType))
    const document = await (await fetch(`${server.url}/api/docs`)).json()
    const responses = document.paths["/api/public/monitoring/monitoring-event"].post.responses
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(["413", "415", "431"]))
  })

  it("answers oversized headers with 431 and the documented body", async () => {
    const answer = await api(server, "/api/public/util/countries", { headers: { "x-padding": "a".repeat(20_000) } })
    expect(answer.status).toBe(431)
    expect(await answer.json()).toEqual(failure(errorCodes.headersTooLarge))
    expect((await api(server, "/api/public/util/countries")).status).toBe(200)
  })

  it("answers a multipart body with too many parts, or broken, with a 4xx and the documented body", async () => {
    const tokens = await signIn(server, freshEmail("multipart"))
    const tooMany = new FormData()
    for (const name of ["a", "b", "c", "d"]) tooMany.append(name, "1")
    // fetch writes the multipart content type of a FormData body itself.
    const many = await fetch(`${server.url}/api/private/auth/user/avatar`, {
      method: "POST",
      body: tooMany,
      headers: { "x-web": "1", ...bearer(tokens) },
    })
    expect(many.status).toBe(413)
    expect(await many.json()).toEqual(failure(errorCodes.payloadTooLarge))

    const broken = await api(server, "/api/private/auth/user/avatar", {
      method: "POST",
      body: "--xyz\r\ngarbage",
      headers: { ...bearer(tokens), "content-type": "multipart/form-data; boundary=xyz" },
    })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual(failure(errorCodes.invalidRequest))
  })

  it("answers a chunked body it cannot read (a bad chunk size) with 400 and the documented body", async () => {
    // Written byte for byte: a client library would not send a broken chunk.
    const answer = await new Promise<string>((resolve, reject) => {
      const { hostname, port } = new URL(server.url)
      const socket = connect(Number(port), hostname, () =>
        socket.write(
          "POST /api/public/monitoring/monitoring-event HTTP/1.1\r\nhost: x\r\nx-web: 1\r\n" +
            "content-type: application/json\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
        ),
      )
      let text = ""
      socket.setEncoding("utf8")
      socket.on("data", (chunk) => {
        text += chunk
      })
      socket.on("close", () => resolve(text))
      socket.on("error", reject)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toContain("content-type: application/json")
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual(failure(errorCodes.invalidRequest))
  })

  it("answers HEAD as GET without a body where GET exists, and 404 where it does not", async () => {
    const get = await api(server, "/api/public/util/countries")
    const head = await api(server, "/api/public/util/countries", { method: "HEAD" })
    expect(head.status).toBe(200)
    expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"))
    expect(await head.text()).toBe("")
    expect((await api(server, "/api/public/util/countries", { method: "HEAD", web: false })).status).toBe(400)
    expect((await api(server, "/api/public/no-such-call", { method: "HEAD" })).status).toBe(404)
  })

  it("says what is wrong with a sandbox call's payload: the faucet's amount is a string", async () => {
    const answer = await fetch(`${server.url}/api/sandbox/faucet`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        network: "CELO",
        asset: "CUSD",
        address: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
        amount: 30,
      }),
    })
    expect(answer.status).toBe(400)
    const body = await answer.json()
    expect(body).toEqual(failure(errorCodes.invalidRequest))
    expect(body.message).toContain("amount")
  })
})
