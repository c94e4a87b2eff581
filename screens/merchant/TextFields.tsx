// The generator's typed fields: wallet and memo, amount and its currency, the integrator's options, the way back
// to the merchant's site, and tracking. Each shows the problem the widget's decoder (or the generator) finds.
import { merchantLabels } from "../../schema/merchantLabels.ts"
import { memoApplies } from "../../schema/merchantLink.ts"
import { TextField } from "../ui/TextField.tsx"
import { AssetFields, type FieldsProps } from "./ChoiceFields.tsx"
import { Check, RadioChoice, Section } from "./controls.tsx"

export function CryptoFields(props: FieldsProps & { readonly checkingAddress: boolean }) {
  const { form, problems, change, checkingAddress } = props
  return (
    <Section title={merchantLabels.crypto}>
      <AssetFields {...props} />
      <TextField
        label={merchantLabels.address}
        description={checkingAddress ? merchantLabels.checkingAddress : merchantLabels.addressDescription}
        value={form.address}
        onChange={(address) => change({ address })}
        autoComplete="off"
        spellCheck="false"
        errorMessage={problems.address}
      />
      {memoApplies(form.network) && (
        <TextField
          label={merchantLabels.memo}
          description={merchantLabels.memoDescription}
          value={form.memo}
          onChange={(memo) => change({ memo })}
          autoComplete="off"
          errorMessage={problems.memo}
        />
      )}
    </Section>
  )
}

export function AmountFields({ form, problems, change }: FieldsProps) {
  return (
    <Section title={merchantLabels.amount}>
      <TextField
        label={merchantLabels.amount}
        inputMode="decimal"
        value={form.amount}
        onChange={(amount) => change({ amount })}
        errorMessage={problems.amount}
      />
      <RadioChoice
        label={merchantLabels.amountCurrency}
        value={form.currency === "crypto" ? "crypto" : "local"}
        onChange={(currency) => change({ currency })}
        options={[
          { value: "local", title: merchantLabels.currencyLocal },
          { value: "crypto", title: merchantLabels.currencyCrypto },
        ]}
      />
    </Section>
  )
}

export function OptionFields({ form, change }: FieldsProps) {
  return (
    <Section title={merchantLabels.options}>
      <Check
        label={merchantLabels.freezeAmount}
        isSelected={form.freezeAmount}
        onChange={(freezeAmount) => change({ freezeAmount })}
      />
      <Check
        label={merchantLabels.freezeWallet}
        isSelected={form.freezeWallet}
        onChange={(freezeWallet) => change({ freezeWallet })}
      />
      <Check
        label={merchantLabels.hideAddressField}
        isSelected={form.hideAddressField}
        onChange={(hideAddressField) => change({ hideAddressField })}
      />
      <Check
        label={merchantLabels.hideSwitch}
        isSelected={form.hideSwitch}
        onChange={(hideSwitch) => change({ hideSwitch })}
      />
    </Section>
  )
}

type Typed =
  | "redirectUrl"
  | "callbackBtnText"
  | "callbackUrl"
  | "closeBtn"
  | "source"
  | "utm_source"
  | "utm_medium"
  | "utm_campaign"

function Typed({
  name,
  label,
  description,
  ...props
}: FieldsProps & { readonly name: Typed; readonly label: string; readonly description?: string }) {
  return (
    <TextField
      label={label}
      {...(description ? { description } : {})}
      value={props.form[name]}
      onChange={(value) => props.change({ [name]: value })}
      errorMessage={props.problems[name]}
      {...(name.endsWith("Url") ? { type: "url", inputMode: "url" as const } : {})}
    />
  )
}

export function ReturnFields(props: FieldsProps) {
  return (
    <Section title={merchantLabels.back}>
      <Typed
        {...props}
        name="redirectUrl"
        label={merchantLabels.redirectUrl}
        description={merchantLabels.redirectUrlDescription}
      />
      <Typed {...props} name="callbackBtnText" label={merchantLabels.callbackBtnText} />
      <Typed
        {...props}
        name="callbackUrl"
        label={merchantLabels.callbackUrl}
        description={merchantLabels.callbackUrlDescription}
      />
      <Typed
        {...props}
        name="closeBtn"
        label={merchantLabels.closeBtn}
        description={merchantLabels.closeBtnDescription}
      />
    </Section>
  )
}

export function TrackingFields(props: FieldsProps) {
  return (
    <Section title={merchantLabels.tracking}>
      <Typed {...props} name="source" label={merchantLabels.source} />
      <div className="row-2">
        <Typed {...props} name="utm_source" label={merchantLabels.utmSource} />
        <Typed {...props} name="utm_medium" label={merchantLabels.utmMedium} />
      </div>
      <Typed {...props} name="utm_campaign" label={merchantLabels.utmCampaign} />
    </Section>
  )
}
