// The order review (spec 1 §2 Swap): what will be created, what is missing, a country mismatch, no offer; and
// Create order, which the chart takes once however often it is pressed. An open order is shown instead.
import { useState } from "react"
import type { SnapshotFrom } from "xstate"
import type { OnrampEvent, onrampMachine } from "../../machines/onramp.ts"
import { canCreate, selectedAsset, selectedCountry } from "../../machines/onrampContext.ts"
import { asksPayerPhone, payerPhoneProblemOf, payerPhoneShown } from "../../machines/onrampPayerPhone.ts"
import { amountLabels, paymentChannelTitle, reviewLabels, screenTitles } from "../../schema/labels.ts"
import { countryMismatch, errors, missingParameter } from "../../schema/messages.ts"
import { payerPhoneLabels } from "../../schema/payerPhone.ts"
import { useFormat } from "../i18n/format.ts"
import { useText } from "../i18n/text.tsx"
import { Screen } from "../shell/Screen.tsx"
import { AgentName } from "../ui/AgentName.tsx"
import { Button } from "../ui/Button.tsx"
import { PhoneField } from "../ui/PhoneField.tsx"
import { AdditionalInfoModal } from "./AdditionalInfoModal.tsx"
import { OpenOrderReview } from "./OpenOrderReview.tsx"
import { usePendingOrder } from "./pendingOrder.ts"

export function ReviewScreen({
  snapshot,
  send,
}: {
  readonly snapshot: SnapshotFrom<typeof onrampMachine>
  readonly send: (event: OnrampEvent) => void
}) {
  const { t } = useText()
  const format = useFormat()
  const c = snapshot.context
  // The phone's problem shows once the user has typed in it (a prefilled number that fits shows none).
  const [phoneEdited, setPhoneEdited] = useState(false)
  // One open order at a time (spec 1 §4): with one open, the review shows it rather than a new order (spec 1 §2 Swap).
  const openOrder = usePendingOrder(c.openOrderId)
  const quote = c.quote
  const asset = selectedAsset(c)
  const country = selectedCountry(c)
  const busy = snapshot.hasTag("loading")
  // The offer's extra-field definitions could not be loaded: Create order asks for them again.
  const fieldsFailed = snapshot.hasTag("error")
  const missing = [
    !c.country && missingParameter.country,
    !c.paymentChannel && missingParameter.paymentChannel,
    !c.amount && missingParameter.amount,
    !c.address.trim() && missingParameter.address,
    !c.currency && missingParameter.currency,
    !c.network && missingParameter.network,
    !c.asset && missingParameter.asset,
  ].filter((m) => typeof m === "string")
  const account = c.user?.countryIsoCode
  const mismatch = account && c.country && account !== c.country ? countryMismatch(c.country, account) : undefined
  if (openOrder) {
    const network = c.catalog?.assets.find((a) => a.network === openOrder.walletType)?.networkTitle
    return <OpenOrderReview order={openOrder} networkTitle={network} />
  }
  if (!quote) {
    return (
      <Screen title={screenTitles.swap}>
        <p role="alert">{t(errors.noOffersForCriteria)}</p>
        <Button className="link-button" onPress={() => send({ type: "back" })}>
          {reviewLabels.changeCriteria}
        </Button>
      </Screen>
    )
  }
  return (
    <Screen title={screenTitles.swap}>
      <dl className="review">
        <dt>{t(reviewLabels.youPay)}</dt>
        <dd>{format.amount(quote.cashout.localCurrencyAmount, country?.currencyIsoCode ?? "")}</dd>
        <dt>{t(reviewLabels.by)}</dt>
        <dd>{c.paymentChannel ? t(paymentChannelTitle[c.paymentChannel]) : "—"}</dd>
        <dt>{t(reviewLabels.youReceive)}</dt>
        <dd>{format.amount(quote.cashout.cryptoWithdrawAmount, asset?.asset ?? "")}</dd>
        <dt>{t(reviewLabels.network)}</dt>
        <dd>{asset?.networkTitle}</dd>
        <dt>{t(reviewLabels.toWallet)}</dt>
        <dd className="review-address">{c.address}</dd>
        <dt>{t(reviewLabels.agent)}</dt>
        <dd>
          <AgentName agent={quote.offer.user} verifiedLabel={t(amountLabels.verifiedAgent)} />
        </dd>
        <dt>{t(reviewLabels.approvalTime)}</dt>
        <dd>{format.duration(quote.offer.averageApprovalTime)}</dd>
      </dl>
      {asksPayerPhone(c) && country && (
        <PhoneField
          label={payerPhoneLabels.label}
          description={payerPhoneLabels.description}
          country={country}
          value={payerPhoneShown(c)}
          onChange={(value) => {
            setPhoneEdited(true)
            send({ type: "payer.phone", value })
          }}
          errorMessage={phoneEdited ? payerPhoneProblemOf(c) : undefined}
          isDisabled={busy}
        />
      )}
      {[...missing, ...(mismatch ? [mismatch] : [])].map((message) => (
        <p key={message} role="alert" className="field-error">
          {t(message)}
        </p>
      ))}
      {c.catalog && !c.catalog.creationEnabled && (
        <p className="notice-inline" role="status">
          {t(amountLabels.maintenance)}
        </p>
      )}
      {c.error && !snapshot.matches({ review: "details" }) && (
        <p role="alert" className="field-error">
          {t(c.error)}
        </p>
      )}
      <Button
        main
        block
        onPress={() => send({ type: "order.create" })}
        isDisabled={busy || !(canCreate(c) || fieldsFailed)}
        isPending={busy}
      >
        {reviewLabels.createOrder}
      </Button>
      <Button className="link-button" onPress={() => send({ type: "back" })} isDisabled={busy}>
        {reviewLabels.changeCriteria}
      </Button>
      <AdditionalInfoModal snapshot={snapshot} send={send} />
    </Screen>
  )
}
