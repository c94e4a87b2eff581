// A seller whose device remembers another country the catalogue offers (spec 2 §5 country choice order: configured,
// account, stored, IP-detected): the amount starts in the stored country, not the located one.
import { offrampMachine } from "../../../machines/offramp.ts"
import { defineChart } from "../chart.ts"
import { offrampExpectations } from "../expected/offramp.ts"
import { offrampCatalog } from "../offrampFixtures.ts"

const [kenya] = offrampCatalog.channels
const withNigeria = {
  ...offrampCatalog,
  channels: [...offrampCatalog.channels, { ...kenya, countryIsoCode: "NG", currencyIsoCode: "NGN" }],
}

export default defineChart({
  name: "offramp (stored country)",
  machine: offrampMachine,
  input: { config: { network: "CELO", asset: "CUSD" }, storedCountry: "NG" },
  events: [{ type: "xstate.done.actor.loadCatalog", output: withNigeria }],
  expectations: offrampExpectations,
})
