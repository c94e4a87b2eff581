// The withdrawal's transaction hash: a copy button and a block-explorer link (in the sandbox, the server's own
// explorer page: no public explorer knows its chain).
import type { Network } from "../../schema/enums.ts"
import { type ChainMode, explorerTransactionUrl } from "../../schema/explorers.ts"
import { swapStatusLabels } from "../../schema/swapStatusLabels.ts"
import { useText } from "../i18n/text.tsx"
import { Button } from "../ui/Button.tsx"

/** Asks the chart to copy `text` (the runner writes the clipboard and toasts). */
export function CopyButton({
  text,
  label,
  onCopy,
}: {
  readonly text: string
  readonly label: string
  readonly onCopy: (value: string) => void
}) {
  return (
    <Button className="link-button status-copy" aria-label={label} onPress={() => onCopy(text)}>
      {swapStatusLabels.copy}
    </Button>
  )
}

export function TransactionHash({
  network,
  hash,
  chainMode,
  onCopy,
}: {
  readonly onCopy: (value: string) => void
  readonly network: Network
  readonly hash: string
  readonly chainMode: ChainMode | undefined
}) {
  const { t } = useText()
  const url = chainMode === undefined ? undefined : explorerTransactionUrl(network, hash, chainMode)
  return (
    <span className="status-hash">
      <code className="status-hash-value">{hash}</code>
      <CopyButton text={hash} label={swapStatusLabels.copyHash} onCopy={onCopy} />
      {url && (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t(swapStatusLabels.viewOnExplorer)}
        </a>
      )}
    </span>
  )
}
