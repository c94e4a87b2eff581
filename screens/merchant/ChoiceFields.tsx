// The generator's choices from the catalogue: journey and start page, country, payment method and carrier,
// network and asset. "Customer chooses" leaves a parameter out of the link.
import { merchantLabels } from "../../schema/merchantLabels.ts"
import type { MerchantForm, MerchantProblems, MerchantStart } from "../../schema/merchantLink.ts"
import type { PickerOption } from "../ui/Picker.tsx"
import { Picker } from "../ui/Picker.tsx"
import { TextField } from "../ui/TextField.tsx"
import {
  assetOptions,
  carrierOptions,
  channelOptions,
  countryOptions,
  type MerchantCatalog,
  networkOptions,
} from "./choices.ts"
import { RadioChoice, Section } from "./controls.tsx"

export interface FieldsProps {
  readonly form: MerchantForm
  readonly problems: MerchantProblems
  readonly catalog: MerchantCatalog | undefined
  readonly change: (patch: Partial<MerchantForm>) => void
}

const open = (options: ReadonlyArray<PickerOption>): ReadonlyArray<PickerOption> => [
  { value: "", title: merchantLabels.notSet },
  ...options,
]

export function JourneyFields({ form, problems, change }: FieldsProps) {
  return (
    <Section title={merchantLabels.journey}>
      <TextField
        label={merchantLabels.integrator}
        description={merchantLabels.integratorDescription}
        value={form.integrator}
        onChange={(integrator) => change({ integrator })}
        autoComplete="off"
        errorMessage={problems.integrator}
      />
      <RadioChoice
        label={merchantLabels.flow}
        value={form.flow}
        onChange={(flow) => change({ flow })}
        options={[
          { value: "onramp", title: merchantLabels.flowOnramp },
          { value: "offramp", title: merchantLabels.flowOfframp },
        ]}
      />
      <RadioChoice<MerchantStart>
        label={merchantLabels.start}
        value={form.start}
        onChange={(start) => change({ start })}
        options={[
          { value: "amount", title: merchantLabels.startAmount },
          { value: "autoOrder", title: merchantLabels.startAutoOrder },
        ]}
        description={form.start === "autoOrder" ? merchantLabels.startAutoOrderDescription : undefined}
      />
    </Section>
  )
}

export function MarketFields({ form, catalog, change }: FieldsProps) {
  const carriers = catalog ? carrierOptions(catalog, form) : []
  return (
    <Section title={merchantLabels.market}>
      <Picker
        label={merchantLabels.country}
        value={form.countryIsoCode}
        onChange={(countryIsoCode) => change({ countryIsoCode })}
        options={catalog ? open(countryOptions(catalog, form)) : []}
      />
      <Picker
        label={merchantLabels.paymentChannel}
        value={form.paymentChannel}
        onChange={(paymentChannel) => change({ paymentChannel, carrierCode: "" })}
        options={catalog && form.countryIsoCode ? open(channelOptions(catalog, form)) : []}
      />
      {carriers.length > 0 && (
        <Picker
          label={merchantLabels.carrier}
          value={form.carrierCode}
          onChange={(carrierCode) => change({ carrierCode })}
          options={open(carriers)}
        />
      )}
    </Section>
  )
}

export function AssetFields({ form, problems, catalog, change }: FieldsProps) {
  return (
    <div className="row-2">
      <Picker
        label={merchantLabels.network}
        value={form.network}
        onChange={(network) => change({ network })}
        options={catalog ? open(networkOptions(catalog, form)) : []}
        errorMessage={problems.network}
      />
      <Picker
        label={merchantLabels.asset}
        value={form.asset}
        onChange={(asset) => change({ asset })}
        options={catalog ? open(assetOptions(catalog, form)) : []}
        errorMessage={problems.asset}
      />
    </div>
  )
}
