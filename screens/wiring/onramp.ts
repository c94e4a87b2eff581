// The on-ramp chart lives across its routes (/, /wallet, /swap and the sign-in and KYC steps between them): one
// actor at a time, kept here, told about the session's user as it changes.
import type { QueryClient } from "@tanstack/react-query"
import { Effect } from "effect"
import type { ActorRefFrom } from "xstate"
import { liveOnrampMachine } from "../../adapters/actors/onramp.ts"
import { makeOfferSearches, offerCriteriaOf } from "../../adapters/offerSearch.ts"
import { ParentWindow } from "../../adapters/parentEvents.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import { AppStorage } from "../../adapters/storage.ts"
import type { onrampMachine } from "../../machines/onramp.ts"
import type { OnrampConfig } from "../../machines/onrampContext.ts"
import { payerPhoneToSend } from "../../machines/onrampPayerPhone.ts"
import { type WidgetEnvironment, withEnvironment } from "../../schema/config.ts"
import { type PhoneInfo, phoneInfoOf } from "../../schema/payerPhone.ts"
import { startWithEffects } from "./effects.ts"
import { browserEffects } from "./effectsBrowser.ts"
import { onrampCatalogActor } from "./journeyCatalog.ts"
import { kycActorsWithSource } from "./kycSource.ts"
import type { SessionActor } from "./session.ts"

export type OnrampActor = ActorRefFrom<typeof onrampMachine>
/** How the auto-order route starts a journey (machines/autoOrder.ts). */
export interface JourneyMode {
  readonly auto?: boolean
  readonly notice?: string | undefined
}

const countryKey = "pay-widget.country"
/** Spec 1 §3 phone info (countryCode, phoneNumber), kept from the last order that sent a payment prompt. */
const phoneKey = "pay-widget.phone"

const storedPhoneOf = (text: string | undefined): string | undefined => {
  try {
    const info = text ? (JSON.parse(text) as Partial<PhoneInfo>) : undefined
    return info?.countryCode && info.phoneNumber ? `${info.countryCode}${info.phoneNumber}` : undefined
  } catch {
    return undefined
  }
}

/** The live journey: its catalogue from the page's query cache; its channels, offers and KYC status calls with its
 * source (spec 1 §7). */
const onrampMachineFor = (runtime: AppRuntime, queryClient: QueryClient, source: string | undefined) => {
  const { kyc, loadKycStatus } = kycActorsWithSource(runtime, source)
  return liveOnrampMachine(runtime, source).provide({
    actors: { kyc, loadKycStatus, loadCatalog: onrampCatalogActor(runtime, queryClient, source) },
  })
}

export const makeOnrampFlow = (
  runtime: AppRuntime,
  queryClient: QueryClient,
  session: SessionActor,
  environment: WidgetEnvironment,
) => {
  // The app's storage (kept between visits; a refused storage holds for this visit only) and the framing page.
  const { local, parent } = runtime.runSync(
    Effect.all({ local: Effect.map(Effect.service(AppStorage), (s) => s.local), parent: Effect.service(ParentWindow) }),
  )
  let actor: OnrampActor | undefined
  let unsubscribe: (() => void) | undefined
  const start = (config: OnrampConfig, mode: JourneyMode = {}): OnrampActor => {
    actor?.stop()
    unsubscribe?.()
    // Spec 1 §5: the wallet browser's source; in Telegram, TON only.
    const configured = withEnvironment(config, environment)
    // Its effects (the form's toast) are carried out by the one runner (screens/wiring/effects.ts).
    const started: OnrampActor = startWithEffects(
      onrampMachineFor(runtime, queryClient, configured.source),
      {
        input: {
          config: configured,
          user: session.getSnapshot().context.user,
          storedCountry: local.get(countryKey),
          storedPhone: storedPhoneOf(local.get(phoneKey)),
          ...mode,
        },
      },
      { toast: browserEffects.toast },
    )
    const fromSession = session.subscribe((s) => started.send({ type: "session.user", user: s.context.user }))
    // Spec 2 §4: the framing page hears of each new offer search, and of the order as soon as it exists.
    const offerSearched = makeOfferSearches(parent.announce)
    const created = started.subscribe((s) => {
      if (s.matches({ amount: "quoting" })) offerSearched(offerCriteriaOf(s.context))
      if (s.matches("created") && s.context.orderId) {
        parent.announce("order_created", s.context.orderId)
        const sent = payerPhoneToSend(s.context)
        const info = sent && s.context.country ? phoneInfoOf(sent, s.context.country) : undefined
        if (info) local.set(phoneKey, JSON.stringify(info))
      }
    })
    unsubscribe = () => {
      fromSession.unsubscribe()
      created.unsubscribe()
    }
    actor = started
    return started
  }
  return {
    /** A new journey, in place of any running one: the auto-order route starts it in auto mode. */
    start,
    /** The running journey, if any, without starting one (Telegram's back button sends it back). */
    running: (): OnrampActor | undefined => (actor?.getSnapshot().status === "active" ? actor : undefined),
    /** The running journey, or a new one from the configuration when there is none (or it ended). */
    ensure: (config: OnrampConfig, mode: JourneyMode = {}): OnrampActor =>
      actor && actor.getSnapshot().status === "active" ? actor : start(config, mode),
    /** Spec 1 §4: the country the user chooses is remembered for the next visit. */
    rememberCountry: (countryIsoCode: string) => local.set(countryKey, countryIsoCode),
  }
}

export type OnrampFlow = ReturnType<typeof makeOnrampFlow>
