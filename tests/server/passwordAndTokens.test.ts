// Password sign-in and reset, and the tokens: rotation, replay, forgery, expiry (spec 1 §4, §7, §8).
import { createHmac } from "node:crypto"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import { authErrorCodes, authMessages } from "../../schema/authErrors.ts"
import { errorCodes } from "../../schema/errors.ts"
import { validation } from "../../schema/messages.ts"
import { ServerSecret } from "../../server/auth/secret.ts"
import { serverForThisFile } from "../support/server.ts"
import { currentUser, freshEmail, latestCode, outbox, post, signIn } from "../support/signIn.ts"

const server = serverForThisFile()

const base = "/api/public/pay-widget/auth"
const login = (email: string, password: string) => post(server, `${base}/login/email`, { email, password })
const refresh = (refreshToken: string) => post(server, "/api/public/auth/token", { refreshToken })

/** The reset flow up to a verified code. */
const verifiedResetCode = async (email: string) => {
  const { codeId } = await (await post(server, `${base}/forgot-password-init`, { email })).json()
  const code = await latestCode(server, email)
  expect((await post(server, `${base}/verify-code`, { codeId, code })).status).toBe(200)
  return codeId as string
}

describe("password reset and password sign-in", () => {
  it("sets a password through the reset flow, then signs in with it", async () => {
    const email = freshEmail("reset")
    const first = await signIn(server, email)
    const userId = (await (await currentUser(server, first)).json())._id

    const codeId = await verifiedResetCode(email)
    const weak = await post(server, `${base}/change-password`, { codeId, password: "password1" })
    expect(weak.status).toBe(400)
    expect(await weak.json()).toMatchObject({ code: errorCodes.invalidRequest, message: validation.passwordCharacters })
    const short = await post(server, `${base}/change-password`, { codeId, password: "Ab1" })
    expect(await short.json()).toMatchObject({ message: validation.passwordLength })
    expect((await login(email, "password1")).status).toBe(401)

    const changed = await post(server, `${base}/change-password`, { codeId, password: "Savanna2026" })
    expect(changed.status).toBe(200)
    expect(await (await currentUser(server, await changed.json())).json()).toMatchObject({ _id: userId })

    const wrong = await login(email, "Savanna2025")
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toMatchObject({
      code: authErrorCodes.credentialsInvalid,
      message: authMessages.credentialsInvalid,
    })
    const right = await login(email.toUpperCase(), "Savanna2026")
    expect(right.status).toBe(200)
    expect(await (await currentUser(server, await right.json())).json()).toMatchObject({ _id: userId })

    // The code is spent.
    expect(
      await (await post(server, `${base}/change-password`, { codeId, password: "Another2026" })).json(),
    ).toMatchObject({
      code: authErrorCodes.codeExpired,
    })
  })

  it("refuses a password change whose code was not verified", async () => {
    const email = freshEmail()
    await signIn(server, email)
    const { codeId } = await (await post(server, `${base}/forgot-password-init`, { email })).json()
    const answer = await post(server, `${base}/change-password`, { codeId, password: "Savanna2026" })
    expect(answer.status).toBe(400)
    expect((await login(email, "Savanna2026")).status).toBe(401)
  })

  it("answers a reset request for an unknown address exactly as for an account, and mails nothing", async () => {
    const email = freshEmail("nobody")
    const answer = await post(server, `${base}/forgot-password-init`, { email })
    expect(answer.status).toBe(200)
    expect(Object.keys(await answer.json()).sort()).toEqual(["codeId", "codeLength"])
    expect(await outbox(server, email)).toEqual([])
  })

  it("slows down failed logins of an account, and lets it in again later", async () => {
    const email = freshEmail("slow")
    await signIn(server, email)
    const codeId = await verifiedResetCode(email)
    await post(server, `${base}/change-password`, { codeId, password: "Savanna2026" })
    for (let i = 0; i < 5; i++) expect((await login(email, "Wrong2026x")).status).toBe(401)
    const throttled = await login(email, "Savanna2026")
    expect(throttled.status).toBe(429)
    expect((await throttled.json()).code).toBe(authErrorCodes.tooManyAttempts)

    // Time passes: the wait is over.
    await server.run(
      Effect.flatMap(
        Effect.service(SqlClient.SqlClient),
        (sql) =>
          sql`UPDATE throttle_events SET at = at - interval '20 minutes' WHERE key = ${`login-failure:${email}`}`,
      ),
    )
    expect((await login(email, "Savanna2026")).status).toBe(200)
  })
})

describe("tokens", () => {
  it("rotates the refresh token, and a replayed one revokes the whole family", async () => {
    const tokens = await signIn(server, freshEmail())
    const rotated = await refresh(tokens.refreshToken)
    expect(rotated.status).toBe(200)
    const next = await rotated.json()
    expect(next.refreshToken).not.toBe(tokens.refreshToken)
    expect((await currentUser(server, next)).status).toBe(200)

    const replay = await refresh(tokens.refreshToken)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({
      code: authErrorCodes.refreshTokenInvalid,
      message: "Refresh token is invalid",
    })
    expect((await refresh(next.refreshToken)).status).toBe(401)
    expect((await currentUser(server, next)).status).toBe(401)
    expect((await currentUser(server, tokens)).status).toBe(401)
  })

  it("refuses an access token the moment its family is revoked in the database, though it was just accepted", async () => {
    const tokens = await signIn(server, freshEmail())
    // Accepted many times at once, as a busy widget's calls would be.
    for (const answer of await Promise.all(Array.from({ length: 20 }, () => currentUser(server, tokens))))
      expect(answer.status).toBe(200)
    const [familyId] = await server.run(
      Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) =>
        Effect.map(
          sql<{ familyId: string }>`UPDATE refresh_tokens SET revoked_at = now()
            WHERE id = ${tokens.refreshToken.split(".")[0] ?? ""} RETURNING family_id`,
          (rows) => rows.map((row) => row.familyId),
        ),
      ),
    )
    expect(familyId).toBeDefined()
    expect((await currentUser(server, tokens)).status).toBe(401)
  })

  it("refuses forged, tampered and expired access tokens", async () => {
    const tokens = await signIn(server, freshEmail())
    const [head, payload] = tokens.accessToken.split(".")
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString())
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url")
    const secret = await server.run(Effect.service(ServerSecret))
    const sign = (body: string, key: string) => createHmac("sha256", key).update(body).digest("base64url")

    const otherUser = `${head}.${encode({ ...claims, sub: "someone-else" })}`
    const unsigned = `${encode({ alg: "none", typ: "JWT" })}.${encode(claims)}.`
    const expiredBody = `${head}.${encode({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 })}`
    for (const token of [
      `${otherUser}.${tokens.accessToken.split(".")[2]}`,
      unsigned,
      `${head}.${payload}.${sign(`${head}.${payload}`, "not-the-server-secret")}`,
      `${expiredBody}.${sign(expiredBody, secret)}`,
      "garbage",
    ]) {
      const answer = await currentUser(server, { accessToken: token, refreshToken: "" })
      expect(answer.status).toBe(401)
    }
    expect((await currentUser(server, tokens)).status).toBe(200)
  })

  it("refuses an unknown or malformed refresh token", async () => {
    for (const token of ["", "abc", "abc.def", `${"x".repeat(22)}.${"y".repeat(43)}`]) {
      expect((await refresh(token)).status).toBe(401)
    }
  })
})
