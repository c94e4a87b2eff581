// The ID check's form and answers as the user meets them (spec 1 §4 KYC statuses, §5 KYC form and requirement;
// spec 2 §7 the KYC init call, §9 status polled every 5 s): which documents are offered for the level asked for,
// Submit enabled only once the form is complete and well formed, what the check sends, and a refusal's message
// cleared once the user changes the form. The model walk takes one way through the form; these try the others.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise } from "xstate"
import { documentsFor, type KycEvent, kycMachine } from "../../machines/kyc.ts"
import type { KycLevel } from "../../schema/enums.ts"
import type { CurrentKyc, KycStatus } from "../../schema/kyc.ts"
import type { KycFieldValue } from "../../schema/kycForm.ts"
import { errors } from "../../schema/messages.ts"
import { kycImage, kycStatuses, nationalId } from "../model/fixtures.ts"

/** What the check call is given (spec 2 §7 KYC init). */
interface KycCheck {
  readonly idType: string
  readonly documentId: string
  readonly userFields: Record<string, KycFieldValue>
}

const passport = {
  _id: "ke-passport",
  title: "Passport",
  documentIdPattern: "^[A-Z0-9]{6,12}$",
  requiredFields: [{ name: "fullName", label: "Full name", type: "string" as const, required: true }],
}
/** A status offering a national ID for basic and a passport for advanced. */
const bothLevels = { ...kycStatuses.notStarted, advancedKycDocuments: [passport] }

/** The check run for `level` with the status `status`; the check call answers as `submit` and is recorded. */
const check = (
  level: KycLevel,
  status: unknown,
  submit: (input: unknown) => Promise<unknown> = async () => kycStatuses.beingVerified.currentKyc,
) => {
  const sent: Array<unknown> = []
  let statusReads = 0
  const actor = createActor(
    kycMachine.provide({
      actors: {
        loadStatus: fromPromise<KycStatus, undefined>(async () => {
          statusReads += 1
          return status as KycStatus
        }),
        submitCheck: fromPromise<CurrentKyc, KycCheck>(async ({ input }) => {
          sent.push(input)
          return (await submit(input)) as CurrentKyc
        }),
      },
    }),
    { input: { requiredLevel: level } },
  ).start()
  const send = (...events: ReadonlyArray<KycEvent>) => {
    for (const event of events) actor.send(event)
  }
  return {
    actor,
    sent,
    send,
    statusReads: () => statusReads,
    canSubmit: () => actor.getSnapshot().can({ type: "submit" }),
  }
}

/** Lets the status and check calls answer. */
const settle = () => vi.advanceTimersByTimeAsync(0)

/** The national ID's form filled in as the fixtures' rules ask: a name of letters, a past ISO date, the photo. */
const fillNationalId: ReadonlyArray<KycEvent> = [
  { type: "document.select", id: nationalId._id },
  { type: "field.change", name: "firstName", value: "Amina" },
  { type: "field.change", name: "dateOfBirth", value: "1994-03-12" },
  { type: "image.add", name: "documentFront", dataUrl: kycImage },
  { type: "documentId.change", value: "A1234567" },
]

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe("the documents offered", () => {
  it("are the basic level's for a basic check and the advanced level's for an advanced one", async () => {
    const basic = check("basic", bothLevels)
    const advanced = check("advanced", bothLevels)
    await settle()
    expect(documentsFor(basic.actor.getSnapshot().context)).toEqual([nationalId])
    expect(documentsFor(advanced.actor.getSnapshot().context)).toEqual([passport])
  })

  it("the form is the chosen document's", async () => {
    const { actor, send, canSubmit } = check("basic", { ...bothLevels, basicKycDocuments: [nationalId, passport] })
    await settle()
    send({ type: "document.select", id: passport._id })
    send(
      { type: "field.change", name: "fullName", value: "Amina Njeri" },
      { type: "documentId.change", value: "AB1234" },
    )
    // The passport's form is complete; the national ID's would still lack its fields.
    expect(canSubmit()).toBe(true)
    actor.stop()
  })
})

describe("where the status leads (spec 1 §4, §5)", () => {
  it("a basic check passed does not cover an advanced one: the user chooses a document", async () => {
    const { actor } = check("advanced", { ...bothLevels, passedKycType: "basic" })
    await settle()
    expect(actor.getSnapshot().value).toBe("choosing")
  })

  it("an advanced check passed covers a basic one", async () => {
    const { actor } = check("basic", { ...bothLevels, passedKycType: "advanced" })
    await settle()
    expect(actor.getSnapshot().value).toBe("passed")
  })

  it("an invalid check, below the attempt limit, lets the user start a new one", async () => {
    const invalid = { ...kycStatuses.atLimit, reachedKycLimit: false }
    const { actor, send } = check("basic", invalid)
    await settle()
    expect(actor.getSnapshot().value).toBe("failed")
    send({ type: "retry" })
    expect(actor.getSnapshot().value).toBe("choosing")
  })

  it("Continue once passed ends the check, telling the journey it passed", async () => {
    const { actor, send } = check("basic", kycStatuses.passed)
    await settle()
    send({ type: "continue" })
    expect(actor.getSnapshot().status).toBe("done")
    expect(actor.getSnapshot().output).toEqual({ passed: true })
  })
})

