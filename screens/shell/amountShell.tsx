// The amount screen as HTML for the page the server sends at `/` (issue 17, docs/performance.md step 12): the real
// components (the step bar and screens/onramp/AmountScreen.tsx) rendered to a string with the catalogue the server
// writes into the page, the payment channels and the visitor's language, as the app's first render of the amount
// shows them (the offer not in yet). Built for Node beside the widget (vite.config.ts, `prerender/`) and called by
// the server (server/http/amountShell.ts); the page paints it before any script ran, and the app takes its place
// once its own amount is ready (./firstPaint.ts).
import { Schema } from "effect"
import type { VNode } from "preact"
import { renderToString } from "preact-render-to-string"
import { getInitialSnapshot } from "xstate"
import { onrampMachine } from "../../machines/onramp.ts"
import { kycLevelNeeded, offeredCatalog } from "../../machines/onrampContext.ts"
import { buyingCountries, firstChoices } from "../../machines/onrampStart.ts"
import { CountryChannels } from "../../schema/catalog.ts"
import { readQueryConfig } from "../../schema/config.ts"
import { FirstScreenData } from "../../schema/firstScreenData.ts"
import { type Language, languages } from "../../schema/languages.ts"
import { onrampNextLabel } from "../../schema/onrampRules.ts"
import { loadTranslator } from "../i18n/load.ts"
import { StaticTexts } from "../i18n/text.tsx"
import { AmountScreen } from "../onramp/AmountScreen.tsx"
import { visibleSteps } from "../onramp/steps.ts"
import { StepBar } from "./StepBar.tsx"

export interface AmountShellInput {
  /** The page's first-screen block, as JSON (schema/firstScreenData.ts). */
  readonly firstScreen: unknown
  /** What GET onramp/payment-channels answers without a source, as JSON. */
  readonly channels: unknown
  readonly language: string
}

const decode = Schema.decodeUnknownSync(
  Schema.Struct({ firstScreen: FirstScreenData, channels: Schema.Array(CountryChannels) }),
)

/** The amount screen's markup (the step bar, then the screen), or "" when the data does not decode, the language is
 * not one of the widget's, or the journey would not open on its fields (no country to buy in, a paused service). */
export const renderAmountShell = async (input: AmountShellInput): Promise<string> => {
  const language = languages.find((l) => l === input.language)
  if (!language) return ""
  const { firstScreen, channels } = decode({ firstScreen: input.firstScreen, channels: input.channels })
  // As the journey starts on a link with no parameters (screens/onramp/journey.tsx), then keeps its catalogue
  // (machines/onrampSetup.ts keepCatalog) and waits in the amount's first state for the offer.
  const { config } = readQueryConfig("")
  const catalog = offeredCatalog(
    {
      countries: buyingCountries(firstScreen.countries, channels),
      assets: firstScreen.blockchainAssets,
      creationEnabled: firstScreen.activeFeatures.onRampPayWidgetCreationEnabled,
      located: firstScreen.location.countryIsoCode ?? null,
    },
    config,
  )
  const start = getInitialSnapshot(onrampMachine, { config: { ...config, query: {} } })
  const context = { ...start.context, catalog, ...firstChoices(config, catalog) }
  if (!context.country || !context.asset || !catalog.creationEnabled) return ""
  const snapshot = onrampMachine.resolveState({ value: { amount: "settling" }, context })
  const t = language === "en" ? (english: string) => english : await loadTranslator(language)
  const kycRequired = kycLevelNeeded(context) !== undefined
  const page = (
    <StaticTexts language={language as Language} t={t}>
      <StepBar current="Amount" steps={visibleSteps({ current: "Amount", walletFrozen: false, kycRequired })} />
      <AmountScreen
        snapshot={snapshot}
        send={() => undefined}
        hideSwitch={false}
        onSell={() => undefined}
        onCountryChosen={() => undefined}
        nextLabel={onrampNextLabel({ hasWalletAddress: false, signedIn: false, kycRequired, hasOpenOrder: false })}
        live={false}
      />
    </StaticTexts>
  )
  return renderToString(page as unknown as VNode)
}
