// What a chart shows of a failed call (spec 1 §8, spec 2 §8): server errors show their message, otherwise the
// situation's default; an unreadable body is 'Request failed' and shows the default too. The server writes its own
// messages with a code beside them (schema/errors.ts), in the error itself or in the body the client raised.
import { describe, expect, it } from "vitest"
import { failureMessage, failureTag, showFailure, toastFailure } from "../../machines/failure.ts"
import { errors } from "../../schema/messages.ts"

const fallback = errors.failedToCreateTheOrder
const serverSaid = "Amount is below the minimum of 100 KES"

describe("the message of a failed call", () => {
  it("is the server's own, written with its code", () => {
    expect(failureMessage({ code: "AMOUNT_TOO_LOW", message: serverSaid }, fallback)).toBe(serverSaid)
    expect(failureMessage({ status: 400, body: { code: "AMOUNT_TOO_LOW", message: serverSaid } }, fallback)).toBe(
      serverSaid,
    )
  })

  it("is the situation's default for a message without a code: a transport error or an unreadable body", () => {
    expect(failureMessage({ message: errors.requestFailed }, fallback)).toBe(fallback)
    expect(failureMessage({ message: "Failed to fetch" }, fallback)).toBe(fallback)
    expect(failureMessage({ body: { message: serverSaid } }, fallback)).toBe(fallback)
  })

  it("is the default for a code without a message, and for what is no error object at all", () => {
    expect(failureMessage({ code: "AMOUNT_TOO_LOW" }, fallback)).toBe(fallback)
    expect(failureMessage({ body: { code: "AMOUNT_TOO_LOW" } }, fallback)).toBe(fallback)
    expect(failureMessage({ code: "", message: serverSaid }, fallback)).toBe(fallback)
    for (const nothing of [undefined, null, "Request failed", 503, {}])
      expect(failureMessage(nothing, fallback)).toBe(fallback)
  })

  it("is what the chart shows on the page and what it toasts", () => {
    const event = { error: { code: "AMOUNT_TOO_LOW", message: serverSaid } }
    expect(showFailure(fallback).params({ event })).toEqual({ message: serverSaid })
    expect(showFailure(fallback).params({ event: { error: new Error("socket hang up") } })).toEqual({
      message: fallback,
    })
    expect(toastFailure(fallback).params({ event })).toBe(serverSaid)
    expect(toastFailure(fallback).params({ event: { error: null } })).toBe(fallback)
  })
})

describe("the kind of a failed call the charts branch on", () => {
  it("is its tag, and nothing for what carries none", () => {
    expect(failureTag({ _tag: "QuoteExpired", message: "The offer has expired" })).toBe("QuoteExpired")
    for (const untagged of [undefined, null, "QuoteExpired", {}, { code: "QUOTE_EXPIRED" }])
      expect(failureTag(untagged)).toBeUndefined()
  })
})
