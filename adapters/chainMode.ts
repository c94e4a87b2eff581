// Which chains the API server's withdrawals use, for block-explorer links: its sandbox routes exist only when it
// runs as the sandbox (EVM on a local anvil chain), so their presence is the server's flag.
import type { ChainMode } from "../schema/explorers.ts"

export const loadChainMode = async (baseUrl: string): Promise<ChainMode> => {
  try {
    const answer = await fetch(`${baseUrl}/api/sandbox/settings`, { headers: { "x-web": "1" } })
    return answer.ok ? "sandbox" : "production"
  } catch {
    return "production"
  }
}
