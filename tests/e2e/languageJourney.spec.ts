// Issue 19 acceptance: the whole on-ramp journey in Swahili and in French, from the amount to the completed order,
// each step's headings, buttons and key texts in the language and its numbers and dates written the language's way.
// The expected texts are written here, as a speaker of the language reads them, not taken from the catalogues.
// The buyer is signed in through the API (tokens in the link) and the sandbox agent confirms within a second.
import type { Page } from "@playwright/test"
import { freshEmail } from "../support/signIn.ts"
import { expect, test, widgetSizeOnly } from "./fixtures.ts"
import { setOperatorSettings, signInThroughApi, tokenQuery, Widget } from "./widget.ts"

test.setTimeout(60_000)

const wallet = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
const link = (lang: string) =>
  `/?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=bank&carrierCode=equity&network=CELO&asset=CUSD&lang=${lang}`

/** What a speaker of the language reads on each step. */
interface Journey {
  readonly steps: string
  readonly amount: {
    readonly title: string
    readonly youPay: RegExp
    readonly rate: RegExp
    readonly approvalTime: RegExp
    readonly next: string
  }
  readonly wallet: {
    readonly title: string
    readonly address: string
    readonly required: string
    readonly next: string
  }
  readonly review: {
    readonly title: string
    readonly youPay: string
    readonly paid: string
    readonly received: RegExp
    readonly create: string
    readonly change: string
  }
  readonly order: {
    readonly title: string
    readonly expiresIn: RegExp
    readonly instructions: string
    /** The agent's line, its colon punctuated the language's way. */
    readonly agent: RegExp
    /** The transfer details' amount: its label and the number grouped for the language. */
    readonly amountLabel: string
    readonly amount: string
    readonly reference: string
    readonly transferred: string
    readonly cancel: string
    readonly notifications: string
  }
  readonly status: {
    readonly completed: string
    readonly details: string
    readonly paid: string
    readonly amount: string
    readonly seeAll: string
    readonly created: string
    readonly date: RegExp
  }
}

// French writes thousands with a narrow no-break space and decimals with a comma; Swahili as English does, but
// its dates day/month/year with a comma before the time, and durations in its own words.
const journeys: Record<"sw" | "fr", Journey> = {
  sw: {
    steps: "Hatua",
    amount: {
      title: "Nunua kripto",
      youPay: /^Unalipa \(KES\)/,
      rate: /^1 CUSD = \d+\.\d{2} KES$/,
      approvalTime: /^Muda wa kawaida wa kuidhinisha: dakika \d+$/,
      next: "Ifuatayo: Weka pochi yako",
    },
    wallet: {
      title: "Pochi",
      address: "Anwani ya pochi (Celo)",
      required: "Anwani ya pochi inahitajika",
      next: "Ifuatayo",
    },
    review: {
      title: "Kagua oda yako",
      youPay: "Unalipa",
      paid: "2,000 KES",
      received: /^\d+\.\d{2} CUSD$/,
      create: "Unda oda",
      change: "Badilisha vigezo",
    },
    order: {
      title: "Oda inaendelea",
      expiresIn: /^Inaisha baada ya 1?\d:\d\d$/,
      instructions: "Tuma 2,000 KES kamili kwa wakala",
      agent: /^Wakala: \S/,
      amountLabel: "Kiasi",
      amount: "2,000 KES",
      reference: "Kumbukumbu",
      transferred: "Nimehamisha",
      cancel: "Ghairi Oda",
      notifications: "Arifa",
    },
    status: {
      completed: "Oda Imekamilika",
      details: "Maelezo ya oda",
      paid: "Kiasi kilicholipwa",
      amount: "2,000 KES",
      seeAll: "Ona maelezo yote",
      created: "Imeundwa",
      date: /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/,
    },
  },
  fr: {
    steps: "Étapes",
    amount: {
      title: "Acheter des cryptos",
      youPay: /^Vous payez \(KES\)/,
      rate: /^1 CUSD = \d+,\d{2} KES$/,
      approvalTime: /^Délai d’approbation habituel\u202f: \d+ minutes?$/,
      next: "Suivant : indiquez votre portefeuille",
    },
    wallet: {
      title: "Portefeuille",
      address: "Adresse du portefeuille (Celo)",
      required: "L’adresse du portefeuille est obligatoire",
      next: "Suivant",
    },
    review: {
      title: "Vérifiez votre commande",
      youPay: "Vous payez",
      paid: "2\u202f000 KES",
      received: /^\d+,\d{2} CUSD$/,
      create: "Créer la commande",
      change: "Modifier les critères",
    },
    order: {
      title: "Commande en cours",
      expiresIn: /^Expire dans 1?\d:\d\d$/,
      instructions: "Envoyez exactement 2\u202f000 KES à l’agent",
      // French puts a narrow no-break space before a colon.
      agent: /^Agent\u202f: \S/,
      amountLabel: "Montant",
      amount: "2\u202f000 KES",
      reference: "Référence",
      transferred: "J’ai transféré",
      cancel: "Annuler la commande",
      notifications: "Notifications",
    },
    status: {
      completed: "Commande terminée",
      details: "Détails de la commande",
      paid: "Montant payé",
      amount: "2\u202f000 KES",
      seeAll: "Voir tous les détails",
      created: "Créée le",
      date: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    },
  },
}

