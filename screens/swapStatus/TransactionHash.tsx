// The withdrawal's transaction hash: a copy button and a block-explorer link (in the sandbox, the server's own
// explorer page: no public explorer knows its chain).
import type { Network } from "../../schema/enums.ts"
import { type ChainMode, explorerTransactionUrl } from "../../schema/explorers.ts"
import { errors, success } from "../../schema/messages.ts"
import { swapStatusLabels } from "../../schema/swapStatusLabels.ts"
import { showToast } from "../toasts.ts"
import { Button } from "../ui/Button.tsx"

const copy = async (text: string) => {
  try {
    await navigator.clipboard.writeText(text)
    showToast("success", success.copied)
  } catch {
    showToast("error", errors.failedToCopy)
  }
}

export function CopyButton({ text, label }: { readonly text: string; readonly label: string }) {
  return (
    <Button className="link-button status-copy" aria-label={label} onPress={() => void copy(text)}>
      {swapStatusLabels.copy}
    </Button>
  )
}

export function TransactionHash({
  network,
  hash,
  chainMode,
}: {
  readonly network: Network
  readonly hash: string
  readonly chainMode: ChainMode | undefined
}) {
  const url = chainMode === undefined ? undefined : explorerTransactionUrl(network, hash, chainMode)
  return (
    <span className="status-hash">
      <code className="status-hash-value">{hash}</code>
      <CopyButton text={hash} label={swapStatusLabels.copyHash} />
      {url && (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {swapStatusLabels.viewOnExplorer}
        </a>
      )}
    </span>
  )
}
