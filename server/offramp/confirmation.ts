// Confirming an order with the hash of its payment, as the off-ramp's confirm-order and buy-goods' confirm-payment
// both do: the hash is checked for its network, optionally read on chain first, then given to the order to check
// (hashClaims.ts: taken at once when the read proved it pays the order), and each refusal answers its reason.
import { Effect } from "effect"
import { evmNetworks, type Network } from "../../schema/enums.ts"
import { errorCodes, type InvalidRequest, invalidRequest, NotFound } from "../../schema/errors.ts"
import { errors, validation } from "../../schema/messages.ts"
import { transactionProblems } from "../../schema/offramp.ts"
import {
  type OrderAlreadyProcessed,
  type OrderNotPayable,
  orderRefusals,
  type TooManyHashes,
  type TransactionHashUsed,
} from "../../schema/orderRefusals.ts"
import { type HashClaim, normaliseHash } from "./hashClaims.ts"

type HashConfirmationRefusal = OrderAlreadyProcessed | OrderNotPayable | TransactionHashUsed | TooManyHashes

export const orderNotFound = () => new NotFound({ code: errorCodes.notFound, message: errors.orderNotFound })

export const confirmByHash = <Order extends { readonly _id: string; readonly network: Network }, E = never, R = never>(
  orderId: string,
  typed: string,
  services: {
    readonly read: (orderId: string) => Effect.Effect<Order | undefined>
    readonly claim: (orderId: string, hash: string, proven: boolean) => Effect.Effect<HashClaim>
    /**
     * Reads the payment first: refuses one that does not pay the order (its hash stays free), and answers whether it
     * was proven to pay it ("unknown" while it is not mined or the chain cannot be read: the payment job reads it).
     */
    readonly verify?: (order: Order, hash: string) => Effect.Effect<"pays" | "unknown", E, R>
  },
): Effect.Effect<Order, InvalidRequest | NotFound | HashConfirmationRefusal | E, R> =>
  Effect.gen(function* () {
    const hash = typed.trim()
    if (hash === "") return yield* invalidRequest(validation.transactionHashRequired)
    const order = yield* services.read(orderId)
    if (!order) return yield* orderNotFound()
    if (evmNetworks.includes(order.network) && !/^0x[0-9a-fA-F]{64}$/.test(hash))
      return yield* invalidRequest(transactionProblems.notAHash(order.network))
    const normalised = normaliseHash(order.network, hash)
    const proof = services.verify ? yield* services.verify(order, normalised) : "unknown"
    const claim = yield* services.claim(order._id, normalised, proof === "pays")
    if (!claim.claimed) {
      switch (claim.refused) {
        case "notFound":
          return yield* orderNotFound()
        default:
          return yield* orderRefusals[claim.refused]()
      }
    }
    return (yield* services.read(order._id)) ?? (yield* orderNotFound())
  })
