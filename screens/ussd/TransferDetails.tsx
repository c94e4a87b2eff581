// The transfer details (spec 2 §3): label, value and its description, each value with a copy button.
import type { TransferInstructions } from "../../schema/onrampModels.ts"
import { ussdLabels } from "../../schema/ussdLabels.ts"
import { useFormat } from "../i18n/format.ts"
import { useText } from "../i18n/text.tsx"
import { Button } from "../ui/Button.tsx"

export function TransferDetails({
  details,
  onCopy,
}: {
  readonly details: TransferInstructions["transferDetails"]
  readonly onCopy: (value: string) => void
}) {
  const { t } = useText()
  const format = useFormat()
  return (
    <dl className="ussd-details" aria-label={t(ussdLabels.transferDetails)}>
      {details.map((detail) => {
        const amount = amountIn(detail.value)
        return (
          <div key={detail.label} className="ussd-detail">
            <dt>{t(detail.label)}</dt>
            <dd>
              <span className="ussd-detail-value">
                {amount ? format.amount(Number(amount.number), amount.currency) : detail.value}
              </span>
              <Button
                className="ussd-copy"
                aria-label={ussdLabels.copy(detail.label)}
                onPress={() => onCopy(amount ? amount.number : detail.value)}
              >
                <CopyIcon />
              </Button>
            </dd>
            {detail.description && <dd className="ussd-detail-description">{t(detail.description)}</dd>}
          </div>
        )
      })}
    </dl>
  )
}

/** A value that is an amount as the sandbox writes it ("2000 KES"): shown grouped for the language, and copied as
 * its plain number, which a payment app's amount field accepts. */
const amountIn = (value: string) => {
  const found = /^(\d+(?:\.\d+)?) ([A-Z]{3})$/.exec(value)
  return found?.[1] && found[2] ? { number: found[1], currency: found[2] } : undefined
}

function CopyIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="9" y="9" width="11" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
