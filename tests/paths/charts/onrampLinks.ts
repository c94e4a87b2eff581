// The on-ramp journey opened at / by links of their own (tests/model/charts/onrampSignedLink.ts,
// onrampStellarMemo.ts, onrampExtraFields.ts): each registration's link, signed in by the account's tokens when its
// user is, and the on-ramp's events (./onramp.ts: the held offer, the ID-check status, the review, the order).
import { randomUUID } from "node:crypto"
import type { Page } from "@playwright/test"
import { expect } from "@playwright/test"
import { additionalInfoLabels, screens as screenLabels, screenTitles } from "../../../schema/labels.ts"
import { signLink } from "../../../server/onramp/signedLinks.ts"
import { setOperatorSettings, signInThroughApi, tokenQuery, widgetUrl } from "../../e2e/widget.ts"
import type { ChartSpec } from "../../model/chart.ts"
import extraFieldsChart from "../../model/charts/onrampExtraFields.ts"
import signedLinkChart from "../../model/charts/onrampSignedLink.ts"
import stellarMemoChart from "../../model/charts/onrampStellarMemo.ts"
import type { ChartReplay, Replay } from "../mapping.ts"
import { dialog, heading, textbox } from "./authScreens.ts"
import { installJourneyGates } from "./journeyGates.ts"
import { onramp } from "./onramp.ts"

type ChartEvent = Replay["event"]
type Config = Readonly<Record<string, unknown>>

const configOf = (registration: ChartSpec) => (registration.input as { config: Config }).config
const signedIn = (registration: ChartSpec) => (registration.input as { user?: unknown }).user !== undefined

/**
 * The widget opened at / with `link` (a query), as the registration's user: signed in by an account of the link's
 * country (an order for another country than the account's is refused), or signed out. The journey's gates are
 * installed; the session's read of the user goes on (the registration's user is who they are from the start).
 */
const openedWith =
  (registration: ChartSpec, linkOf: (rest: ReadonlyArray<ChartEvent>) => string) =>
  async ({ page, email, rest, memo }: Replay) => {
    await setOperatorSettings({ quoteSeconds: 120 })
    const link = linkOf(rest)
    const country = new URLSearchParams(link).get("countryIsoCode") ?? "KE"
    const tokens = signedIn(registration) ? (await signInThroughApi(email, country)).tokens : undefined
    await installJourneyGates(page, memo, "POST **/api/public/pay-widget/onramp/best-offer", false)
    await page.goto(widgetUrl(`/?${link}${tokens ? `&${tokenQuery(tokens)}` : ""}`))
  }

/** The registration's link as given (its config's strings), with what the sandbox's market needs besides. */
const linkFrom = (config: Config, market: Readonly<Record<string, string>>) => {
  const link: Record<string, string> = {}
  for (const [key, value] of Object.entries(config))
    if (typeof value === "string" || typeof value === "number") link[key] = String(value)
  if (config.requiredFields) link.requiredFields = JSON.stringify(config.requiredFields)
  return new URLSearchParams({ ...link, ...market }).toString()
}

// --- The signed link (README "Signed links") ---

/** The registration's link signed by the sandbox integrator with its secret, locking the query's parameters; when
 * the path's check is refused, signed with another secret (the sandbox finds the signature invalid). */
const signedLinkOf = (rest: ReadonlyArray<ChartEvent>) => {
  const { query } = configOf(signedLinkChart) as { query: Record<string, string> }
  const refused = rest.some((event) => event.type === "xstate.error.actor.checkLink")
  const signature = signLink("sandbox", refused ? "not-the-sandbox-secret" : "sandbox-signing-secret", {
    jti: randomUUID(),
    exp: Math.floor(Date.now() / 1000) + 600,
    params: query,
  })
  const { network, asset } = configOf(signedLinkChart) as { network: string; asset: string }
  return new URLSearchParams({ network, asset, ...query, signature }).toString()
}

export const onrampSignedLink: ChartReplay = {
  ...onramp,
  chart: signedLinkChart,
  open: openedWith(signedLinkChart, signedLinkOf),
  openedAs: (rest) =>
    rest.some((event) => event.type === "xstate.error.actor.checkLink") ? "refused signature" : "valid signature",
  // The link's check is held as it leaves the page: its answer is the sandbox's, decided by the signature.
  calls: { ...onramp.calls, checkLink: "GET **/api/public/pay-widget/validate-params*" },
  events: {
    ...onramp.events,
    "xstate.done.actor.checkLink": async () => {},
    "xstate.error.actor.checkLink": async () => {},
  },
  screens: {
    ...onramp.screens,
    // The amount's page shows the check at work, then the refusal's reason.
    '"checkingLink"': (page) => heading(page, screenTitles.onrampAmount),
    '"linkRefused"': (page) => heading(page, screenTitles.onrampAmount),
  },
}

// --- What the order carries ---

/** The order's call (after the amounts' check): what it carries is what the order is made with. */
const createOrderCall = "**/api/private/pay-widget/onramp/create-order"

/** The order's own call held instead of the amounts' check before it (which goes on), so what it carries is checked
 * (`check`, given the call's body) before the sandbox is let make the order. */
