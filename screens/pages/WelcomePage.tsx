// The home page (/welcome, spec 1 §2): what the widget does, the Buy and Sell entries (the on-ramp at / and the
// off-ramp at /offramp, keeping the integrator's configuration) and the payment methods of the visitor's country,
// chosen in the spec's order (spec 1 §4) and read from the two payment-channel calls.
import { useQuery } from "@tanstack/react-query"
import { Link, useRouteContext } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useState } from "react"
import { withEnvironment } from "../../schema/config.ts"
import { screens, screenTitles } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { chooseCountry } from "../../schema/onrampRules.ts"
import { welcomeLabels } from "../../schema/welcomeLabels.ts"
import { catalogQueries } from "../queries.ts"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { Picker } from "../ui/Picker.tsx"
import { merchantQueries } from "../wiring/merchant.ts"
import { CountryMethods, channelsOf } from "./CountryMethods.tsx"
import { PossibleRewards } from "./PossibleRewards.tsx"
import "./pages.css"
import { useText } from "../i18n/text.tsx"

type Search = Record<string, unknown>

export function WelcomePage() {
  const { t } = useText()
  const { runtime, session, query, environment } = useRouteContext({ from: "__root__" })
  const countries = useQuery(catalogQueries(runtime).countries)
  const ipInfo = useQuery(catalogQueries(runtime).ipInfo)
  const source = withEnvironment(query.config, environment.widget).source
  const toBuy = useQuery(merchantQueries(runtime).onrampChannels(source))
  const toSell = useQuery(merchantQueries(runtime).offrampChannels(source))
  const account = useSelector(session, (s) => s.context.user?.countryIsoCode)
  const [chosen, setChosen] = useState<string>()

  const served = (countries.data ?? []).filter(
    (c) => channelsOf(toBuy.data, c.countryIsoCode).length + channelsOf(toSell.data, c.countryIsoCode).length > 0,
  )
  const country = chooseCountry(
    { chosen, configured: query.config.countryIsoCode, account, located: ipInfo.data?.countryIsoCode },
    served.map((c) => c.countryIsoCode),
  )
  const countryName = served.find((c) => c.countryIsoCode === country)?.name ?? country ?? ""
  // A country the visitor picked here goes on with them into the journey they open.
  const carry = (search: Search) => (chosen ? { ...search, countryIsoCode: chosen } : search)
  const reads = [countries, toBuy, toSell]
  const failed = reads.some((read) => read.isError)
  const loading = !failed && reads.some((read) => read.isPending)

  return (
    <Screen title={screenTitles.welcome}>
      <p>{t(welcomeLabels.intro)}</p>
      <nav className="entries" aria-label={t(welcomeLabels.entriesTitle)}>
        <Link to="/" search={carry as never} className="entry">
          <span className="entry-title">{t(welcomeLabels.buy)}</span>
          <span className="entry-text">{t(welcomeLabels.buyText)}</span>
        </Link>
        <Link to="/offramp" search={carry as never} className="entry">
          <span className="entry-title">{t(welcomeLabels.sell)}</span>
          <span className="entry-text">{t(welcomeLabels.sellText)}</span>
        </Link>
      </nav>

      <section className="page-section" aria-labelledby="methods-title" aria-busy={loading}>
        <h2 id="methods-title">{t(country ? welcomeLabels.methodsTitle(countryName) : welcomeLabels.methods)}</h2>
        {loading && (
          <p className="loading" role="status">
            {t(welcomeLabels.loadingMethods)}
          </p>
        )}
        {failed && (
          <p role="alert" className="notice-inline">
            {t(welcomeLabels.methodsFailed)} {t(errors.requestFailed)}.{" "}
            <Button className="link-button" onPress={() => reads.forEach((read) => void read.refetch())}>
              {screens.tryAgain}
            </Button>
          </p>
        )}
        {!loading && !failed && country && (
          <>
            <Picker
              label={welcomeLabels.country}
              value={country}
              onChange={setChosen}
              options={served.map((c) => ({ value: c.countryIsoCode, title: c.name, icon: c.icon, isBeta: c.isBeta }))}
            />
            <div className="methods-groups">
              <CountryMethods
                title={welcomeLabels.toBuy}
                channels={channelsOf(toBuy.data, country)}
                none={welcomeLabels.noneToBuy(countryName)}
              />
              <CountryMethods
                title={welcomeLabels.toSell}
                channels={channelsOf(toSell.data, country)}
                none={welcomeLabels.noneToSell(countryName)}
              />
            </div>
          </>
        )}
      </section>

      {country && <PossibleRewards country={country} source={source} />}

      <section className="page-section" aria-labelledby="how-title">
        <h2 id="how-title">{t(welcomeLabels.howTitle)}</h2>
        <ol className="how">
          {welcomeLabels.how.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
      </section>
    </Screen>
  )
}
