// The country picker of a ramp's amount step (spec 1 §2, spec 2 §2), and its payment-method picker beside it: the
// countries offered and the methods of the chosen one, each option with its title.
import type { PaymentChannel } from "../../schema/enums.ts"
import { amountLabels, paymentChannelTitle } from "../../schema/labels.ts"
import { Picker } from "../ui/Picker.tsx"

export interface CountryOption {
  readonly countryIsoCode: string
  readonly name: string
  readonly icon?: string | undefined
  readonly isBeta?: boolean | undefined
}

export function CountryPicker({
  countries,
  chosen,
  searchFrom,
  onChosen,
  send,
}: {
  readonly countries: ReadonlyArray<CountryOption>
  readonly chosen: string | undefined
  /** Spec 2 §2: the off-ramp's country select always has a search box. */
  readonly searchFrom?: number
  /** The choice is remembered for the next visit (the journey's wiring). */
  readonly onChosen: (countryIsoCode: string) => void
  readonly send: (event: { readonly type: "country.select"; readonly countryIsoCode: string }) => void
}) {
  return (
    <Picker
      label={amountLabels.country}
      value={chosen}
      searchFrom={searchFrom}
      onChange={(code) => {
        onChosen(code)
        send({ type: "country.select", countryIsoCode: code })
      }}
      options={countries.map((k) => ({ value: k.countryIsoCode, title: k.name, icon: k.icon, isBeta: k.isBeta }))}
    />
  )
}

export function PaymentMethodPicker({
  channels,
  chosen,
  onSelect,
}: {
  readonly channels: ReadonlyArray<{ readonly paymentChannel: PaymentChannel }>
  readonly chosen: PaymentChannel | undefined
  readonly onSelect: (paymentChannel: PaymentChannel) => void
}) {
  return (
    <Picker
      label={amountLabels.paymentMethod}
      value={chosen}
      onChange={(value) => {
        const picked = channels.find((ch) => ch.paymentChannel === value)
        if (picked) onSelect(picked.paymentChannel)
      }}
      options={channels.map((ch) => ({ value: ch.paymentChannel, title: paymentChannelTitle[ch.paymentChannel] }))}
    />
  )
}
