// The public Solana RPC the widget reads mainnet from: a recent blockhash for the SPL transfer a Solana wallet signs
// and sends (adapters/solanaTransfer.ts). The widget page's policy lets it connect there outside the sandbox.
export const solanaMainnetRpc = "https://api.mainnet-beta.solana.com"
