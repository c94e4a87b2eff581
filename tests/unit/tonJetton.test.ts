// The TON jetton payment's messages: the TEP-74 transfer body read back field by field as the standard lays it out,
// and the normalized hash of a wallet's signed message (TEP-467), which does not change with the fields a wallet may
// fill differently and does change with what the message says.
import { Address, beginCell, Cell, ExternalAddress, storeMessage } from "@ton/core"
import { describe, expect, it } from "vitest"
import { addressInCell, addressSlice, jettonTransferPayload, normalizedMessageHash } from "../../adapters/tonJetton.ts"

const deposit = "0:8f3c6a1f0b7e2d4c9a5b3e1f7d6c4b2a0918273645546372819a0b1c2d3e4f50"
const sender = "UQBP4mzpDIywL1SV-Wp9ZuBBlzprR9eXQgSYGEXiUEHm73vA"

describe("the jetton transfer body", () => {
  it("holds TEP-74's transfer: op 0x0f8a7ea5, query id, amount, destination, response destination, forward TON", () => {
    const payload = jettonTransferPayload({
      queryId: 42n,
      amount: 20_000_000n,
      destination: deposit,
      responseDestination: sender,
      forwardTonAmount: 1n,
    })
    const body = Cell.fromBase64(payload).beginParse()
    expect(body.loadUint(32)).toBe(0x0f8a7ea5)
    expect(body.loadUintBig(64)).toBe(42n)
    expect(body.loadCoins()).toBe(20_000_000n)
    expect(body.loadAddress().toRawString()).toBe(deposit)
    expect(body.loadAddress().equals(Address.parse(sender))).toBe(true)
    expect(body.loadMaybeRef()).toBeNull() // no custom payload
    expect(body.loadCoins()).toBe(1n)
    expect(body.loadBit()).toBe(false) // forward payload in place
    expect(body.remainingBits).toBe(0)
    expect(body.remainingRefs).toBe(0)
  })
})

describe("the normalized hash of a signed message", () => {
  const wallet = Address.parse(sender)
  const signed = (body: Cell, extras: { src?: ExternalAddress; importFee?: bigint; withInit?: boolean } = {}) =>
    beginCell()
      .store(
        storeMessage({
          info: { type: "external-in", dest: wallet, src: extras.src ?? null, importFee: extras.importFee ?? 0n },
          init: extras.withInit ? { code: beginCell().storeUint(1, 8).endCell(), data: beginCell().endCell() } : null,
          body,
        }),
      )
      .endCell()
      .toBoc()
      .toString("base64")
  const body = beginCell().storeUint(7, 32).storeRef(beginCell().storeUint(9, 16).endCell()).endCell()

  it("is 32 bytes in lower-case hex, as the off-ramp takes a TON hash", () => {
    expect(normalizedMessageHash(signed(body))).toMatch(/^[0-9a-f]{64}$/)
  })

  it("is the same whatever source, import fee and StateInit the wallet put in", () => {
    const plain = normalizedMessageHash(signed(body))
    expect(
      normalizedMessageHash(signed(body, { src: new ExternalAddress(5n, 8), importFee: 3n, withInit: true })),
    ).toBe(plain)
  })

  it("changes with the message's body", () => {
    const other = beginCell().storeUint(8, 32).endCell()
    expect(normalizedMessageHash(signed(other))).not.toBe(normalizedMessageHash(signed(body)))
  })

  it("refuses a message that is not an external one sent to a wallet", () => {
    const internal = beginCell()
      .store(
        storeMessage({
          info: {
            type: "internal",
            ihrDisabled: true,
            bounce: true,
            bounced: false,
            src: wallet,
            dest: wallet,
            value: { coins: 1n },
            ihrFee: 0n,
            forwardFee: 0n,
            createdLt: 0n,
            createdAt: 0,
          },
          body,
        }),
      )
      .endCell()
      .toBoc()
      .toString("base64")
    expect(() => normalizedMessageHash(internal)).toThrow(/internal/)
  })
})

describe("an address in a get-method's stack", () => {
  it("goes as a slice holding the address and comes back from a cell in raw form", () => {
    // The sender's raw form: workchain 0 and the 32 bytes its user-friendly form carries.
    expect(addressInCell(addressSlice(sender))).toBe(
      "0:4fe26ce90c8cb02f5495f96a7d66e041973a6b47d7974204981845e25041e6ef",
    )
  })
})
