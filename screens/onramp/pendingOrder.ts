// The signed-in user's open on-ramp order (spec 1 §4: initiated or buyer confirmed), read by the amount screen's
// banner and by the review, which shows it instead of a new order (spec 1 §2 Swap).
import { useQuery } from "@tanstack/react-query"
import { useRouteContext } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import type { OnrampOrder } from "../../schema/onrampModels.ts"
import { onrampQueryPolicy } from "../queries.ts"

/** The open order, if any. `refusedFor`: the order a creation was refused for, so the read is made again then. */
export const usePendingOrder = (refusedFor?: string): OnrampOrder | undefined => {
  const { session, account } = useRouteContext({ from: "__root__" })
  const signedIn = useSelector(session, (s) => s.context.user !== undefined)
  const pending = useQuery({
    // The amount screen's banner reads the same entry; a refusal for an order makes a read of its own.
    queryKey: refusedFor === undefined ? ["pendingOrder"] : ["pendingOrder", refusedFor],
    queryFn: account.pendingOrder,
    enabled: signedIn,
    ...onrampQueryPolicy,
  })
  return signedIn ? (pending.data ?? undefined) : undefined
}
