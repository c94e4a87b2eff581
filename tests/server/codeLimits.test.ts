// The per-address limit on sign-in codes is the deployment's to set (CODE_REQUESTS_PER_ADDRESS): people behind one
// address share it, so it refuses the address, whatever e-mails it tries, once the limit is reached.
import { describe, expect, it } from "vitest"
import { serverForThisFile } from "../support/server.ts"
import { freshEmail, post } from "../support/signIn.ts"

const server = serverForThisFile({ codeRequestsPerAddress: 2 })
const askCode = (email: string) =>
  post(server, "/api/public/pay-widget/auth/fast-auth/init", { email, countryIsoCode: "KE" })

describe("codes per client address", () => {
  it("refuses a third code to one address in the window, for any e-mail", async () => {
    expect((await askCode(freshEmail("a"))).status).toBe(200)
    expect((await askCode(freshEmail("b"))).status).toBe(200)
    const third = await askCode(freshEmail("c"))
    expect(third.status).toBe(429)
    expect((await third.json()).code).toBe("TOO_MANY_ATTEMPTS")
  })
})
