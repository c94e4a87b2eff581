// The off-ramp's pay step (spec 2 §2 /offramp/pay; §8 Confirm order fails: the server's message, else 'Failed to
// confirm order'), over the crypto payment chart's expectations.
import { offrampFailures } from "../offrampFixtures.ts"
import { cryptoPayExpectations } from "./cryptoPay.ts"

export const offrampPayExpectations = cryptoPayExpectations({
  route: "/offramp/pay",
  refusal: { error: offrampFailures.hashUsed, text: offrampFailures.hashUsed.message },
})
