// The TON messages of a jetton payment, built and read with @ton/core: the TEP-74 `transfer` body the sender's jetton
// wallet is sent, and the hash a TON Connect wallet's signed message is found by (TEP-467 normalized external message
// hash, what TON indexers and explorers look a sent message up by). Loaded only with the TON Pay step.
import "./bufferGlobal.ts"
import { Address, beginCell, Cell, loadMessage, storeMessage } from "@ton/core"

/** TEP-74: `transfer#0f8a7ea5`. */
const transferOp = 0x0f8a7ea5

export interface JettonTransfer {
  /** Any 64-bit number the wallet echoes in its answers (excesses, bounce). */
  readonly queryId: bigint
  /** In the jetton's base units. */
  readonly amount: bigint
  /** The owner the jettons go to (their jetton wallet is the master's business). */
  readonly destination: string
  /** Where the TON left over from the fees goes back to: the sender. */
  readonly responseDestination: string
  /** Nanotons passed on with the transfer notification to the destination (0: no notification). */
  readonly forwardTonAmount: bigint
}

/** The body of the message to the sender's own jetton wallet, as a base64 BoC (TON Connect's `payload`). */
export const jettonTransferPayload = (transfer: JettonTransfer) =>
  beginCell()
    .storeUint(transferOp, 32)
    .storeUint(transfer.queryId, 64)
    .storeCoins(transfer.amount)
    .storeAddress(Address.parse(transfer.destination))
    .storeAddress(Address.parse(transfer.responseDestination))
    .storeMaybeRef(null) // no custom payload
    .storeCoins(transfer.forwardTonAmount)
    .storeBit(false) // the forward payload in place, empty
    .endCell()
    .toBoc()
    .toString("base64")

/**
 * The normalized hash of the external message a wallet signed and sent (TON Connect answers it as a BoC): the
 * message with no source, no import fee and no StateInit, its body as a reference, so the same message hashes alike
 * whatever the wallet put in those fields. Hex, as the off-ramp takes a TON hash.
 */
export const normalizedMessageHash = (boc: string) => {
  const message = loadMessage(Cell.fromBase64(boc).beginParse())
  if (message.info.type !== "external-in") throw new Error(`the wallet answered an ${message.info.type} message`)
  const normalized = {
    info: { type: "external-in" as const, src: null, dest: message.info.dest, importFee: 0n },
    init: null,
    body: message.body,
  }
  return beginCell()
    .store(storeMessage(normalized, { forceRef: true }))
    .endCell()
    .hash()
    .toString("hex")
}

/** An address in the form TON Connect's `sendTransaction` names its message's receiver: bounceable (EQ…), so a
 * message to a contract that cannot take it comes back. */
export const bounceableAddress = (address: string) => Address.parse(address).toString({ bounceable: true })

/** The raw form (`0:<hex>`) of an address given in any form. */
export const rawAddress = (address: string) => Address.parse(address).toRawString()

/** An address as a get-method's slice argument (a base64 BoC), as toncenter's runGetMethod takes it. */
export const addressSlice = (address: string) =>
  beginCell().storeAddress(Address.parse(address)).endCell().toBoc().toString("base64")

/** The address a get-method answered in a cell or slice (a base64 BoC), in raw form. */
export const addressInCell = (boc: string) => Cell.fromBase64(boc).beginParse().loadAddress().toRawString()
