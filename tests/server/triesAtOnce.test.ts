// Guesses sent all at once (issue 13): wrong passwords, wrong sign-in codes and wrong payment OTPs are each checked
// at most as many times as their limit allows, however many arrive together; the rest are refused unchecked.
import { describe, expect, it } from "vitest"
import { authErrorCodes } from "../../schema/authErrors.ts"
import { swapProblems } from "../../schema/swaps.ts"
import { createOrder, quoteId } from "../support/onramp.ts"
import { api, serverForThisFile } from "../support/server.ts"
import { bearer, freshEmail, latestCode, outbox, post, requestCode, signIn } from "../support/signIn.ts"

const server = serverForThisFile()
const base = "/api/public/pay-widget/auth"

/** 50 guesses, none of them `right`. */
const wrongGuesses = (right: string, count = 50) =>
  Array.from({ length: count + 1 }, (_, i) => String(100_000 + i * 7919))
    .filter((guess) => guess !== right)
    .slice(0, count)

const allAtOnce = async (send: (guess: string) => Promise<Response>, guesses: ReadonlyArray<string>) => {
  const answers = await Promise.all(guesses.map(send))
  return Promise.all(answers.map(async (answer) => ({ status: answer.status, body: await answer.json() })))
}
const countOf = (answers: ReadonlyArray<{ body: { code?: string; message?: string } }>, code: string) =>
  answers.filter((answer) => answer.body.code === code || answer.body.message === code).length

describe("wrong guesses sent all at once", () => {
  it("checks 5 of 50 wrong passwords; the rest are told to wait", async () => {
    const email = freshEmail("passwords")
    await signIn(server, email)
    const { codeId } = await (await post(server, `${base}/forgot-password-init`, { email })).json()
    const code = await latestCode(server, email)
    expect((await post(server, `${base}/verify-code`, { codeId, code })).status).toBe(200)
    expect((await post(server, `${base}/change-password`, { codeId, password: "Savanna2026" })).status).toBe(200)

    const login = (password: string) => post(server, `${base}/login/email`, { email, password })
    const answers = await allAtOnce(
      login,
      wrongGuesses("").map((guess) => `Wrong${guess}`),
    )
    // Five failures in 15 minutes are free; then the account waits (docs/decisions.md, Sign-in).
    expect(countOf(answers, authErrorCodes.credentialsInvalid)).toBe(5)
    expect(countOf(answers, authErrorCodes.tooManyAttempts)).toBe(45)
  })

  it("checks 5 of 50 wrong sign-in codes; the right one is then refused too", async () => {
    const email = freshEmail("codes")
    const { codeId } = await requestCode(server, email)
    const code = await latestCode(server, email)
    const confirm = (guess: string) =>
      post(server, `${base}/fast-auth/confirm`, { codeId, code: guess, countryIsoCode: "KE" })
    const answers = await allAtOnce(confirm, wrongGuesses(code))
    // A code is dead after 5 wrong tries: four say how many are left, the fifth and every later one that it is spent.
    expect(
      answers
        .filter((answer) => answer.body.code === authErrorCodes.codeIncorrect)
        .map((a) => a.body.attemptsLeft)
        .sort(),
    ).toEqual([1, 2, 3, 4])
    expect(countOf(answers, authErrorCodes.codeAttemptsExhausted)).toBe(46)
    expect((await confirm(code)).status).toBe(400)
  })

  it("checks 5 of 49 wrong payment OTPs; the right one is then refused too", async () => {
    const email = freshEmail("otp")
    const tokens = await signIn(server, email, "GH")
    // Mobile money in Ghana asks the buyer for an OTP (server/onramp/transferInstructions.ts).
    const ghanaMtn = { countryIsoCode: "GH", carrierCode: "mtn", amount: 200 }
    const created = await createOrder(server, tokens, await quoteId(server, ghanaMtn), { amount: 200 })
    expect(created.status).toBe(200)
    const order = await (await api(server, `/api/public/pay-widget/onramp/order/${(await created.json())._id}`)).json()
    const swapCall = (action: string, body: unknown) =>
      post(server, `/api/private/swaps/buy/${order.buySwap._id}/${action}`, body, bearer(tokens))
    expect((await swapCall("init-transfer", {})).status).toBe(200)
    const [message] = await outbox(server, email)
    const otp = message?.code ?? ""

    const answers = await allAtOnce((guess) => swapCall("verify-otp", { code: guess }), wrongGuesses(otp, 49))
    // An OTP takes 5 tries; after them the buyer asks for a new one.
    expect(countOf(answers, swapProblems.wrongCode)).toBe(5)
    expect(countOf(answers, swapProblems.tooManyTries)).toBe(44)
    const right = await swapCall("verify-otp", { code: otp })
    expect(right.status).toBe(400)
    expect((await right.json()).message).toBe(swapProblems.tooManyTries)
  })
})
