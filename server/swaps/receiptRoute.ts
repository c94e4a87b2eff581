// A receipt as its file, for the buyer and the agent: private, never cached by shared caches, never sniffed.
import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { Receipts } from "./receipts.ts"

export const receiptRoute = HttpRouter.add(
  "GET",
  "/media/receipts/:receiptId",
  Effect.gen(function* () {
    const { receiptId } = yield* HttpRouter.params
    const receipt = yield* (yield* Receipts).file(receiptId ?? "")
    if (!receipt) return HttpServerResponse.text("No receipt", { status: 404 })
    return HttpServerResponse.uint8Array(receipt.bytes, {
      contentType: receipt.mime,
      headers: {
        "cache-control": "private, max-age=3600",
        "x-content-type-options": "nosniff",
        "content-disposition": "inline",
        "referrer-policy": "no-referrer",
      },
    })
  }),
)
