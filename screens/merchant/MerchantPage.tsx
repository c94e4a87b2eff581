// The merchant link generator (spec 1 §2 /merchant): a form over every parameter a merchant may set, checked as
// the widget checks it (schema/merchantLink.ts over the widget's decoder, and the server's address check), the
// link with its QR code, how to sign it, and the widget it opens, live.
import { useQuery } from "@tanstack/react-query"
import { useRouteContext } from "@tanstack/react-router"
import { Result } from "effect"
import { useMemo, useState } from "react"
import { failureMessage } from "../../machines/failure.ts"
import type { Asset, Network } from "../../schema/enums.ts"
import { screens, screenTitles } from "../../schema/labels.ts"
import { merchantLabels } from "../../schema/merchantLabels.ts"
import {
  buildMerchantLink,
  emptyMerchantForm,
  type MerchantForm,
  needsRegistration,
  registrationProblems,
  signLinkCommand,
} from "../../schema/merchantLink.ts"
import { errors } from "../../schema/messages.ts"
import { catalogQueries } from "../queries.ts"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { merchantQueries, type WalletToCheck } from "../wiring/merchant.ts"
import { JourneyFields, MarketFields } from "./ChoiceFields.tsx"
import { type MerchantCatalog, settle } from "./choices.ts"
import { LinkPanel, type LinkState } from "./LinkPanel.tsx"
import { LookFields } from "./LookFields.tsx"
import { Preview } from "./Preview.tsx"
import { SignedLinks } from "./SignedLinks.tsx"
import { StartFrom } from "./StartFrom.tsx"
import { AmountFields, CryptoFields, OptionFields, ReturnFields, TrackingFields } from "./TextFields.tsx"
import { useDebounced } from "./useDebounced.ts"
import "./merchant.css"
import { pageAddress } from "../wiring/pageAddress.ts"

/** How long the form rests before the link, its checks and the preview follow it. */
const settleDelay = 400

/** The wallet the server is asked about, once there is an address and its network. */
const walletOf = (form: MerchantForm, catalog: MerchantCatalog | undefined): WalletToCheck | undefined => {
  const address = form.address.trim()
  if (!address || !form.network || !catalog) return undefined
  const asset = form.asset || catalog.assets.find((a) => a.network === form.network)?.asset
  return asset ? { network: form.network as Network, asset: asset as Asset, address } : undefined
}

export function MerchantPage() {
  const { runtime } = useRouteContext({ from: "__root__" })
  const countries = useQuery(catalogQueries(runtime).countries)
  const assets = useQuery(catalogQueries(runtime).assets)
  const onrampChannels = useQuery(merchantQueries(runtime).onrampChannels())
  const offrampChannels = useQuery(merchantQueries(runtime).offrampChannels())
  const catalog = useMemo<MerchantCatalog | undefined>(
    () =>
      countries.data && assets.data && onrampChannels.data && offrampChannels.data
        ? {
            countries: countries.data,
            assets: assets.data,
            onrampChannels: onrampChannels.data,
            offrampChannels: offrampChannels.data,
          }
        : undefined,
    [countries.data, assets.data, onrampChannels.data, offrampChannels.data],
  )
  const catalogFailed = countries.isError || assets.isError || onrampChannels.isError || offrampChannels.isError

  const [form, setForm] = useState(emptyMerchantForm)
  const change = (patch: Partial<MerchantForm>) => setForm((current) => settle({ ...current, ...patch }, catalog))
  const settled = useDebounced(form, settleDelay)
  const built = useMemo(() => buildMerchantLink(settle(settled, catalog)), [settled, catalog])

  const wallet = walletOf(settled, catalog)
  const walletCheck = useQuery({
    ...merchantQueries(runtime).wallet(wallet ?? { network: "CELO", asset: "CUSD", address: "" }),
    enabled: wallet !== undefined,
  })
  const registered = needsRegistration(settled)
  const registration = useQuery({
    ...merchantQueries(runtime).registration(settled.integrator.trim()),
    enabled: registered,
  })
  // What the server says of the address and the URLs, under what the widget's decoder says of each field.
  const serverProblems = {
    ...(registered && registration.data ? registrationProblems(settled, registration.data) : {}),
    ...(wallet && walletCheck.isError
      ? { address: failureMessage(walletCheck.error, errors.failedToValidateWallet) }
      : {}),
  }
  const problems = { ...serverProblems, ...(Result.isFailure(built) ? built.failure : {}) }
  const checkingAddress = wallet !== undefined && walletCheck.isPending
  const checking = checkingAddress || (registered && registration.isPending)

  const origin = pageAddress.origin()
  const link =
    Result.isSuccess(built) && Object.keys(serverProblems).length === 0 && !checking ? built.success : undefined
  const state: LinkState = !catalog
    ? { kind: "loading" }
    : link
      ? { kind: "ready", url: new URL(link.href, origin).toString() }
      : checking && Result.isSuccess(built)
        ? { kind: "checking" }
        : { kind: "invalid" }
  // The preview keeps the last valid link while the form is being corrected.
  const [previewUrl, setPreviewUrl] = useState<string>()
  if (state.kind === "ready" && state.url !== previewUrl) setPreviewUrl(state.url)

  const fields = { form, problems, catalog, change }
  return (
    <Screen title={screenTitles.merchant}>
      <div className="merchant">
        <p>{merchantLabels.intro}</p>
        {catalogFailed && (
          <p role="alert" className="notice-inline">
            {errors.requestFailed}{" "}
            <Button
              className="link-button"
              onPress={() => {
                void countries.refetch()
                void assets.refetch()
                void onrampChannels.refetch()
                void offrampChannels.refetch()
              }}
            >
              {screens.tryAgain}
            </Button>
          </p>
        )}
        <div className="merchant-layout">
          <form className="form merchant-form" noValidate onSubmit={(event) => event.preventDefault()}>
            <StartFrom onLoad={(loaded) => setForm(settle(loaded, catalog))} />
            <JourneyFields {...fields} />
            <MarketFields {...fields} />
            <CryptoFields {...fields} checkingAddress={checkingAddress} />
            <AmountFields {...fields} />
            <OptionFields {...fields} />
            <LookFields {...fields} />
            <ReturnFields {...fields} />
            <TrackingFields {...fields} />
          </form>
          <div className="merchant-output">
            <LinkPanel state={state} />
            <Preview url={previewUrl} current={state.kind === "ready"} />
          </div>
        </div>
        <SignedLinks command={link ? signLinkCommand(origin, link) : undefined} />
      </div>
    </Screen>
  )
}
