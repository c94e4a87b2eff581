// The lines under an amount step's fields (spec 1 §2, spec 2 §2): the chosen asset's warning (from
// schema/amountStepRules.ts), why the journey came back to the amount, and why there is no offer.
import { useText } from "../i18n/text.tsx"

export function AmountNotices({
  assetNotice,
  returnNotice,
  problem,
}: {
  readonly assetNotice?: string | undefined
  readonly returnNotice?: string | undefined
  readonly problem?: string | undefined
}) {
  const { t } = useText()
  return (
    <>
      {assetNotice && <p className="notice-inline">{t(assetNotice)}</p>}
      {returnNotice && (
        <p role="alert" className="notice-inline">
          {t(returnNotice)}
        </p>
      )}
      {problem && (
        <p role="alert" className="field-error">
          {t(problem)}
        </p>
      )}
    </>
  )
}
