// Signing in through the real calls, reading the code from the sandbox outbox as a person trying the widget would.
import type { Tokens } from "../../schema/auth.ts"
import type { OutboxMessage } from "../../schema/sandbox.ts"
import type { RunningServer } from "../../server/start.ts"
import { api } from "./server.ts"

export const post = (server: RunningServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
  api(server, path, { method: "POST", body: JSON.stringify(body), headers })

export const outbox = async (server: RunningServer, email: string): Promise<Array<OutboxMessage>> =>
  (await fetch(`${server.url}/api/sandbox/outbox?email=${encodeURIComponent(email)}`)).json()

export const latestCode = async (server: RunningServer, email: string) => {
  const [message] = await outbox(server, email)
  if (!message?.code) throw new Error(`no code was sent to ${email}`)
  return message.code
}

export const requestCode = async (server: RunningServer, email: string, countryIsoCode = "KE") => {
  const answer = await post(server, "/api/public/pay-widget/auth/fast-auth/init", { email, countryIsoCode })
  if (answer.status !== 200) throw new Error(`code request refused: ${answer.status} ${await answer.text()}`)
  return (await answer.json()) as { codeId: string; codeLength: number }
}

export const signIn = async (server: RunningServer, email: string, countryIsoCode = "KE"): Promise<Tokens> => {
  const { codeId } = await requestCode(server, email, countryIsoCode)
  const code = await latestCode(server, email)
  const answer = await post(server, "/api/public/pay-widget/auth/fast-auth/confirm", { codeId, code, countryIsoCode })
  if (answer.status !== 200) throw new Error(`sign-in refused: ${answer.status} ${await answer.text()}`)
  return answer.json()
}

export const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.accessToken}` })

export const currentUser = (server: RunningServer, tokens: Tokens) =>
  api(server, "/api/private/auth/user", { headers: bearer(tokens) })

/** A unique address per test, so tests never share an account or a rate limit. */
export const freshEmail = (name = "user") =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
