// The off-ramp order's status (spec 2 §2 /offramp/status; §8 Confirm order fails: the server's message, else 'Failed
// to confirm order'), over the crypto order status chart's expectations.
import { offrampFailures } from "../offrampFixtures.ts"
import { cryptoOrderStatusExpectations } from "./cryptoOrderStatus.ts"

export const offrampStatusExpectations = cryptoOrderStatusExpectations({
  route: "/offramp/status",
  refusal: { error: offrampFailures.hashUsed, text: offrampFailures.hashUsed.message },
})
