// The review when the user already has an open order (spec 1 §2 Swap: "the existing order with an expiry countdown";
// §4: one open order at a time): that order, the time left to pay, and the way on: Transfer Funds to its payment
// page while initiated, Open to its status once the buyer confirmed (as the in-progress banner's Open).
import { useNavigate } from "@tanstack/react-router"
import { buySwapStatus, paymentChannelTitle, reviewLabels, screens, screenTitles } from "../../schema/labels.ts"
import { notices } from "../../schema/messages.ts"
import type { OnrampOrder } from "../../schema/onrampModels.ts"
import { useFormat } from "../i18n/format.ts"
import { useText } from "../i18n/text.tsx"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { ExpiryCountdown } from "../ussd/ExpiryCountdown.tsx"
import { useNow } from "../ussd/useNow.ts"

export function OpenOrderReview({
  order,
  networkTitle,
}: {
  readonly order: OnrampOrder
  readonly networkTitle: string | undefined
}) {
  const { t } = useText()
  const format = useFormat()
  const navigate = useNavigate()
  const now = useNow()
  const swap = order.buySwap
  const initiated = swap.status === "initiated"
  return (
    <Screen title={screenTitles.swap}>
      <p className="notice-inline" role="status">
        {t(notices.orderInProgress)}
      </p>
      {initiated && <ExpiryCountdown expiresAt={swap.expiresAt} now={now} />}
      <dl className="review">
        <dt>{t(reviewLabels.youPay)}</dt>
        <dd>{format.amount(swap.cashout.localCurrencyAmount, swap.currencyIsoCode)}</dd>
        <dt>{t(reviewLabels.by)}</dt>
        <dd>{t(paymentChannelTitle[swap.paymentChannel])}</dd>
        <dt>{t(reviewLabels.youReceive)}</dt>
        <dd>{format.amount(order.withdrawCryptoAmount, order.asset)}</dd>
        <dt>{t(reviewLabels.network)}</dt>
        <dd>{networkTitle ?? order.walletType}</dd>
        <dt>{t(reviewLabels.toWallet)}</dt>
        <dd className="review-address">{order.walletAddress}</dd>
        <dt>{t(reviewLabels.status)}</dt>
        <dd>{t(buySwapStatus[swap.status].label)}</dd>
      </dl>
      {initiated ? (
        <Button main block onPress={() => void navigate({ to: "/ussd/$orderId", params: { orderId: order._id } })}>
          {reviewLabels.transferFunds}
        </Button>
      ) : (
        <Button main block onPress={() => void navigate({ to: "/swap-status", search: { orderId: order._id } })}>
          {screens.open}
        </Button>
      )}
    </Screen>
  )
}
