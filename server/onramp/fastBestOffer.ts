// best-offer answered outside Effect's HTTP stack (../http/fastReads.ts): the same offer (`bestOfferJson`, the call's
// own handler, run as an Effect of its own) with the same headers. The payload is decoded with the call's schema; a
// request the full stack would refuse or answer otherwise (another content type, a NUL, JSON or fields it cannot
// read, an amount or market it refuses, a body it would compress) passes on to it, with the body already read.
import { Effect, Exit, Schema } from "effect"
import { BestOfferRequest } from "../../schema/onrampModels.ts"
import { hasJsonNul } from "../http/badInput.ts"
import { everyAnswer, type FastRoute, frontDoorAdmits, readBody, replay } from "../http/fastReads.ts"
import type { Settings } from "../settings/repository.ts"

/** Far above any best-offer payload; a larger one is the full stack's to read and refuse. */
const maxBodyBytes = 16 * 1024
/** The compression middleware's (HttpMiddleware.compression) smallest body it compresses. */
const compressedFrom = 1024
/** As the full stack reads a body (NodeHttpIncomingMessage: a TextDecoder, a byte order mark dropped). */
const textDecoder = new TextDecoder()
const decode = Schema.decodeUnknownExit(BestOfferRequest)

export const fastBestOffer =
  (
    bestOfferJson: (payload: typeof BestOfferRequest.Type) => Effect.Effect<string, unknown>,
    settings: Settings["Service"],
    defaultCountry: string,
  ): FastRoute =>
  (request, response, passOn) => {
    const length = Number(request.headers["content-length"])
    if (
      request.headers["content-type"] !== "application/json" ||
      !(length > 0 && length <= maxBodyBytes) ||
      request.headers["transfer-encoding"] !== undefined ||
      !frontDoorAdmits(request, settings.current(), defaultCountry)
    ) {
      return false
    }
    readBody(request, (body) => {
      const fullStack = () => passOn(replay(request, body), response)
      if (hasJsonNul(body)) return fullStack()
      let json: unknown
      try {
        json = JSON.parse(textDecoder.decode(body))
      } catch {
        return fullStack()
      }
      const payload = decode(json)
      if (Exit.isFailure(payload)) return fullStack()
      Effect.runPromiseExit(bestOfferJson(payload.value)).then((answer) => {
        if (Exit.isFailure(answer)) return fullStack()
        const length = Buffer.byteLength(answer.value)
        if (length >= compressedFrom && request.headers["accept-encoding"] !== undefined) return fullStack()
        response.writeHead(200, {
          "content-type": "application/json",
          "content-length": length,
          ...everyAnswer,
          vary: "Accept-Encoding",
        })
        // A string, so that Node sends it in one write with the headers (a buffer goes as a second one).
        response.end(answer.value)
      })
    })
    return true
  }
