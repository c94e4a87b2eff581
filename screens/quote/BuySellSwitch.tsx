// The buy/sell switch at the top of the on-ramp and off-ramp amount steps (spec 1 §2, spec 2 §2): the current side
// marked, the other a button to it.
import { amountLabels } from "../../schema/labels.ts"
import { useText } from "../i18n/text.tsx"
import { Button } from "../ui/Button.tsx"

export function BuySellSwitch({
  title,
  asset,
  side,
  onSwitch,
}: {
  readonly title: string
  readonly asset: string
  readonly side: "buy" | "sell"
  readonly onSwitch: () => void
}) {
  const { t } = useText()
  const sides = [
    { key: "buy", text: t(amountLabels.buy(asset)) },
    { key: "sell", text: t(amountLabels.sell(asset)) },
  ] as const
  return (
    <nav className="switch" aria-label={t(title)}>
      {sides.map(({ key, text }) =>
        key === side ? (
          <span key={key} className="switch-on" aria-current="page">
            {text}
          </span>
        ) : (
          <Button key={key} className="switch-off" onPress={onSwitch}>
            {text}
          </Button>
        ),
      )}
    </nav>
  )
}
