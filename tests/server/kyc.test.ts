// Identity checks on the server (spec 1 §3, §5, §7; spec 2 §8): status, a check validated before anything is
// kept, the sandbox review, attempts and their limit.
import { describe, expect, it } from "vitest"
import { errorCodes } from "../../schema/errors.ts"
import { type KycStatus, kycAttemptsExhaustedCode } from "../../schema/kyc.ts"
import { errors, validation } from "../../schema/messages.ts"
import { api, serverForThisFile } from "../support/server.ts"
import { bearer, currentUser, freshEmail, post, signIn } from "../support/signIn.ts"

const server = serverForThisFile()

type Tokens = Awaited<ReturnType<typeof signIn>>
const png = `data:image/png;base64,${"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="}`
const validFields = { firstName: "Amina", lastName: "Otieno", dateOfBirth: "1994-03-12", documentFront: [png] }

const status = async (tokens: Tokens): Promise<KycStatus> =>
  (await api(server, "/api/private/auth/user/kyc/status?sourceParam=test", { headers: bearer(tokens) })).json()
const submit = (tokens: Tokens, body: { userFields: Record<string, unknown>; idType: string; documentId: string }) =>
  post(server, "/api/private/auth/user/kyc/init", body, bearer(tokens))
const settled = async (tokens: Tokens) => {
  for (let i = 0; i < 40; i++) {
    const now = await status(tokens)
    if (now.currentKyc?.status !== "initiated") return now
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error("the check was never reviewed")
}

describe("identity checks", () => {
  it("answers the status with the country's rules and documents, in both readings of the spec", async () => {
    const tokens = await signIn(server, freshEmail(), "NG")
    const now = await status(tokens)
    expect(now).toMatchObject({
      passedKycType: null,
      kycRules: { onRampMinBasic: 50, onRampMinAdvanced: 500, offRampMinBasic: 50, offRampMinAdvanced: 500 },
      currentKyc: null,
      reachedKycLimit: false,
    })
    expect(now.basicKycDocuments.map((d) => d._id)).toEqual(["ng-national-id"])
    expect(now.advancedKycDocuments[0]?.requiredFields.map((f) => f.type)).toContain("images")
  })

  it("reviews a valid basic check and grants the level", async () => {
    const tokens = await signIn(server, freshEmail())
    const answer = await submit(tokens, { userFields: validFields, idType: "ke-national-id", documentId: "A1234567" })
    expect(answer.status).toBe(200)
    expect((await status(tokens)).currentKyc).toMatchObject({ status: "initiated", type: "basic" })
    const after = await settled(tokens)
    expect(after).toMatchObject({ passedKycType: "basic", currentKyc: { status: "approved" } })
  })

  it("refuses what it cannot accept, says why, and keeps nothing", async () => {
    const tokens = await signIn(server, freshEmail())
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [
        { ...validFields, firstName: "4m1na!" },
        "ke-national-id",
        "A1234567",
        `${validation.invalidFormat}: First name`,
      ],
      [
        { ...validFields, dateOfBirth: "12/03/1994" },
        "ke-national-id",
        "A1234567",
        `${validation.invalidFormat}: Date of birth`,
      ],
      [
        { ...validFields, documentFront: [] },
        "ke-national-id",
        "A1234567",
        `${validation.fillAllFields}: Front of the ID card`,
      ],
      [validFields, "ke-national-id", "", `${validation.fillAllFields}: Document number`],
      [validFields, "ke-national-id", "a!", `${validation.invalidFormat}: Document number`],
      [validFields, "ke-secret-agent-license", "A1234567", "Unknown document type: ke-secret-agent-license"],
      [validFields, "ng-national-id", "A1234567", "Unknown document type: ng-national-id"],
      [
        {
          ...validFields,
          documentFront: [`data:image/png;base64,${Buffer.from("<svg onload=alert(1)>").toString("base64")}`],
        },
        "ke-national-id",
        "A1234567",
        "Front of the ID card: the file is not a JPEG, PNG or WebP image",
      ],
    ]
    for (const [userFields, idType, documentId, message] of cases) {
      const answer = await submit(tokens, { userFields, idType, documentId })
      expect(answer.status, message).toBe(400)
      expect(await answer.json()).toMatchObject({ code: errorCodes.invalidRequest, message })
    }
    const huge = `data:image/png;base64,${Buffer.alloc(20 * 1024 * 1024).toString("base64")}`
    // Over the 24 MiB limit the server answers 413 before reading the body and closes the connection, so a client
    // still sending may see the connection reset instead of the answer (more likely on a loaded machine).
    const tooLarge = await submit(tokens, {
      userFields: { ...validFields, documentFront: [huge] },
      idType: "ke-national-id",
      documentId: "A1234567",
    }).then(
      (answer) => answer.status,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code,
    )
    expect([400, 413, "ECONNRESET", "EPIPE"]).toContain(tooLarge)
    expect((await status(tokens)).currentKyc).toBeNull()
  })

  it("lets a rejected user try again until the attempt limit, then refuses with the spec's message", async () => {
    const tokens = await signIn(server, freshEmail())
    for (const attempt of [1, 2, 3]) {
      const rejected = await submit(tokens, {
        userFields: validFields,
        idType: "ke-national-id",
        documentId: `B${attempt}000`,
      })
      expect(rejected.status).toBe(200)
      const after = await settled(tokens)
      expect(after.currentKyc).toMatchObject({ status: "rejected", statusDescription: expect.any(String) })
      expect(after.reachedKycLimit).toBe(attempt === 3)
    }
    const refused = await submit(tokens, { userFields: validFields, idType: "ke-national-id", documentId: "A1234567" })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: kycAttemptsExhaustedCode, message: errors.kycAttemptsReached })
  })

  it("refuses a second check while one is being reviewed", async () => {
    const tokens = await signIn(server, freshEmail())
    expect(
      (await submit(tokens, { userFields: validFields, idType: "ke-national-id", documentId: "C1234567" })).status,
    ).toBe(200)
    expect(
      (await submit(tokens, { userFields: validFields, idType: "ke-national-id", documentId: "C7654321" })).status,
    ).toBe(400)
  })

  it("lets the sandbox decide at once, and grant a level with no check pending", async () => {
    const tokens = await signIn(server, freshEmail())
    const { _id } = await (await currentUser(server, tokens)).json()
    const decide = (decision: string, level?: string) =>
      fetch(`${server.url}/api/sandbox/kyc/${_id}/decide`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ decision, level }),
      })
    expect((await decide("invalid")).status).toBe(200)
    expect((await status(tokens)).currentKyc).toMatchObject({ status: "invalid" })
    expect((await decide("approved", "advanced")).status).toBe(200)
    expect(await status(tokens)).toMatchObject({
      passedKycType: "advanced",
      currentKyc: { status: "approved", type: "advanced" },
    })
  })

  it("refuses the status and a check without a token", async () => {
    expect((await api(server, "/api/private/auth/user/kyc/status")).status).toBe(401)
  })
})
