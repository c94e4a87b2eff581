// The lines under an amount step's fields (spec 1 §2, spec 2 §2): the chosen asset's warning (from
// schema/amountStepRules.ts), why the journey came back to the amount, and why there is no offer.
export function AmountNotices({
  assetNotice,
  returnNotice,
  problem,
}: {
  readonly assetNotice?: string | undefined
  readonly returnNotice?: string | undefined
  readonly problem?: string | undefined
}) {
  return (
    <>
      {assetNotice && <p className="notice-inline">{assetNotice}</p>}
      {returnNotice && (
        <p role="alert" className="notice-inline">
          {returnNotice}
        </p>
      )}
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
    </>
  )
}
