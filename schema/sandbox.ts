// Sandbox-only calls (present when the server runs with SANDBOX on): operator switches that tests and people
// trying the widget use to reach states the real world would cause (maintenance, a restricted country...).
import { Schema, Struct } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"

export const OperatorSettings = Schema.Struct({
  /** Every API call answers 503 while on. */
  maintenance: Schema.Boolean,
  /** Clients located in these countries are refused with RESTRICTED_COUNTRY. */
  restrictedCountries: Schema.Array(Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/))),
  onRampPayWidgetCreationEnabled: Schema.Boolean,
  offRampPayWidgetEnabled: Schema.Boolean,
  buyGoodsEnabled: Schema.Boolean,
})
export type OperatorSettings = typeof OperatorSettings.Type

export const defaultOperatorSettings: OperatorSettings = {
  maintenance: false,
  restrictedCountries: [],
  onRampPayWidgetCreationEnabled: true,
  offRampPayWidgetEnabled: true,
  buyGoodsEnabled: true,
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
  }),
) {}

export class SandboxApi extends HttpApi.make("pay-widget-sandbox")
  .add(SandboxSettingsApi)
  .add(SandboxOutboxApi)
  .add(SandboxKycApi) {}
