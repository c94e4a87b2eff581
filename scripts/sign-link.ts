// `npm run sign-link -- --integrator ID --secret SECRET [--minutes 30] key=value...`: signs a widget link as an
// integrator's server would (README, "Signed links"). Prints the signature and a link with it.
// Run it on the integrator's side: the widget's server never signs links for anyone.
import { randomUUID } from "node:crypto"
import { parseArgs } from "node:util"
import { signLink } from "../server/onramp/signedLinks.ts"

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    integrator: { type: "string", default: "sandbox" },
    secret: { type: "string", default: process.env.SANDBOX_SIGNING_SECRET ?? "sandbox-signing-secret" },
    minutes: { type: "string", default: "30" },
    base: { type: "string", default: "http://127.0.0.1:8080/" },
  },
})
const params = Object.fromEntries(
  positionals.map((pair) => {
    const [key, ...rest] = pair.split("=")
    if (!key || rest.length === 0) throw new Error(`expected key=value, got "${pair}"`)
    return [key, rest.join("=")]
  }),
)
const signature = signLink(values.integrator, values.secret, {
  jti: randomUUID(),
  exp: Math.floor(Date.now() / 1000) + Number(values.minutes) * 60,
  params,
})
const url = new URL(values.base)
for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
url.searchParams.set("signature", signature)
console.log(`signature: ${signature}`)
console.log(`link:      ${url}`)
