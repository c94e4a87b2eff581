// Sandbox-only calls (present when the server runs with SANDBOX on): operator switches that tests and people
// trying the widget use to reach states the real world would cause (maintenance, a restricted country...).
import { Schema, Struct } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Asset, Network } from "./enums.ts"
import { InvalidRequest, NotFound } from "./errors.ts"
import { SandboxIntegratorsApi } from "./integrators.ts"
import { SandboxMonitoringApi } from "./monitoring.ts"

export const OperatorSettings = Schema.Struct({
  /** Every API call answers 503 while on. */
  maintenance: Schema.Boolean,
  /** Clients located in these countries are refused with RESTRICTED_COUNTRY. */
  restrictedCountries: Schema.Array(Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/))),
  onRampPayWidgetCreationEnabled: Schema.Boolean,
  offRampPayWidgetEnabled: Schema.Boolean,
  buyGoodsEnabled: Schema.Boolean,
  /** The sandbox agent confirms a swap this many seconds after the buyer did; 0 leaves every decision to tests. */
  /** How long an on-ramp quote holds (spec: the widget refreshes it every 30 s). */
  quoteSeconds: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(3600)),
  agentConfirmSeconds: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(86_400)),
  /** The sandbox pays an off-ramp order out this many seconds after its payout started; 0 leaves it to tests. */
  payoutSeconds: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(86_400)),
})
export type OperatorSettings = typeof OperatorSettings.Type

export const defaultOperatorSettings: OperatorSettings = {
  maintenance: false,
  restrictedCountries: [],
  onRampPayWidgetCreationEnabled: true,
  offRampPayWidgetEnabled: true,
  buyGoodsEnabled: true,
  agentConfirmSeconds: 15,
  quoteSeconds: 120,
  payoutSeconds: 15,
}

export class SandboxSettingsApi extends HttpApiGroup.make("settings").add(
  HttpApiEndpoint.get("getSettings", "/api/sandbox/settings", { success: OperatorSettings }),
  HttpApiEndpoint.post("updateSettings", "/api/sandbox/settings", {
    payload: OperatorSettings.mapFields(Struct.map(Schema.optional)),
    success: OperatorSettings,
  }),
) {}

export const OutboxMessage = Schema.Struct({
  to: Schema.String,
  subject: Schema.String,
  body: Schema.String,
  /** The one-time code the message carries, so tests and people trying the widget can sign in. */
  code: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
})
export type OutboxMessage = typeof OutboxMessage.Type

export class SandboxOutboxApi extends HttpApiGroup.make("outbox").add(
  HttpApiEndpoint.get("getOutbox", "/api/sandbox/outbox", {
    query: { email: Schema.String },
    success: Schema.Array(OutboxMessage),
  }),
) {}

export class SandboxKycApi extends HttpApiGroup.make("kyc").add(
  HttpApiEndpoint.post("decideKyc", "/api/sandbox/kyc/:userId/decide", {
    params: { userId: Schema.String },
    payload: Schema.Struct({
      decision: Schema.Literals(["approved", "rejected", "invalid"]),
      level: Schema.optional(Schema.Literals(["basic", "advanced"])),
    }),
    success: Schema.Struct({ ok: Schema.Boolean }),
    error: NotFound,
  }),
) {}

/** One status post to an order's callbackUrl, as the delivery log shows it. */
export const CallbackDelivery = Schema.Struct({
  event: Schema.String,
  url: Schema.String,
  attempts: Schema.Number,
  lastStatus: Schema.NullOr(Schema.Number),
  lastError: Schema.NullOr(Schema.String),
  deliveredAt: Schema.NullOr(Schema.String),
  gaveUpAt: Schema.NullOr(Schema.String),
  nextAttemptAt: Schema.String,
  createdAt: Schema.String,
})

/** What the agent of a buy swap decides, as the sandbox agent simulator or a test says. */
export const AgentDecision = Schema.Literals([
  "seller-confirm",
  "seller-reject",
  "payment-mismatch",
  "confirmation-failed",
])
export type AgentDecision = typeof AgentDecision.Type

/** What an order of either ramp was created with for its integrator (README's integration table): for integrators
 * and tests checking that a link's parameters reached the order. */
export const OrderTagsRead = Schema.Struct({
  product: Schema.Literals(["onramp", "offramp"]),
  orderParams: Schema.NullOr(Schema.String),
  sourceParam: Schema.NullOr(Schema.String),
  /** On-ramp only: the widget's status page, its {orderId} filled in. */
  statusPageUrl: Schema.NullOr(Schema.String),
  forceFail: Schema.Boolean,
  meta: Schema.Record(Schema.String, Schema.String),
})
export type OrderTagsRead = typeof OrderTagsRead.Type

export class SandboxSwapsApi extends HttpApiGroup.make("swaps").add(
  HttpApiEndpoint.post("decideSwap", "/api/sandbox/swaps/:swapId/:decision", {
    params: { swapId: Schema.String, decision: AgentDecision },
    success: Schema.Struct({ status: Schema.String }),
    error: [InvalidRequest, NotFound],
  }),
  /** A withdrawal not sent yet fails as a transaction that reverts would, for trying the Transfer Failed state. */
  HttpApiEndpoint.post("failWithdrawal", "/api/sandbox/orders/:orderId/withdrawal-fail", {
    params: { orderId: Schema.String },
    success: Schema.Struct({ status: Schema.String }),
    error: [InvalidRequest],
  }),
  HttpApiEndpoint.get("orderTags", "/api/sandbox/orders/:orderId/tags", {
    params: { orderId: Schema.String },
    success: OrderTagsRead,
    error: NotFound,
  }),
  HttpApiEndpoint.get("callbackLog", "/api/sandbox/orders/:orderId/callbacks", {
    params: { orderId: Schema.String },
    success: Schema.Array(CallbackDelivery),
  }),
) {}

