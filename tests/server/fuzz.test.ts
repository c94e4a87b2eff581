// Schema-driven fuzzing of every operation of the contract (Api) and of the sandbox calls (SandboxApi): values
// drawn from each operation's own schemas, the same with hostile values put in, and requests no call should
// take. Whatever comes in, nothing answers 5xx, every refusal has the documented { _tag, code, message } body
// and a status the OpenAPI document lists for that operation, and the server is healthy afterwards.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Api } from "../../schema/api.ts"
import { defaultOperatorSettings, SandboxApi } from "../../schema/sandbox.ts"
import { abuseFor, type FuzzRequest, type Operation, operationsOf, requestsFor } from "../support/fuzzCases.ts"
import { api, serverForThisFile, setSettings } from "../support/server.ts"
import { freshEmail, signIn } from "../support/signIn.ts"

const server = serverForThisFile()

/** Cases per operation: a few drawn from its schemas, more with hostile values. */
const bounds = { samples: 4, hostile: 12 }

let token = ""
let documented: Record<string, Record<string, { responses: Record<string, unknown> }>> = {}

beforeAll(async () => {
  token = (await signIn(server, freshEmail("fuzz"))).accessToken
  documented = (await (await fetch(`${server.url}/api/docs`)).json()).paths
})

afterAll(async () => {
  // A sample may have switched maintenance on or restricted a country: put the operator switches back.
  await setSettings(server, defaultOperatorSettings)
})

const seedOf = (id: string) => [...id].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7)

const send = async (request: FuzzRequest) => {
  const answer = await fetch(`${server.url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  })
  return { status: answer.status, type: answer.headers.get("content-type") ?? "", text: await answer.text() }
}

/** The statuses the OpenAPI document lists for the operation (a path no route matches is the router's 404). */
const documentedStatuses = (operation: Operation) => {
  const path = operation.path.replace(/:(\w+)/g, "{$1}")
  const responses = documented[path]?.[operation.method.toLowerCase()]?.responses ?? {}
  return [...Object.keys(responses), "404"]
}

const check = async (operation: Operation, request: FuzzRequest) => {
  const body = typeof request.body === "string" ? ` ${request.body.slice(0, 300)}` : ""
  const where = `${operation.id} (${request.label}): ${request.method} ${request.path.slice(0, 120)}${body}`
  const answer = await send(request)
  expect(answer.status, `${where} answered ${answer.status} ${answer.text.slice(0, 200)}`).toBeLessThan(500)
  if (answer.status < 400) return
  expect(answer.type, where).toContain("application/json")
  expect(JSON.parse(answer.text), where).toEqual({
    _tag: expect.any(String),
    code: expect.any(String),
    message: expect.any(String),
  })
  if (operation.hasFrontDoor) expect(documentedStatuses(operation), where).toContain(String(answer.status))
}

const fuzz = (operations: Array<Operation>) => {
  for (const operation of operations) {
    it(`${operation.method} ${operation.path} (${operation.id})`, async () => {
      const requests = [
        ...requestsFor(operation, token, { seed: seedOf(operation.id), ...bounds }),
        ...abuseFor(operation, token),
      ]
      for (const request of requests) {
        await check(operation, request)
        if (operation.id === "updateSettings") await setSettings(server, defaultOperatorSettings)
      }
    })
  }
}

describe("fuzzing the contract's operations", () => fuzz(operationsOf(Api)))

describe("fuzzing the sandbox calls", () => fuzz(operationsOf(SandboxApi)))

describe("after the fuzzing", () => {
  it("the server still answers, reads the database and signs in", async () => {
    expect((await api(server, "/api/public/util/countries")).status).toBe(200)
    await setSettings(server, defaultOperatorSettings)
    const tokens = await signIn(server, freshEmail("after-fuzz"))
    expect(
      (await api(server, "/api/private/auth/user", { headers: { authorization: `Bearer ${tokens.accessToken}` } }))
        .status,
    ).toBe(200)
  })
})
