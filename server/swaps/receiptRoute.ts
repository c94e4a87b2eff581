// A receipt as its file, for its owner through the signed address of their order read (receiptLinks.ts): private,
// never cached beyond the link's life, never sniffed. An expired or forged address answers 403 with the reason.
import { Effect } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { receiptLinkCodes, receiptLinkProblems } from "../../schema/swaps.ts"
import { ServerSecret } from "../auth/secret.ts"
import { checkReceiptLink } from "./receiptLinks.ts"
import { Receipts } from "./receipts.ts"

const refused = (why: "expired" | "invalid") =>
  HttpServerResponse.jsonUnsafe(
    { _tag: "ReceiptLinkRefused", code: receiptLinkCodes[why], message: receiptLinkProblems[why] },
    { status: 403, headers: { "cache-control": "no-store" } },
  )

export const receiptRoute = HttpRouter.add(
  "GET",
  "/media/receipts/:receiptId",
  Effect.gen(function* () {
    const { receiptId = "" } = yield* HttpRouter.params
    const request = yield* HttpServerRequest.HttpServerRequest
    const query = new URL(request.url, "http://receipt.invalid").searchParams
    const link = checkReceiptLink(yield* ServerSecret, receiptId, {
      expires: query.get("expires"),
      signature: query.get("signature"),
    })
    if (link !== "valid") return refused(link)
    const receipt = yield* (yield* Receipts).file(receiptId)
    if (!receipt) return HttpServerResponse.text("No receipt", { status: 404 })
    return HttpServerResponse.uint8Array(receipt.bytes, {
      contentType: receipt.mime,
      headers: {
        // A browser may keep it a little, never past the link's life; shared caches never.
        "cache-control": "private, max-age=60",
        "x-content-type-options": "nosniff",
        "content-disposition": "inline",
        "referrer-policy": "no-referrer",
      },
    })
  }),
)
