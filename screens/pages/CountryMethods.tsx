// The payment methods of one country for one product, as the payment-channel calls answer them (spec 1 §7, spec 2
// §7), in the spec's display order (spec 1 §9): each method's name, the server's description and its carriers.
import type { CountryChannels, PaymentChannelInfo } from "../../schema/catalog.ts"
import { paymentChannels } from "../../schema/enums.ts"
import { paymentChannelTitle } from "../../schema/labels.ts"
import { welcomeLabels } from "../../schema/welcomeLabels.ts"
import { useText } from "../i18n/text.tsx"

const inDisplayOrder = (channels: ReadonlyArray<PaymentChannelInfo>) =>
  channels.toSorted((a, b) => paymentChannels.indexOf(a.paymentChannel) - paymentChannels.indexOf(b.paymentChannel))

export const channelsOf = (lists: ReadonlyArray<CountryChannels> | undefined, country: string | undefined) =>
  inDisplayOrder(lists?.find((list) => list.countryIsoCode === country)?.paymentChannels ?? [])

/** A bank transfer's description names no bank; a mobile channel's names its carriers already. */
const carriersWorthNaming = (channel: PaymentChannelInfo) =>
  channel.carriers.length > 0 && (channel.paymentChannel === "bank" || !channel.description)

export function CountryMethods({
  title,
  channels,
  none,
}: {
  readonly title: string
  readonly channels: ReadonlyArray<PaymentChannelInfo>
  readonly none: string
}) {
  const { t } = useText()
  return (
    <section className="methods-group" aria-label={t(title)}>
      <h3>{t(title)}</h3>
      {channels.length === 0 ? (
        <p>{t(none)}</p>
      ) : (
        <ul className="methods">
          {channels.map((channel) => (
            <li key={channel.paymentChannel} className="method">
              <span className="method-name">{t(paymentChannelTitle[channel.paymentChannel])}</span>
              {channel.description && <span className="method-text">{channel.description}</span>}
              {carriersWorthNaming(channel) && (
                <span className="method-text">
                  {t(
                    (channel.paymentChannel === "bank" ? welcomeLabels.banks : welcomeLabels.carriers)(
                      channel.carriers.map((carrier) => carrier.name).join(", "),
                    ),
                  )}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
