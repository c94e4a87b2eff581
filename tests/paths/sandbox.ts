// The sandbox calls a path's arrangements make: the outbox a person reads codes from, and accounts made through the
// same public calls the widget uses.
import { widgetUrl } from "../e2e/widget.ts"

const post = async (path: string, body: unknown) => {
  const answer = await fetch(widgetUrl(path), {
    method: "POST",
    headers: { "content-type": "application/json", "x-web": "1" },
    body: JSON.stringify(body),
  })
  return { status: answer.status, body: (await answer.json().catch(() => undefined)) as Record<string, unknown> }
}

/** The newest code mailed to this address, as the sandbox outbox shows it. */
export const latestCode = async (email: string) => {
  const messages = await (await fetch(widgetUrl(`/api/sandbox/outbox?email=${encodeURIComponent(email)}`))).json()
  const code = (messages as Array<{ code: string | null }>)[0]?.code
  if (!code) throw new Error(`no code was mailed to ${email}`)
  return code
}

/** A code different from the one mailed: what a user mistyping it sends. */
export const wrongCode = (code: string) => code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10))

/** Asks a sign-in code for this address, as the widget's Send code does. */
export const requestCode = (email: string) =>
  post("/api/public/pay-widget/auth/fast-auth/init", { email, countryIsoCode: "KE" })

/** Asks a password-reset code for this address, as the modal's Send code does. */
export const requestResetCode = (email: string) => post("/api/public/pay-widget/auth/forgot-password-init", { email })

/** An account with this password: signed up by code, its password set by the reset calls. */
export const accountWithPassword = async (email: string, password: string) => {
  const { body: challenge } = await requestCode(email)
  await post("/api/public/pay-widget/auth/fast-auth/confirm", {
    codeId: challenge.codeId,
    code: await latestCode(email),
    countryIsoCode: "KE",
  })
  await setPassword(email, password)
}

/** Sets an existing account's password by the reset calls. */
export const setPassword = async (email: string, password: string) => {
  const { body: challenge } = await requestResetCode(email)
  const codeId = challenge.codeId
  await post("/api/public/pay-widget/auth/verify-code", { codeId, code: await latestCode(email) })
  const changed = await post("/api/public/pay-widget/auth/change-password", { codeId, password })
  if (changed.status !== 200) throw new Error(`the password was refused: ${changed.status}`)
}
