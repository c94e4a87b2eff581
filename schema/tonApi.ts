// The public TON API the widget reads mainnet from: the jetton master's `get_wallet_address` before a TON jetton
// payment (adapters/tonPayment.ts). The widget page's policy lets it connect there outside the sandbox.
export const tonCenterApi = "https://toncenter.com/api/v3"
