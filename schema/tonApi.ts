// Where the widget reaches TON: the public TON API it reads mainnet from (the jetton master's `get_wallet_address`
// before a TON jetton payment, adapters/tonPayment.ts; the widget page's policy lets it connect there outside the
// sandbox), and the page's own TON Connect manifest.
export const tonCenterApi = "https://toncenter.com/api/v3"

/** Where the page answers TON Connect's app manifest (server/http/tonConnectManifest.ts), the URL the widget's
 * connector names to wallets (adapters/tonConnect.ts). */
export const tonConnectManifestPath = "/tonconnect-manifest.json"
