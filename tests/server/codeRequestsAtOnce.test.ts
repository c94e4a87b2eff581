// Sign-in code requests sent all at once (issue 13): the limits per e-mail (5 in 10 minutes) and per client address
// (30 here, as the deployment sets it) hold however many requests arrive together, and no refused request mails.
import { describe, expect, it } from "vitest"
import { authErrorCodes } from "../../schema/authErrors.ts"
import { serverForThisFile } from "../support/server.ts"
import { freshEmail, outbox, post } from "../support/signIn.ts"

const server = serverForThisFile({ codeRequestsPerAddress: 30 })
const askCode = (email: string) =>
  post(server, "/api/public/pay-widget/auth/fast-auth/init", { email, countryIsoCode: "KE" })

/** Sends every request at once and answers how many were accepted and how many refused as too many. */
const allAtOnce = async (emails: ReadonlyArray<string>) => {
  const answers = await Promise.all(emails.map(askCode))
  const bodies = await Promise.all(answers.map((answer) => answer.json()))
  return {
    accepted: answers.filter((answer) => answer.status === 200).length,
    refused: bodies.filter((body) => body.code === authErrorCodes.tooManyAttempts).length,
  }
}

describe("code requests sent all at once", () => {
  it("accepts 5 of 50 for one e-mail and mails 5 codes; the address then has 25 of its 30 left", async () => {
    const email = freshEmail("burst")
    expect(await allAtOnce(Array.from({ length: 50 }, () => email))).toEqual({ accepted: 5, refused: 45 })
    expect(await outbox(server, email)).toHaveLength(5)

    const others = Array.from({ length: 50 }, (_, i) => freshEmail(`address${i}`))
    expect(await allAtOnce(others)).toEqual({ accepted: 25, refused: 25 })
    const mailed = await Promise.all(others.map((other) => outbox(server, other)))
    expect(mailed.filter((messages) => messages.length > 0)).toHaveLength(25)
  })
})