describe("Submit (spec 1 §5: disabled until the form is valid)", () => {
  const filledBut = async (...changes: ReadonlyArray<KycEvent>) => {
    const { actor, send, canSubmit } = check("basic", kycStatuses.notStarted)
    await settle()
    send(...fillNationalId, ...changes)
    const enabled = canSubmit()
    actor.stop()
    return enabled
  }

  it("is enabled once every required field is filled and well formed, the photo taken and the number given", async () => {
    expect(await filledBut()).toBe(true)
  })
  it("is disabled while a field does not match its pattern", async () => {
    expect(await filledBut({ type: "field.change", name: "firstName", value: "4m!na" })).toBe(false)
  })
  it("is disabled while a required field is empty", async () => {
    expect(await filledBut({ type: "field.change", name: "dateOfBirth", value: "" })).toBe(false)
  })
  it("is disabled once the photo is removed, and enabled again by another photo: the fields typed stay", async () => {
    expect(await filledBut({ type: "image.remove", name: "documentFront" })).toBe(false)
    const retaken = { type: "image.add", name: "documentFront", dataUrl: kycImage } as const
    expect(await filledBut({ type: "image.remove", name: "documentFront" }, retaken)).toBe(true)
  })
  it("is disabled without a document number, or with one not in the document's format", async () => {
    expect(await filledBut({ type: "documentId.change", value: " " })).toBe(false)
    expect(await filledBut({ type: "documentId.change", value: "A1" })).toBe(false)
  })
  it("is disabled until a document is chosen, and after going back to the choice", async () => {
    const { actor, send, canSubmit } = check("basic", kycStatuses.notStarted)
    await settle()
    expect(canSubmit()).toBe(false)
    send(...fillNationalId, { type: "back" })
    expect(actor.getSnapshot().value).toBe("choosing")
    expect(canSubmit()).toBe(false)
    actor.stop()
  })
  it("a document chosen again starts an empty form", async () => {
    const { actor, send, canSubmit } = check("basic", kycStatuses.notStarted)
    await settle()
    send(...fillNationalId, { type: "back" }, { type: "document.select", id: nationalId._id })
    expect(actor.getSnapshot().context.fields).toEqual({})
    expect(actor.getSnapshot().context.documentId).toBe("")
    expect(canSubmit()).toBe(false)
    actor.stop()
  })
})

describe("the check sent (spec 2 §7: userFields, idType, documentId)", () => {
  it("carries the document type, the number without the spaces around it, and the fields as filled in", async () => {
    const { actor, send, sent } = check("basic", kycStatuses.notStarted)
    await settle()
    send(...fillNationalId, { type: "documentId.change", value: " A1234567 " }, { type: "submit" })
    expect(actor.getSnapshot().hasTag("loading")).toBe(true)
    await settle()
    expect(sent).toEqual([
      {
        idType: nationalId._id,
        documentId: "A1234567",
        userFields: { firstName: "Amina", dateOfBirth: "1994-03-12", documentFront: [kycImage] },
      },
    ])
    // Sent: the check is being verified, and the status is read again every 5 s (spec 2 §9).
    expect(actor.getSnapshot().value).toBe("verifying")
    actor.stop()
  })

  it("once sent, the check is being verified and its status read again after 5 s", async () => {
    const { actor, send, statusReads } = check("basic", kycStatuses.notStarted)
    await settle()
    send(...fillNationalId, { type: "submit" })
    await settle()
    expect(actor.getSnapshot().context.status?.currentKyc).toEqual(kycStatuses.beingVerified.currentKyc)
    expect(statusReads()).toBe(1)
    await vi.advanceTimersByTimeAsync(4_999)
    expect(statusReads()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(statusReads()).toBe(2)
    actor.stop()
  })
})

describe("a refused check's message (spec 1 §8)", () => {
  const refused = async () => {
    const made = check("basic", kycStatuses.notStarted, () => Promise.reject(new Error("network down")))
    await settle()
    made.send(...fillNationalId, { type: "submit" })
    await settle()
    return made
  }

  it("is the default 'Failed to submit ID check' when the server wrote none, and the form stays", async () => {
    const { actor } = await refused()
    expect(actor.getSnapshot().value).toBe("filling")
    expect(actor.getSnapshot().context.error).toBe(errors.failedToSubmitIdCheck)
    actor.stop()
  })

  const changes: ReadonlyArray<readonly [string, KycEvent]> = [
    ["a field typed", { type: "field.change", name: "firstName", value: "Amina" }],
    ["a photo taken", { type: "image.add", name: "documentFront", dataUrl: kycImage }],
    ["the number typed", { type: "documentId.change", value: "A1234567" }],
    ["Back", { type: "back" }],
  ]
  for (const [change, event] of changes)
    it(`is cleared by ${change}`, async () => {
      const { actor, send } = await refused()
      send(event)
      expect(actor.getSnapshot().context.error).toBeUndefined()
      actor.stop()
    })

  it("is cleared when the form is sent again", async () => {
    const { actor, send } = await refused()
    send({ type: "submit" })
    expect(actor.getSnapshot().context.error).toBeUndefined()
    actor.stop()
  })
})
