// The network and asset picker of an amount step (spec 1 §2, spec 2 §2): each option one asset on one network, with
// its icon and the network's short name.
import type { BlockchainAsset } from "../../schema/catalog.ts"
import type { Asset, Network } from "../../schema/enums.ts"
import { Picker } from "../ui/Picker.tsx"

export function AssetPicker({
  label,
  assets,
  chosen,
  isDisabled,
  onSelect,
}: {
  readonly label: string
  readonly assets: ReadonlyArray<BlockchainAsset>
  readonly chosen: { readonly network: Network; readonly asset: Asset } | undefined
  readonly isDisabled?: boolean
  readonly onSelect: (choice: { readonly network: Network; readonly asset: Asset }) => void
}) {
  const key = (a: { readonly network: Network; readonly asset: Asset }) => `${a.network}:${a.asset}`
  return (
    <Picker
      label={label}
      isDisabled={isDisabled}
      value={chosen ? key(chosen) : undefined}
      onChange={(value) => {
        const picked = assets.find((a) => key(a) === value)
        if (picked) onSelect({ network: picked.network, asset: picked.asset })
      }}
      options={assets.map((a) => ({
        value: key(a),
        title: a.asset,
        icon: a.assetIcon,
        rightElement: a.networkShortTitle,
      }))}
    />
  )
}