/** English the journey showed before it was translated: none of it may be left on the page. */
const formerEnglish =
  /Wallet address|is required|Expires in|left to pay|Send exactly|Reference|Put this in|Dismiss|Copy /

const noEnglishLeft = async (page: Page) => {
  const text = await page.locator("body").innerText()
  const labels = await page.locator("[aria-label]").evaluateAll((all) => all.map((e) => e.getAttribute("aria-label")))
  expect(`${text}\n${labels.join("\n")}`).not.toMatch(formerEnglish)
}

for (const [lang, say] of Object.entries(journeys)) {
  test(
    `the on-ramp journey in ${lang === "sw" ? "Swahili" : "French"}: each step's texts, numbers and dates`,
    widgetSizeOnly,
    async ({ page }) => {
      const { tokens } = await signInThroughApi(freshEmail(`journey-${lang}`))
      const widget = new Widget(page)
      await setOperatorSettings({ agentConfirmSeconds: 1 })
      try {
        // Amount: the rate and the usual approval time written for the language.
        await widget.open(`${link(lang)}&${tokenQuery(tokens)}`)
        await expect(widget.heading()).toHaveText(say.amount.title)
        expect(await page.locator("html").getAttribute("lang")).toBe(lang)
        await expect(page.getByRole("list", { name: say.steps })).toBeVisible()
        await expect(page.getByRole("textbox", { name: say.amount.youPay })).toHaveValue("2000")
        await expect(page.getByText(say.amount.rate)).toBeVisible({ timeout: 15_000 })
        await expect(page.getByText(say.amount.approvalTime)).toBeVisible()
        await page.getByRole("button", { name: say.amount.next }).click()

        // Wallet: the address field and what it needs, before it is filled.
        await expect(widget.heading()).toHaveText(say.wallet.title)
        await expect(page.getByText(say.wallet.required)).toBeVisible()
        await noEnglishLeft(page)
        await page.getByRole("textbox", { name: say.wallet.address }).fill(wallet)
        await page.getByRole("button", { name: say.wallet.next, exact: true }).click()

        // Review: the amounts grouped and with decimals the language's way.
        await expect(widget.heading()).toHaveText(say.review.title, { timeout: 15_000 })
        await expect(page.getByText(say.review.youPay, { exact: true })).toBeVisible()
        await expect(page.getByText(say.review.paid, { exact: true })).toBeVisible()
        await expect(page.getByText(say.review.received)).toBeVisible()
        await expect(page.getByRole("button", { name: say.review.change })).toBeVisible()
        await page.getByRole("button", { name: say.review.create }).click()

        // The order's page: its clock, the sandbox's instructions with the amount written for the language.
        await page.waitForURL(/\/ussd\/[\w-]+/)
        await expect(widget.heading()).toHaveText(say.order.title)
        await expect(page.getByText(say.order.expiresIn)).toBeVisible()
        await expect(page.getByText(say.order.instructions)).toBeVisible()
        await expect(page.locator(".ussd-agent")).toHaveText(say.order.agent)
        const amount = page.locator(".ussd-detail", { has: page.getByText(say.order.amountLabel, { exact: true }) })
        await expect(amount.locator(".ussd-detail-value")).toHaveText(say.order.amount)
        await expect(page.getByText(say.order.reference, { exact: true })).toBeVisible()
        await expect(page.getByRole("region", { name: say.order.notifications })).toBeAttached()
        await expect(page.getByRole("button", { name: say.order.cancel })).toBeVisible()
        await noEnglishLeft(page)
        await page.getByRole("button", { name: say.order.transferred }).click()

        // The status page follows the order to its end: the agent confirms, the crypto is sent.
        await page.waitForURL(/\/swap-status\?/)
        await expect(widget.heading()).toHaveText(say.status.completed, { timeout: 30_000 })
        const details = page.getByRole("region", { name: say.status.details })
        await expect(details.locator(".status-row", { hasText: say.status.paid }).locator("dd")).toHaveText(
          say.status.amount,
        )
        await details.getByRole("button", { name: say.status.seeAll }).click()
        await expect(details.locator(".status-row", { hasText: say.status.created }).locator("dd")).toHaveText(
          say.status.date,
        )
        await noEnglishLeft(page)
      } finally {
        await setOperatorSettings({ agentConfirmSeconds: 15 })
      }
    },
  )
}
