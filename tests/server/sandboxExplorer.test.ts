// The sandbox explorer page (spec 1 §9, spec 2 §2, §9: a block-explorer link for every order): no public explorer
// knows the sandbox's anvil chain or its ledger, so the server shows the transaction itself: block, from, to, token,
// amount and status, read from anvil for EVM and from the ledger for the other networks; 404 for a hash it does not
// know; a hash that cannot be one is refused, and nothing of it is echoed as markup.
import { Effect } from "effect"
import { generatePrivateKey, privateKeyToAddress } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { Chain, type Transfer } from "../../server/chain/chain.ts"
import { serverForThisFile } from "../support/server.ts"

const server = serverForThisFile()
const send = (transfer: Transfer) => server.run(Effect.flatMap(Effect.service(Chain), (chain) => chain.send(transfer)))
const hotWallet = () => server.run(Effect.map(Effect.service(Chain), (chain) => chain.hotWallet))
const explorerPage = (hash: string) => fetch(`${server.url}/sandbox/explorer/tx/${encodeURIComponent(hash)}`)

describe("the sandbox explorer page", () => {
  it("shows an EVM transfer read from the chain: block, from, to, token, amount, success", async () => {
    const to = privateKeyToAddress(generatePrivateKey())
    const { hash } = await send({ network: "CELO", asset: "CUSD", to, amount: "12.5" })
    const answer = await explorerPage(hash)
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/)
    const html = await answer.text()
    expect(html).toContain(hash)
    expect(html).toMatch(/Block<\/dt><dd>\d+<\/dd>/)
    expect(html.toLowerCase()).toContain((await hotWallet()).toLowerCase())
    expect(html.toLowerCase()).toContain(to.toLowerCase())
    expect(html).toContain("CUSD on CELO")
    expect(html).toContain("12.5")
    expect(html).toContain("Success")
  })

  it("shows a transfer of a network the sandbox keeps on its ledger", async () => {
    const to = "GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H"
    const { hash } = await send({ network: "STELLAR", asset: "USDC", to, amount: "7" })
    const answer = await explorerPage(hash)
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toContain(to)
    expect(html).toContain("USDC on STELLAR")
    expect(html).toMatch(/Amount<\/dt><dd>7<\/dd>/)
    expect(html).toContain("Success")
  })

  it("answers 404 for a hash it does not know", async () => {
    expect((await explorerPage(`0x${"ab".repeat(32)}`)).status).toBe(404)
    expect((await explorerPage("5abcdefghijk")).status).toBe(404)
  })

  it("refuses a hash that cannot be one, and never echoes it as markup", async () => {
    for (const hostile of ['<script>alert("x")</script>', "0x' OR 1=1 --", "<img src=x>", "abc"]) {
      const answer = await explorerPage(hostile)
      expect([hostile, answer.status]).toEqual([hostile, 400])
      const html = await answer.text()
      expect(html).not.toContain("<script>alert")
      expect(html).not.toContain("<img")
    }
    // Longer than any chain's hash, yet a path parameter the router takes (signed quote ids in paths need 300
    // characters): refused as no hash.
    expect((await explorerPage("a".repeat(300))).status).toBe(400)
    // Longer than the router takes as a path parameter (1,024): no such page at all.
    expect((await explorerPage("a".repeat(1100))).status).toBe(404)
  })
})
