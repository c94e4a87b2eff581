// The off-ramp charts with their live actors: the journey (amount to order creation) lives across its routes, one
// actor at a time, told about the session's user; the pay and status charts start per visit of their route.
// The details the user typed are remembered on the device and prefilled next time (spec 2 §2).
import type { QueryClient } from "@tanstack/react-query"
import { Effect } from "effect"
import type { ActorRefFrom } from "xstate"
import { liveOfframpMachine, liveOfframpPayMachine, liveOfframpStatusMachine } from "../../adapters/actors/offramp.ts"
import { makeOfferSearches, offerCriteriaOf } from "../../adapters/offerSearch.ts"
import { ParentWindow } from "../../adapters/parentEvents.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import { AppStorage, type StorageArea } from "../../adapters/storage.ts"
import type { offrampMachine } from "../../machines/offramp.ts"
import type { OfframpConfig } from "../../machines/offrampContext.ts"
import { type WidgetEnvironment, withEnvironment } from "../../schema/config.ts"
import { startWithEffects } from "./effects.ts"
import { toastEffects } from "./effectsBrowser.ts"
import { offrampCatalogActor } from "./journeyCatalog.ts"
import { kycActorsWithSource } from "./kycSource.ts"
import type { JourneyMode } from "./onramp.ts"
import type { SessionActor } from "./session.ts"

export type OfframpActor = ActorRefFrom<typeof offrampMachine>

const countryKey = "pay-widget.offramp.country"

/** The live journey: its catalogue from the page's query cache; its channels, offers and KYC status calls with its
 * source (spec 2 §7). */
const offrampMachineFor = (runtime: AppRuntime, queryClient: QueryClient, source: string | undefined) =>
  liveOfframpMachine(runtime, source).provide({
    actors: { ...kycActorsWithSource(runtime, source), loadCatalog: offrampCatalogActor(runtime, queryClient, source) },
  })
const fieldsKey = "pay-widget.offramp.fields"

const storedFields = (local: StorageArea): Record<string, string> => {
  try {
    const parsed: unknown = JSON.parse(local.get(fieldsKey) ?? "{}")
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

export const makeOfframpFlow = (
  runtime: AppRuntime,
  queryClient: QueryClient,
  session: SessionActor,
  baseUrl: string,
  environment: WidgetEnvironment,
) => {
  // The app's storage (kept between visits; a refused storage holds for this visit only) and the framing page.
  const { local, parent } = runtime.runSync(
    Effect.all({ local: Effect.map(Effect.service(AppStorage), (s) => s.local), parent: Effect.service(ParentWindow) }),
  )
  let actor: OfframpActor | undefined
  let unsubscribe: (() => void) | undefined
  const start = (config: OfframpConfig, mode: JourneyMode = {}): OfframpActor => {
    actor?.stop()
    unsubscribe?.()
    // Spec 1 §5: the wallet browser's source; in Telegram, TON only.
    const configured = withEnvironment(config, environment)
    const started = startWithEffects(
      offrampMachineFor(runtime, queryClient, configured.source),
      {
        input: {
          config: configured,
          user: session.getSnapshot().context.user,
          storedCountry: local.get(countryKey),
          storedFields: storedFields(local),
          ...mode,
        },
      },
      toastEffects,
    )
    const fromSession = session.subscribe((s) => started.send({ type: "session.user", user: s.context.user }))
    // Details the server accepted are kept for the next order; the framing page hears of each new offer search
    // and of the order once it exists.
    const offerSearched = makeOfferSearches(parent.announce)
    const remember = started.subscribe((s) => {
      if (s.matches({ amount: "quoting" })) offerSearched(offerCriteriaOf(s.context))
      if (s.matches({ details: "confirming" }))
        local.set(fieldsKey, JSON.stringify({ ...storedFields(local), ...s.context.fields }))
      if (s.matches("created") && s.context.orderId) parent.announce("order_created", s.context.orderId)
    })
    unsubscribe = () => {
      fromSession.unsubscribe()
      remember.unsubscribe()
    }
    actor = started
    return started
  }
  // The pay mode the user chose before the order existed, so the order's pay step opens in it (issue 16).
  let manualChosen: boolean | undefined
  return {
    /** A new journey, in place of any running one: the auto-order route starts it in auto mode. */
    start,
    /** The running journey, if any, without starting one (the sign-in and ID-check routes show its step bar). */
    running: (): OfframpActor | undefined => (actor?.getSnapshot().status === "active" ? actor : undefined),
    ensure: (config: OfframpConfig, mode: JourneyMode = {}): OfframpActor =>
      actor && actor.getSnapshot().status === "active" ? actor : start(config, mode),
    rememberCountry: (countryIsoCode: string) => local.set(countryKey, countryIsoCode),
    /** Paying by hand: as the user last chose on this page, else as the link's manualFlow says. */
    paysManually: (manualFlow: boolean) => manualChosen ?? manualFlow,
    choosePayMode: (manual: boolean) => {
      manualChosen = manual
    },
    startPay: (orderId: string, connected: string | undefined, manual: boolean) =>
      startWithEffects(
        liveOfframpPayMachine(runtime, baseUrl),
        { input: { orderId, connected, manual } },
        toastEffects,
      ),
    startStatus: (orderId: string) =>
      startWithEffects(liveOfframpStatusMachine(runtime), { input: { orderId } }, toastEffects),
  }
}

export type OfframpFlow = ReturnType<typeof makeOfframpFlow>
export type OfframpPayActor = ReturnType<OfframpFlow["startPay"]>
export type OfframpStatusActor = ReturnType<OfframpFlow["startStatus"]>
