// Signing in on the off-ramp amount with an account in another country the catalogue offers: the amount takes the
// account's country (spec 1 §4 country choice order: the account country before the stored and guessed ones).
import { offrampMachine } from "../../../machines/offramp.ts"
import { defineChart } from "../chart.ts"
import { offrampExpectations } from "../expected/offramp.ts"
import { user } from "../fixtures.ts"
import { offrampCatalog } from "../offrampFixtures.ts"

const [kenya] = offrampCatalog.channels
const withNigeria = {
  ...offrampCatalog,
  channels: [...offrampCatalog.channels, { ...kenya, countryIsoCode: "NG", currencyIsoCode: "NGN" }],
}

export default defineChart({
  name: "offramp (account in another country)",
  machine: offrampMachine,
  input: { config: { network: "CELO", asset: "CUSD" } },
  events: [
    { type: "xstate.done.actor.loadCatalog", output: withNigeria },
    { type: "session.user", user: { ...user, countryIsoCode: "NG" } },
  ],
  expectations: offrampExpectations,
})