/** The sandbox's EVM chain as each EVM network sees it: one local node serves them all (docs/decisions.md). */
export const SandboxChain = Schema.Struct({
  network: Network,
  rpcUrl: Schema.String,
  chainId: Schema.Number,
  tokens: Schema.Array(Schema.Struct({ asset: Asset, address: Schema.String, decimals: Schema.Number })),
})
export type SandboxChain = typeof SandboxChain.Type

export class SandboxChainApi extends HttpApiGroup.make("chain").add(
  HttpApiEndpoint.get("getChains", "/api/sandbox/chains", { success: Schema.Array(SandboxChain) }),
  /** Funds a test wallet: gas and minted tokens on an EVM network, a ledger credit on the others. */
  HttpApiEndpoint.post("fundAddress", "/api/sandbox/faucet", {
    payload: Schema.Struct({ network: Network, asset: Asset, address: Schema.String, amount: Schema.String }),
    success: Schema.Struct({ hash: Schema.String }),
    error: [InvalidRequest],
  }),
  /** The jetton wallet of a TON owner, as the jetton master's `get_wallet_address` answers on TON: the sandbox runs no
   * TON node, so it answers a stand-in address of its own (server/chain/tonJettonWallets.ts). */
  HttpApiEndpoint.get("tonJettonWallet", "/api/sandbox/ton/jetton-wallet", {
    query: { owner: Schema.String, jetton: Schema.String },
    success: Schema.Struct({ address: Schema.String }),
    error: [InvalidRequest],
  }),
) {}

/** What the payout provider says of an off-ramp order's payout to mobile money or a bank. */
export const PayoutDecision = Schema.Literals(["payout-success", "payout-fail"])
export type PayoutDecision = typeof PayoutDecision.Type

export class SandboxOfframpApi extends HttpApiGroup.make("offramp").add(
  HttpApiEndpoint.post("decidePayout", "/api/sandbox/offramp/:orderId/:decision", {
    params: { orderId: Schema.String, decision: PayoutDecision },
    success: Schema.Struct({ status: Schema.String }),
    error: [InvalidRequest, NotFound],
  }),
  /** A transfer on a network the sandbox ledger stands in for (TON, TRON, STELLAR, XRP, SOLANA), as a wallet would. */
  HttpApiEndpoint.post("sendOnLedger", "/api/sandbox/ledger/transfer", {
    payload: Schema.Struct({
      network: Network,
      asset: Asset,
      from: Schema.String,
      to: Schema.String,
      amount: Schema.String,
      /** The transaction's hash when the wallet names it (a TON wallet's signed message hash); else a fresh one. */
      hash: Schema.optional(Schema.String),
    }),
    success: Schema.Struct({ hash: Schema.String }),
    error: [InvalidRequest],
  }),
) {}

/** The same payout decision for a buy-goods order: the provider paying the merchant's till. */
export class SandboxBuyGoodsApi extends HttpApiGroup.make("buyGoods").add(
  HttpApiEndpoint.post("decideBuyGoodsPayout", "/api/sandbox/buy-goods/:orderId/:decision", {
    params: { orderId: Schema.String, decision: PayoutDecision },
    success: Schema.Struct({ status: Schema.String }),
    error: [InvalidRequest, NotFound],
  }),
) {}

export class SandboxApi extends HttpApi.make("pay-widget-sandbox")
  .add(SandboxSettingsApi)
  .add(SandboxOutboxApi)
  .add(SandboxKycApi)
  .add(SandboxSwapsApi)
  .add(SandboxChainApi)
  .add(SandboxOfframpApi)
  .add(SandboxBuyGoodsApi)
  .add(SandboxMonitoringApi)
  .add(SandboxIntegratorsApi) {}

/** Why a sandbox operator call is refused. */
export const sandboxRefusals = {
  payoutNotPending: (status: string) =>
    `The order is ${status}; a payout is decided only while it is offramp_pending or offramp_retry.`,
  swapNotConfirmed: (status: string, decidable: ReadonlyArray<string>) =>
    `The swap is ${status}; an agent decides only a swap the buyer confirmed (${decidable.join(", ")}).`,
  noWithdrawalWaiting: "This order has no withdrawal waiting to be sent.",
  withdrawalFailed: "Failed by the sandbox.",
  noLedgerAsset: (asset: string, network: string) => `The sandbox ledger has no ${asset} on ${network}.`,
  notAnAddress: (address: string, network: string) => `${address} is not a ${network} address.`,
  notALedgerHash: (hash: string, network: string) => `${hash} is not a ${network} transaction hash.`,
  ledgerHashTaken: (hash: string) => `The sandbox ledger already holds a transfer under ${hash}.`,
  notAnAmount: (amount: string, decimals: number) =>
    `${amount} is not a positive amount with at most ${decimals} decimals.`,
  balanceTooLow: (p: { from: string; balance: string; asset: string; network: string; amount: string }) =>
    `${p.from} holds ${p.balance} ${p.asset} on ${p.network}, less than ${p.amount}.`,
} as const
