// The TON wallet of the browser tests: a wallet injected in the page under a TON Connect JS-bridge key, as a
// wallet's browser or extension injects it (window.<key>.tonconnect, TON Connect's injected-wallet protocol). Its
// key is Tonkeeper's, one the widget's TON Connect knows without reading the public wallets list.
//
// When it holds a jetton (`jetton`), it answers `sendTransaction` as a wallet and the network would: the sandbox runs
// no TON node, so the wallet (in the test's process, where @ton/core reads the message) checks the message goes to
// its own jetton wallet as the sandbox names it, reads the TEP-74 transfer in it, signs (with a blank signature) an
// external message carrying it, records the jetton transfer on the sandbox ledger under that message's normalized
// hash (TEP-467, what TON indexers find a sent message by) and answers the message's BoC, as a wallet does.
import type { Page } from "@playwright/test"
import { Address, beginCell, Cell, external, internal, loadMessage, storeMessage, storeMessageRelaxed } from "@ton/core"
import { formatUnits } from "viem"
import { widgetUrl } from "./widget.ts"

export interface TestTonWalletOptions {
  /** The account it answers with, in raw form (0:<64 hex>); null: it refuses to connect. */
  readonly rawAddress: string | null
  /** The TON network it is on: -239 mainnet (the default), -3 testnet. */
  readonly network?: string
  /** The jetton it can send: its master's address as the catalogue names it, its asset and decimals. */
  readonly jetton?: { readonly master: string; readonly asset: string; readonly decimals: number }
}

/** A jetton transfer the wallet sent: its message's hash, the owner it paid and the amount in base units. */
export interface SentJetton {
  readonly hash: string
  readonly to: string
  readonly amount: string
}

interface SendTransactionRequest {
  readonly valid_until?: number
  readonly messages: ReadonlyArray<{ readonly address: string; readonly amount: string; readonly payload?: string }>
}

type WalletAnswer = { readonly boc: string } | { readonly error: { readonly code: number; readonly message: string } }

/** TON Connect's sendTransaction error codes: 1 bad request. */
const badRequest = (message: string): WalletAnswer => ({ error: { code: 1, message } })

/** TEP-467: the external message with no source, no import fee, no StateInit and its body as a reference. */
const normalizedHash = (boc: string) => {
  const message = loadMessage(Cell.fromBase64(boc).beginParse())
  if (message.info.type !== "external-in") throw new Error("not an external message")
  return beginCell()
    .store(
      storeMessage(
        { info: { ...message.info, src: null, importFee: 0n }, init: null, body: message.body },
        { forceRef: true },
      ),
    )
    .endCell()
    .hash()
    .toString("hex")
}

const sendJetton = async (
  owner: Address,
  jetton: NonNullable<TestTonWalletOptions["jetton"]>,
  request: SendTransactionRequest,
  sent: Array<SentJetton>,
): Promise<WalletAnswer> => {
  const [message, ...more] = request.messages
  if (!message?.payload || more.length > 0) return badRequest("one message with a payload expected")
  const query = new URLSearchParams({ owner: owner.toRawString(), jetton: jetton.master })
  const { address: jettonWallet } = (await (
    await fetch(widgetUrl(`/api/sandbox/ton/jetton-wallet?${query}`), { headers: { "x-web": "1" } })
  ).json()) as { address: string }
  if (!Address.parse(message.address).equals(Address.parse(jettonWallet)))
    return badRequest(`${message.address} is not this wallet's jetton wallet`)
  const transfer = Cell.fromBase64(message.payload).beginParse()
  if (transfer.loadUint(32) !== 0x0f8a7ea5) return badRequest("not a jetton transfer")
  transfer.skip(64) // query id
  const amount = transfer.loadCoins()
  const destination = transfer.loadAddress()

  const signed = beginCell()
    .storeBuffer(Buffer.alloc(64)) // signature
    .storeUint(698983191, 32) // subwallet id
    .storeUint(request.valid_until ?? 0, 32)
    .storeUint(sent.length, 32) // seqno
    .storeUint(3, 8) // send mode
    .storeRef(
      beginCell()
        .store(
          storeMessageRelaxed(
            internal({ to: message.address, value: BigInt(message.amount), body: Cell.fromBase64(message.payload) }),
          ),
        )
        .endCell(),
    )
    .endCell()
  const boc = beginCell()
    .store(storeMessage(external({ to: owner, body: signed })))
    .endCell()
    .toBoc()
    .toString("base64")
  const hash = normalizedHash(boc)
  const answer = await fetch(widgetUrl("/api/sandbox/ledger/transfer"), {
    method: "POST",
    headers: { "content-type": "application/json", "x-web": "1" },
    body: JSON.stringify({
      network: "TON",
      asset: jetton.asset,
      // The owners, as TON indexers report a jetton transfer; the sender as the widget names it (UQ…).
      from: owner.toString({ bounceable: false }),
      to: destination.toRawString(),
      amount: formatUnits(amount, jetton.decimals),
      hash,
    }),
  })
  if (!answer.ok) return badRequest(`the ledger refused the transfer: ${await answer.text()}`)
  sent.push({ hash, to: destination.toRawString(), amount: amount.toString() })
  return { boc }
}

/** Installs the wallet before the page's scripts run; answers the jetton transfers it sends, as they are sent. */
export const injectTestTonWallet = async (page: Page, options: TestTonWalletOptions) => {
  const sent: Array<SentJetton> = []
  const { jetton, rawAddress } = options
  if (jetton && rawAddress)
    await page.exposeFunction("testTonWalletSend", (request: string) =>
      sendJetton(Address.parse(rawAddress), jetton, JSON.parse(request) as SendTransactionRequest, sent),
    )
  await page.addInitScript(
    ({ rawAddress, network }) => {
      const device = {
        platform: "browser",
        appName: "Tonkeeper",
        appVersion: "4.0.0",
        maxProtocolVersion: 2,
        features: ["SendTransaction", { name: "SendTransaction", maxMessages: 4 }],
      }
      let id = 0
      const refusal = () => ({ event: "connect_error", id: id++, payload: { code: 300, message: "User declined" } })
      const connected = () => ({
        event: "connect",
        id: id++,
        payload: {
          items: [{ name: "ton_addr", address: rawAddress, network, publicKey: "00".repeat(32), walletStateInit: "" }],
          device,
        },
      })
      let connectedOnce = false
      type Answer = { boc: string } | { error: { code: number; message: string } }
      Object.assign(window, {
        tonkeeper: {
          tonconnect: {
            deviceInfo: device,
            protocolVersion: 2,
            isWalletBrowser: false,
            connect: async () => {
              if (!rawAddress) return refusal()
              connectedOnce = true
              return connected()
            },
            restoreConnection: async () => (connectedOnce && rawAddress ? connected() : refusal()),
            send: async (message: { id: string; method: string; params: ReadonlyArray<string> }) => {
              const pays = (window as unknown as { testTonWalletSend?: (request: string) => Promise<Answer> })
                .testTonWalletSend
              if (message.method !== "sendTransaction" || !pays || !message.params[0])
                return { id: message.id, error: { code: 400, message: "Method not supported" } }
              const answer = await pays(message.params[0])
              return "boc" in answer ? { id: message.id, result: answer.boc } : { id: message.id, ...answer }
            },
            listen: () => () => undefined,
          },
        },
      })
    },
    { rawAddress: options.rawAddress, network: options.network ?? "-239" },
  )
  return sent
}
