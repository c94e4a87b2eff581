// The server's settings, read once from the environment (README, "Configuration").
import { Config, Context, Effect, Layer, Option, Schema } from "effect"
import { type IntegratorFromEnv, IntegratorsFromEnv } from "../schema/embedding.ts"
import { trustedProxyNetworks } from "./http/trustedProxies.ts"

export interface ServerSettings {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly databaseUrl: Option.Option<string>
  /** Sandbox routes and simulators: on unless SANDBOX=0. */
  readonly sandbox: boolean
  /** The country a loopback or private-network client is taken to be in. */
  readonly defaultCountry: string
  /** Folder of the built widget, served at `/`. */
  readonly widgetDir: string
  /** One log line per request (off in tests). */
  readonly logRequests: boolean
  /** Signs access tokens and keys the hashes of codes; made and stored at first start when not given. */
  readonly tokenSecret: Option.Option<string>
  /** Where e-mail is sent besides the outbox, e.g. smtp://user:pass@host:587. */
  readonly smtpUrl: Option.Option<string>
  readonly mailFrom: string
  /** Seconds the sandbox takes to review an identity check. */
  readonly kycReviewSeconds: number
  /** Failed identity checks after which no new one may be started. */
  readonly kycAttemptLimit: number
  /** Sign-in codes one client address may ask for in 10 minutes (people behind one NAT share an address). */
  readonly codeRequestsPerAddress: number
  /** The sandbox integrator's signing secret (integrator id "sandbox"), for signed links in tests and demos. */
  readonly sandboxSigningSecret: string
  /** Origins the sandbox integrator registers (SANDBOX_ORIGINS, comma-separated); any loopback page when not given. */
  readonly sandboxOrigins?: ReadonlyArray<string> | undefined
  /** Integrators registered at start (INTEGRATORS, JSON): id, name, signing secret and origins, in any mode. */
  readonly integrators?: ReadonlyArray<IntegratorFromEnv> | undefined
  /** An EVM node to use instead of starting anvil, so several server processes share one chain. */
  readonly chainRpcUrl: Option.Option<string>
  /** Key of the hot wallet that deploys the sandbox tokens and sends withdrawals (0x + 64 hex). */
  readonly hotWalletPrivateKey: string
  /** A Sentry DSN the widget reports its errors to instead of this server's error endpoint. */
  readonly sentryDsn?: string | undefined
  /** Proxies (addresses or subnets) whose X-Forwarded-For names the client (TRUSTED_PROXIES, comma-separated). */
  readonly trustedProxies?: ReadonlyArray<string> | undefined
}

/** Anvil's first development account: funded on every fresh anvil chain. */
export const anvilFirstAccountKey = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"

export class ServerConfig extends Context.Service<ServerConfig, ServerSettings>()("server/ServerConfig") {
  static readonly fromEnv = Layer.effect(
    ServerConfig,
    Effect.gen(function* () {
      return ServerConfig.of({
        port: yield* Config.Port("PORT").pipe(Config.withDefault(8080)),
        host: yield* Config.String("HOST").pipe(Config.withDefault("127.0.0.1")),
        dataDir: yield* Config.String("DATA_DIR").pipe(Config.withDefault("./data")),
        databaseUrl: yield* Config.option(Config.NonEmptyString("DATABASE_URL")),
        sandbox: (yield* Config.String("SANDBOX").pipe(Config.withDefault("1"))) !== "0",
        defaultCountry: (yield* Config.String("DEFAULT_COUNTRY").pipe(Config.withDefault("KE"))).toUpperCase(),
        widgetDir: yield* Config.String("WIDGET_DIR").pipe(Config.withDefault("./dist")),
        logRequests: (yield* Config.String("LOG_REQUESTS").pipe(Config.withDefault("1"))) !== "0",
        tokenSecret: yield* Config.option(Config.NonEmptyString("TOKEN_SECRET")),
        smtpUrl: yield* Config.option(Config.NonEmptyString("SMTP_URL")),
        mailFrom: yield* Config.String("MAIL_FROM").pipe(Config.withDefault("Pay widget <no-reply@pay-widget.local>")),
        kycReviewSeconds: yield* Config.Int("KYC_REVIEW_SECONDS").pipe(Config.withDefault(5)),
        kycAttemptLimit: yield* Config.Int("KYC_ATTEMPT_LIMIT").pipe(Config.withDefault(3)),
        codeRequestsPerAddress: yield* Config.Int("CODE_REQUESTS_PER_ADDRESS").pipe(Config.withDefault(30)),
        sandboxSigningSecret: yield* Config.String("SANDBOX_SIGNING_SECRET").pipe(
          Config.withDefault("sandbox-signing-secret"),
        ),
        sandboxOrigins: (yield* Config.option(Config.NonEmptyString("SANDBOX_ORIGINS"))).pipe(
          Option.map((list) => list.split(",").map((origin) => origin.trim())),
          Option.getOrUndefined,
        ),
        integrators: (yield* Config.option(Config.NonEmptyString("INTEGRATORS"))).pipe(
          // A malformed list stops the start with the schema's reason, rather than leaving integrators out.
          Option.map((json) => Schema.decodeUnknownSync(IntegratorsFromEnv)(json)),
          Option.getOrUndefined,
        ),
        chainRpcUrl: yield* Config.option(Config.NonEmptyString("CHAIN_RPC_URL")),
        hotWalletPrivateKey: yield* Config.String("HOT_WALLET_PRIVATE_KEY").pipe(
          Config.withDefault(anvilFirstAccountKey),
        ),
        sentryDsn: (yield* Config.option(Config.NonEmptyString("SENTRY_DSN"))).pipe(Option.getOrUndefined),
        trustedProxies: (yield* Config.option(Config.NonEmptyString("TRUSTED_PROXIES"))).pipe(
          Option.map((list) => list.split(",").map((entry) => entry.trim())),
          // A malformed entry stops the start with its reason, rather than trusting less than the operator meant.
          Option.map((entries) => {
            trustedProxyNetworks(entries)
            return entries
          }),
          Option.getOrUndefined,
        ),
      })
    }),
  )

  static readonly layer = (settings: ServerSettings) => Layer.succeed(ServerConfig, settings)
}