const orderCarrying = (check: (sent: Record<string, unknown>) => void): Pick<ChartReplay, "calls" | "events"> => ({
  calls: { ...onramp.calls, createOrder: `POST ${createOrderCall}` },
  events: {
    ...onramp.events,
    "order.create": async (replay) => {
      const { page, memo } = replay
      if (!memo.orderListened) {
        memo.orderListened = true
        page.on("request", (request) => {
          if (request.method() === "POST" && request.url().includes("/onramp/create-order"))
            memo.orderSent = request.postDataJSON()
        })
      }
      await onramp.events["order.create"]?.(replay)
    },
    "xstate.done.actor.createOrder": async ({ memo }) => {
      await expect.poll(() => memo.orderSent, { message: "the page made the order's call" }).toBeDefined()
      check(memo.orderSent as Record<string, unknown>)
    },
  },
})

// --- Stellar, with a memo ---

export const onrampStellarMemo: ChartReplay = {
  ...onramp,
  chart: stellarMemoChart,
  // M-Pesa in Kenya sends a payment prompt: the payer's phone goes with the link (issue 16).
  open: openedWith(stellarMemoChart, () =>
    linkFrom(configOf(stellarMemoChart), {
      paymentChannel: "mobile_money",
      carrierCode: "safaricom",
      currency: "local",
      phone: "0712345678",
    }),
  ),
  // Spec 1 §5: on STELLAR the memo goes with the order, as the link gave it.
  ...orderCarrying((sent) =>
    expect(sent.memo, "the memo the order carries").toBe(String(configOf(stellarMemoChart).memo)),
  ),
}

// --- Extra fields ---

/** A field of the additional-information form, by the definition's name: the sandbox's South African bank
 * transfers ask for the ID number, the account type, whether it is a business account and an optional e-mail. */
const fieldLabels: Readonly<Record<string, string>> = {
  idNumber: "ID number",
  email: `E-mail for the receipt (${additionalInfoLabels.optional})`,
}

/** Spec 1 §3, §5: the order carries the form's values (the ID number the link gave, the account type's default),
 * what the integrator passes on (its reference, its source, the campaign tag), and no memo on Celo, which takes none. */
const carried = orderCarrying((sent) => {
  const config = configOf(extraFieldsChart)
  expect(sent.extraFields, "the form's values the order carries").toMatchObject({
    ...(config.requiredFields as Record<string, string>),
    accountType: "cheque",
  })
  expect(sent.orderParams, "the integrator's reference").toBe(config.orderParams)
  expect(sent.sourceParam, "the integrator's source").toBe(config.source)
  expect((sent.meta as { utmSource?: string } | undefined)?.utmSource, "the campaign tag").toBe(config.utm_source)
  // Sent as none (null on the wire, as the client encodes an absent optional value).
  expect(sent.memo ?? undefined, "a memo on Celo").toBeUndefined()
})

export const onrampExtraFields: ChartReplay = {
  ...onramp,
  chart: extraFieldsChart,
  calls: carried.calls,
  // The sandbox asks for additional information on South Africa's bank transfers (server/seed/extraFields.ts: the
  // ID number, the account type, the registration's fields); 500 ZAR stays under South Africa's basic ID-check
  // minimum (50 USD), so the new account needs no ID check, as the registration's user has passed it. The account is
  // South African: the review opens the form only for an account of the order's country.
  open: openedWith(extraFieldsChart, () =>
    linkFrom(configOf(extraFieldsChart), {
      countryIsoCode: "ZA",
      paymentChannel: "bank",
      carrierCode: "fnb",
      currency: "local",
      amount: "500",
    }),
  ),
  events: {
    ...carried.events,
    // The definitions are lost on the way (a dropped connection): the review says the request failed.
    "xstate.error.actor.loadExtraFields": async () => "lost",
    "extra.change": async ({ page, event }) => {
      const label = fieldLabels[String(event.name)]
      if (!label) throw new Error(`no field of the form is named ${String(event.name)}`)
      await (await textbox(page, label)).fill(String(event.value))
    },
    "extra.save": async ({ page }) =>
      dialog(page, additionalInfoLabels.title).getByRole("button", { name: additionalInfoLabels.save }).click(),
    "extra.cancel": async ({ page }) =>
      dialog(page, additionalInfoLabels.title).getByRole("button", { name: screenLabels.close }).click(),
  },
  unreachable: {
    ...onramp.unreachable,
    // The page checks the form by the sandbox's own rules (schema/extraFields.ts) against the definitions the sandbox
    // gave for this offer before it sends the order: a saved form is never refused for a missing ID number.
    "xstate.error.actor.createOrder": (_sentIn, event) =>
      (event as { error?: { message?: string } }).error?.message?.startsWith("Please correct the additional")
        ? "the page checks the form by the sandbox's rules before sending it, so the sandbox never refuses a saved form"
        : undefined,
  },
  screens: {
    ...onramp.screens,
    '{"review":"details"}': (page: Page) => dialog(page, additionalInfoLabels.title),
    // The definitions failed: the review says so, and Create order asks for them again.
    '{"review":"fieldsFailed"}': (page: Page) => heading(page, screenTitles.swap),
  },
}
