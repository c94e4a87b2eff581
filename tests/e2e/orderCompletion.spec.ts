// Issue #6 acceptance in Chromium against the sandbox server and its anvil chain: an order made in the on-ramp
// journey is paid (I Transferred), the sandbox agent confirms, and the status page shows Order Completed with the
// transaction hash; the buyer's token balance, read with viem, grew by the withdraw amount.
import type { Page } from "@playwright/test"
import { createPublicClient, erc20Abi, formatUnits, http } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { accountLabels, onrampNextLabels, reviewLabels, screenTitles } from "../../schema/labels.ts"
import { statusTitles } from "../../schema/swapStatusLabels.ts"
import { ussdLabels } from "../../schema/ussdLabels.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test, widgetSizeOnly } from "./fixtures.ts"
import { setOperatorSettings, signInByCode, Widget, widgetUrl } from "./widget.ts"

test.setTimeout(120_000)

const balanceReader = async (address: `0x${string}`) => {
  const chains = await (await fetch(widgetUrl("/api/sandbox/chains"))).json()
  const celo = chains.find((chain: { network: string }) => chain.network === "CELO")
  const token = celo.tokens.find((t: { asset: string }) => t.asset === "CUSD")
  const client = createPublicClient({ transport: http(celo.rpcUrl) })
  return async () =>
    Number(
      formatUnits(
        await client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: "balanceOf",
          args: [address],
        }),
        token.decimals,
      ),
    )
}

test("an order is paid, the agent confirms, and the crypto arrives on chain", async ({ page }) => {
  // A wallet of the buyer's own, empty until the order pays it.
  const wallet = privateKeyToAccount(generatePrivateKey()).address
  const balance = await balanceReader(wallet)
  expect(await balance()).toBe(0)
  await setOperatorSettings({ agentConfirmSeconds: 1 })
  try {
    const widget = new Widget(page)
    await widget.open(
      `/?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=bank&carrierCode=equity&network=CELO&asset=CUSD&address=${wallet}`,
    )
    await page.getByRole("button", { name: onrampNextLabels.verifyEmail }).click()
    await signInByCode(page, freshEmail("complete"))
    await expect(widget.heading()).toHaveText(screenTitles.swap, { timeout: 15_000 })
    await page.getByRole("button", { name: reviewLabels.createOrder }).click()
    await page.waitForURL(/\/ussd\/[\w-]+/)
    const orderId = new URL(page.url()).pathname.split("/").pop() ?? ""

    await page.getByRole("button", { name: ussdLabels.iTransferred }).click()
    await page.waitForURL(/\/swap-status\?/)
    await expect(widget.heading()).toHaveText(statusTitles.completed, { timeout: 30_000 })

    const order = await (
      await fetch(widgetUrl(`/api/public/pay-widget/onramp/order/${orderId}`), { headers: { "x-web": "1" } })
    ).json()
    expect(order.withdrawal.status).toBe("complete")
    await expect(page.getByText(order.withdrawal.transactionHash)).toBeVisible()
    expect(await balance()).toBeCloseTo(order.withdrawCryptoAmount, 6)
  } finally {
    await setOperatorSettings({ agentConfirmSeconds: 15 })
  }
})

/** Every address the page's own address bar showed: each load and each history change, across reloads. */
const recordAddresses = async (page: Page) => {
  await page.addInitScript(() => {
    const key = "test.addresses"
    const note = () =>
      sessionStorage.setItem(key, JSON.stringify([...JSON.parse(sessionStorage.getItem(key) ?? "[]"), location.href]))
    note()
    for (const method of ["pushState", "replaceState"] as const) {
      const original = history[method].bind(history)
      history[method] = (...args: Parameters<History["pushState"]>) => {
        original(...args)
        note()
      }
    }
  })
  const seen: Array<string> = []
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url())
  })
  return async () => [
    ...seen,
    page.url(),
    ...(await page.evaluate(() => JSON.parse(sessionStorage.getItem("test.addresses") ?? "[]") as Array<string>)),
  ]
}

test(
  "the address bar never carries the user's e-mail, from sign-in to the status page (issue 13)",
  widgetSizeOnly,
  async ({ page }) => {
    const addresses = await recordAddresses(page)
    const email = freshEmail("private")
    const widget = new Widget(page)
    const wallet = privateKeyToAccount(generatePrivateKey()).address
    await widget.open(
      `/?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=bank&carrierCode=equity&network=CELO&asset=CUSD&address=${wallet}`,
    )
    await page.getByRole("button", { name: onrampNextLabels.verifyEmail }).click()
    await signInByCode(page, email)
    await expect(widget.heading()).toHaveText(screenTitles.swap, { timeout: 15_000 })
    await page.getByRole("button", { name: reviewLabels.createOrder }).click()
    await page.waitForURL(/\/ussd\/[\w-]+/)
    await page.getByRole("button", { name: ussdLabels.iTransferred }).click()
    await page.waitForURL(/\/swap-status\?/)
    await page.reload()
    await expect(widget.heading()).not.toHaveText(screenTitles.swap)
    const all = await addresses()
    expect(all.some((address) => address.includes("/swap-status"))).toBe(true)
    const [name = "", domain = ""] = email.split("@")
    for (const address of all) {
      const decoded = decodeURIComponent(address)
      expect(decoded, address).not.toContain(email)
      expect(decoded, address).not.toContain(`${name}@${domain}`)
      expect(new URL(address).searchParams.has("email"), address).toBe(false)
    }
  },
)

test(
  "a link's e-mail leaves the address at once and still prefills sign-in (issue 13)",
  widgetSizeOnly,
  async ({ page }) => {
    const addresses = await recordAddresses(page)
    const widget = new Widget(page)
    const link = "/auth?email=amina%40example.com&network=CELO"
    await widget.open(link)
    await expect(widget.heading()).toHaveText(screenTitles.auth)
    await expect(page.getByRole("textbox", { name: accountLabels.email })).toHaveValue("amina@example.com")
    expect(new URL(page.url()).searchParams.get("network")).toBe("CELO")
    // Only the address the link itself opened had it.
    const later = (await addresses()).filter((address) => !address.endsWith(link))
    expect(later.length).toBeGreaterThan(0)
    for (const address of later) expect(address, address).not.toContain("amina")
  },
)
