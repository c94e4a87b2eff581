// Tokens in the query sign the user in and leave the address at once (spec 1 §2).
import { describe, expect, it } from "vitest"
import { takeTokensFromUrl } from "../../adapters/queryTokens.ts"
import { expiresSoon } from "../../adapters/tokenRefresh.ts"

describe("tokens in the query", () => {
  it("takes at and rt and leaves every other parameter", () => {
    const { tokens, cleanUrl } = takeTokensFromUrl(
      "https://widget.example/swap?network=CELO&at=A1&rt=R1&asset=CUSD#top",
    )
    expect(tokens).toEqual({ accessToken: "A1", refreshToken: "R1" })
    expect(cleanUrl).toBe("/swap?network=CELO&asset=CUSD#top")
  })
  it("reads the long spelling too, and strips both spellings", () => {
    const { tokens, cleanUrl } = takeTokensFromUrl("https://w.example/?accessToken=A2&refreshToken=R2&rt=")
    expect(tokens).toEqual({ accessToken: "A2", refreshToken: "R2" })
    expect(cleanUrl).toBe("/")
  })
  it("changes nothing without tokens", () => {
    expect(takeTokensFromUrl("https://w.example/auth?email=a%40b.co")).toEqual({
      tokens: undefined,
      cleanUrl: "/auth?email=a%40b.co",
    })
  })
})

describe("token expiry", () => {
  const token = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, "")}.s`
  it("counts a token as expired 5 s before its expiry", () => {
    const now = 1_800_000_000_000
    expect(expiresSoon(token(now / 1000 + 60), now)).toBe(false)
    expect(expiresSoon(token(now / 1000 + 6), now)).toBe(false)
    expect(expiresSoon(token(now / 1000 + 4), now)).toBe(true)
    expect(expiresSoon("not-a-token", now)).toBe(true)
    expect(expiresSoon("", now)).toBe(true)
  })
})
