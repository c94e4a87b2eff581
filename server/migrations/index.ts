// Every migration, keyed <id>_<name>; they run once each, in id order.
import catalog from "./0001_catalog.ts"
import settingsAndMonitoring from "./0002_settings_and_monitoring.ts"
import accounts from "./0003_accounts.ts"
import kyc from "./0004_kyc.ts"
import agentsBook from "./0005_agents_book.ts"
import onrampOrders from "./0006_onramp_orders.ts"
import integrators from "./0007_integrators.ts"
import rewards from "./0008_rewards.ts"
import sandboxChain from "./0009_sandbox_chain.ts"
import swapLifecycle from "./0010_swap_lifecycle.ts"
import offramp from "./0011_offramp.ts"
import extraFields from "./0012_extra_fields.ts"
import errorReports from "./0013_error_reports.ts"
import buyGoods from "./0014_buy_goods.ts"
import offrampHashProofs from "./0015_offramp_hash_proofs.ts"
import signedSends from "./0016_signed_sends.ts"
import throttleKeys from "./0017_throttle_keys.ts"
import callbackEventIds from "./0019_callback_event_ids.ts"
import offrampHashCandidates from "./0020_offramp_hash_candidates.ts"
import usdRates from "./0021_usd_rates.ts"
import onrampForceFail from "./0023_onramp_force_fail.ts"
import payerPhone from "./0024_payer_phone.ts"
import promotionCarriers from "./0025_promotion_carriers.ts"
import outboxSending from "./0026_outbox_sending.ts"

export const migrations = {
  "0001_catalog": catalog,
  "0002_settings_and_monitoring": settingsAndMonitoring,
  "0003_accounts": accounts,
  "0004_kyc": kyc,
  "0005_agents_book": agentsBook,
  "0006_onramp_orders": onrampOrders,
  "0007_integrators": integrators,
  "0008_rewards": rewards,
  "0009_sandbox_chain": sandboxChain,
  "0010_swap_lifecycle": swapLifecycle,
  "0011_offramp": offramp,
  "0012_extra_fields": extraFields,
  "0013_error_reports": errorReports,
  "0014_buy_goods": buyGoods,
  "0015_offramp_hash_proofs": offrampHashProofs,
  "0016_signed_sends": signedSends,
  "0017_throttle_keys": throttleKeys,
  "0019_callback_event_ids": callbackEventIds,
  "0020_offramp_hash_candidates": offrampHashCandidates,
  "0021_usd_rates": usdRates,
  "0023_onramp_force_fail": onrampForceFail,
  "0024_payer_phone": payerPhone,
  "0025_promotion_carriers": promotionCarriers,
  "0026_outbox_sending": outboxSending,
}
