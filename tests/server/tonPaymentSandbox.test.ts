// What a TON Connect wallet needs from the sandbox to pay a TON sale (issue 19): the jetton wallet it sends its
// transfer to (the sandbox's stand-in for the jetton master's get_wallet_address), the ledger recording the
// transfer under the hash of the message the wallet signed, so the order is confirmed with that hash, and the
// TON Connect manifest wallets read of the page's origin.
import { randomBytes } from "node:crypto"
import { Address } from "@ton/core"
import { describe, expect, it } from "vitest"
import { confirmSale, faucet, saleOrder, saleServerForThisFile, saleUntil } from "../support/offramp.ts"
import { post } from "../support/signIn.ts"

const server = saleServerForThisFile()
const market = { network: "TON", asset: "USDT" }
/** The USDT jetton master, as the catalogue names it. */
const usdtMaster = "EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs"
const freshOwner = () => new Address(0, randomBytes(32))

const jettonWallet = (owner: string, jetton = usdtMaster) =>
  fetch(`${server.url}/api/sandbox/ton/jetton-wallet?${new URLSearchParams({ owner, jetton })}`, {
    headers: { "x-web": "1" },
  })

describe("the sandbox's jetton wallet of a TON owner", () => {
  it("is a raw basechain address, the same whichever form the owner is given in, another for another owner or jetton", async () => {
    const owner = freshOwner()
    const fromRaw = await jettonWallet(owner.toRawString())
    expect(fromRaw.status).toBe(200)
    const { address } = (await fromRaw.json()) as { address: string }
    expect(address).toMatch(/^0:[0-9a-f]{64}$/)
    for (const form of [owner.toString({ bounceable: false }), owner.toString({ bounceable: true })])
      expect(await (await jettonWallet(form)).json()).toEqual({ address })
    expect(await (await jettonWallet(freshOwner().toRawString())).json()).not.toEqual({ address })
    const otherJetton = freshOwner().toString()
    expect(await (await jettonWallet(owner.toRawString(), otherJetton)).json()).not.toEqual({ address })
  })

  it("is refused for an owner that is not a TON address", async () => {
    expect((await jettonWallet("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t")).status).toBe(400)
  })
})

describe("a ledger transfer under the wallet's own hash", () => {
  it("is recorded under that hash, which confirms the TON sale it pays; the same hash or a malformed one is refused", async () => {
    const seller = freshOwner().toString({ bounceable: false })
    await faucet(server, seller, "50", "USDT", "TON")
    const order = await saleOrder(server, seller, market, market)
    const hash = randomBytes(32).toString("hex")
    const send = (body: Record<string, unknown>) =>
      post(server, "/api/sandbox/ledger/transfer", {
        ...market,
        from: seller,
        to: order.toAddress,
        amount: "20",
        ...body,
      })

    const sent = await send({ hash })
    expect(sent.status).toBe(200)
    expect(await sent.json()).toEqual({ hash })
    expect((await send({ hash })).status).toBe(400)
    expect((await send({ hash: `0x${hash}` })).status).toBe(400)
    expect((await send({ hash: hash.toUpperCase() })).status).toBe(400)

    expect((await confirmSale(server, order._id, hash)).status).toBe(200)
    expect((await saleUntil(server, order._id, ["offramp_pending"])).status).toBe("offramp_pending")
  })
})

describe("the TON Connect manifest", () => {
  it("names the widget, its origin and a PNG icon there, readable from any origin", async () => {
    const answer = await fetch(`${server.url}/tonconnect-manifest.json`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get("access-control-allow-origin")).toBe("*")
    expect(await answer.json()).toEqual({
      url: server.url,
      name: "Pay widget",
      iconUrl: `${server.url}/tonconnect-icon.png`,
    })
  })
})
