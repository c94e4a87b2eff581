// The sender's wallet (spec 2 §2 Buy-goods): the browser wallets to connect, whose address is then the sender's, and
// the address typed by hand; Next without one says so under the field.
import type { ReactNode } from "react"
import { buyGoodsAmountLabels } from "../../schema/buyGoodsLabels.ts"
import { TextField } from "../ui/TextField.tsx"

export function SenderAddress({
  wallet,
  address,
  problem,
  onChange,
}: {
  readonly wallet: ReactNode
  readonly address: string
  readonly problem: string | undefined
  readonly onChange: (address: string) => void
}) {
  return (
    <>
      {wallet}
      <TextField
        label={buyGoodsAmountLabels.fromAddress}
        description={buyGoodsAmountLabels.fromAddressHint}
        autoComplete="off"
        spellCheck="false"
        value={address}
        onChange={onChange}
        errorMessage={problem}
      />
    </>
  )
}
