// Sign-in by e-mail code (spec 1 §4, §7): codes are single-use, short-lived, limited in tries, rate limited.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import { authErrorCodes, authMessages } from "../../schema/authErrors.ts"
import { errorCodes } from "../../schema/errors.ts"
import { validation } from "../../schema/messages.ts"
import { serverForThisFile } from "../support/server.ts"
import { currentUser, freshEmail, latestCode, outbox, post, requestCode, signIn } from "../support/signIn.ts"

const server = serverForThisFile()

const confirm = (codeId: string, code: string, countryIsoCode = "KE") =>
  post(server, "/api/public/pay-widget/auth/fast-auth/confirm", { codeId, code, countryIsoCode })

describe("sign-in by e-mail code", () => {
  it("mails a code of codeLength digits, and the first confirm makes the account with the chosen country", async () => {
    const email = freshEmail("amina")
    const { codeId, codeLength } = await requestCode(server, email.toUpperCase(), "NG")
    expect(codeLength).toBe(6)
    const [message] = await outbox(server, email)
    expect(message?.code).toMatch(/^\d{6}$/)
    expect(message?.body).toContain(message?.code)

    const answer = await confirm(codeId, message?.code ?? "", "NG")
    expect(answer.status).toBe(200)
    const tokens = await answer.json()
    const user = await (await currentUser(server, tokens)).json()
    expect(user).toMatchObject({ email, countryIsoCode: "NG", username: null, usernameChanged: false })

    // A later sign-in from elsewhere keeps the account and its country.
    const again = await signIn(server, email, "GH")
    expect(await (await currentUser(server, again)).json()).toMatchObject({ _id: user._id, countryIsoCode: "NG" })
  })

  it("counts wrong codes, kills the code after 5, and then refuses even the right one", async () => {
    const email = freshEmail()
    const { codeId } = await requestCode(server, email)
    const code = await latestCode(server, email)
    const wrong = code === "000000" ? "111111" : "000000"
    for (const left of [4, 3, 2, 1]) {
      const answer = await confirm(codeId, wrong)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({
        code: authErrorCodes.codeIncorrect,
        message: authMessages.codeIncorrect(left),
        attemptsLeft: left,
      })
    }
    expect(await (await confirm(codeId, wrong)).json()).toMatchObject({ code: authErrorCodes.codeAttemptsExhausted })
    const sixth = await confirm(codeId, code)
    expect(sixth.status).toBe(400)
    expect(await sixth.json()).toMatchObject({
      code: authErrorCodes.codeAttemptsExhausted,
      message: authMessages.codeAttemptsExhausted,
    })
  })

  it("refuses an expired code and a code replaced by a newer one", async () => {
    const email = freshEmail()
    const first = await requestCode(server, email)
    const firstCode = await latestCode(server, email)
    const second = await requestCode(server, email)
    const secondCode = await latestCode(server, email)
    expect(await (await confirm(first.codeId, firstCode)).json()).toMatchObject({ code: authErrorCodes.codeExpired })

    // Ten minutes pass.
    await server.run(
      Effect.flatMap(
        Effect.service(SqlClient.SqlClient),
        (sql) => sql`UPDATE auth_codes SET expires_at = now() - interval '1 second' WHERE id = ${second.codeId}`,
      ),
    )
    const late = await confirm(second.codeId, secondCode)
    expect(late.status).toBe(400)
    expect(await late.json()).toMatchObject({ code: authErrorCodes.codeExpired, message: authMessages.codeExpired })
  })

  it("uses a code once", async () => {
    const email = freshEmail()
    const { codeId } = await requestCode(server, email)
    const code = await latestCode(server, email)
    expect((await confirm(codeId, code)).status).toBe(200)
    expect(await (await confirm(codeId, code)).json()).toMatchObject({ code: authErrorCodes.codeExpired })
  })

  it("limits code requests per e-mail", async () => {
    const email = freshEmail()
    for (let i = 0; i < 5; i++) await requestCode(server, email)
    const sixth = await post(server, "/api/public/pay-widget/auth/fast-auth/init", { email, countryIsoCode: "KE" })
    expect(sixth.status).toBe(429)
    const body = await sixth.json()
    expect(body).toMatchObject({ code: authErrorCodes.tooManyAttempts })
    expect(body.retryAfterSeconds).toBeGreaterThan(0)
    expect(await outbox(server, email)).toHaveLength(5)
  })

  it("refuses a malformed e-mail and an unknown country, and sends nothing", async () => {
    const bad = await post(server, "/api/public/pay-widget/auth/fast-auth/init", {
      email: "not-an-email",
      countryIsoCode: "KE",
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: errorCodes.invalidRequest, message: validation.emailRequired })
    const email = freshEmail()
    const nowhere = await post(server, "/api/public/pay-widget/auth/fast-auth/init", { email, countryIsoCode: "XX" })
    expect(nowhere.status).toBe(400)
    expect(await outbox(server, email)).toEqual([])
  })
})
