// `npm run sign-link -- --integrator ID --secret SECRET [--minutes 30] [--base URL] key=value...`: signs a widget
// link as an integrator's server would (README, "Signed links"). Prints the signature and a link with it.
// Run it on the integrator's side: the widget's server never signs links for anyone.
import { randomUUID } from "node:crypto"
import { parseArgs } from "node:util"
import { Result } from "effect"
import { decodeQueryConfig } from "../schema/config.ts"
import { signLink } from "../server/onramp/signedLinks.ts"

const fail = (message: string): never => {
  console.error(`sign-link: ${message}`)
  process.exit(2)
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    integrator: { type: "string", default: "sandbox" },
    secret: { type: "string", default: process.env.SANDBOX_SIGNING_SECRET ?? "sandbox-signing-secret" },
    minutes: { type: "string", default: "30" },
    base: { type: "string", default: "http://127.0.0.1:8080/" },
  },
})
const minutes = Number(values.minutes)
if (!Number.isFinite(minutes) || minutes <= 0) fail(`--minutes expects a positive number, got "${values.minutes}"`)
if (!values.integrator || !values.secret) fail("--integrator and --secret must not be empty")
let url: URL
try {
  url = new URL(values.base)
} catch {
  url = fail(`--base expects an absolute URL, got "${values.base}"`)
}
const params = Object.fromEntries(
  positionals.map((pair) => {
    const [key, ...rest] = pair.split("=")
    return key && rest.length > 0 ? [key, rest.join("=")] : fail(`expected key=value, got "${pair}"`)
  }),
)
// A link the widget would refuse is no use signed: its parameters are checked as the widget reads them.
const decoded = decodeQueryConfig(new URLSearchParams(params))
if (Result.isFailure(decoded)) fail(decoded.failure.message)
const signature = signLink(values.integrator, values.secret, {
  jti: randomUUID(),
  exp: Math.floor(Date.now() / 1000 + minutes * 60),
  params,
})
for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
url.searchParams.set("signature", signature)
console.log(`signature: ${signature}`)
console.log(`link:      ${url}`)
