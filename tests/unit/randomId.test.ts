// Random ids (server/auth/crypto.ts) name refresh tokens, sign-in links and quotes: each must be new, of the length
// asked, whether it comes from the pool of random bytes or, past the pool's size, straight from the generator.
import { describe, expect, it } from "vitest"
import { randomId } from "../../server/auth/crypto.ts"

const bytesOf = (id: string) => Buffer.from(id, "base64url")

describe("random ids", () => {
  it("are all different over many pools' worth, each of the length asked", () => {
    // 20,000 ids of 16 bytes are 320 KB: about 80 refills of a 4 KiB pool, with ids of other sizes in between.
    const ids = new Set<string>()
    for (let index = 0; index < 20_000; index += 1) {
      const bytes = [16, 9, 32, 1][index % 4] as number
      const id = randomId(bytes)
      expect(bytesOf(id).length).toBe(bytes)
      if (bytes >= 9) ids.add(id)
    }
    expect(ids.size).toBe(15_000)
  })

  it("come whole past the pool's size", () => {
    const large = randomId(10_000)
    expect(bytesOf(large).length).toBe(10_000)
    expect(randomId(10_000)).not.toBe(large)
  })

  it("are not all zero or repeated bytes", () => {
    const bytes = bytesOf(randomId(4096))
    expect(new Set(bytes).size).toBeGreaterThan(200)
  })
})
