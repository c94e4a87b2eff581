// Small cryptographic pieces of sign-in: random secrets, keyed hashes, argon2id passwords, HS256 access tokens.
import { argon2, createHmac, randomBytes, randomFillSync, randomInt, timingSafeEqual } from "node:crypto"

// Random bytes are taken from a pool the system's generator fills 4 KiB at a time, as Node's randomUUID does: one
// system call for hundreds of ids instead of one each (best-offer makes one per quote; issue 18). Each byte is
// handed out once.
const pool = Buffer.alloc(4096)
let poolUsed = pool.length
const randomPart = (bytes: number) => {
  if (bytes > pool.length) return randomBytes(bytes)
  if (poolUsed + bytes > pool.length) {
    randomFillSync(pool)
    poolUsed = 0
  }
  poolUsed += bytes
  return pool.subarray(poolUsed - bytes, poolUsed)
}

/** `bytes` random bytes as base64url text. */
export const randomId = (bytes = 16) => randomPart(bytes).toString("base64url")

export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(10)).join("")

/** Keyed hash: a leaked table of code or token hashes is useless without the server's secret. */
export const keyedHash = (secret: string, value: string) =>
  createHmac("sha256", secret).update(value).digest("base64url")

export const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

// OWASP's argon2id settings: 19 MiB, 2 passes, 1 lane.
const argonParams = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 } as const

const deriveKey = (password: string, nonce: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    argon2("argon2id", { message: password, nonce, ...argonParams }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

export const hashPassword = async (password: string) => {
  const nonce = randomBytes(16)
  const key = await deriveKey(password, nonce)
  const { memory, passes, parallelism } = argonParams
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${nonce.toString("base64url")}$${key.toString("base64url")}`
}

/** A stored hash checked in constant time; with no stored hash a dummy one is checked, so timing tells nothing. */
export const verifyPassword = async (password: string, stored: string | null) => {
  const parts = (stored ?? dummyHash).split("$")
  const nonce = Buffer.from(parts[4] ?? "", "base64url")
  const expected = Buffer.from(parts[5] ?? "", "base64url")
  const key = await deriveKey(password, nonce)
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected)
}
const dummyHash = `$argon2id$v=19$m=19456,t=2,p=1$${randomBytes(16).toString("base64url")}$${randomBytes(32).toString("base64url")}`

interface AccessClaims {
  readonly sub: string
  readonly fam: string
  readonly exp: number
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url")

export const signAccessToken = (secret: string, claims: AccessClaims) => {
  const head = `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ ...claims, iat: Math.floor(Date.now() / 1000) })}`
  return `${head}.${createHmac("sha256", secret).update(head).digest("base64url")}`
}

export const verifyAccessToken = (secret: string, token: string): AccessClaims | undefined => {
  const [header, payload, signature] = token.split(".")
  if (!header || !payload || !signature) return undefined
  const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest("base64url")
  if (!sameText(signature, expected)) return undefined
  try {
    const head = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: unknown }
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Partial<AccessClaims>
    if (head.alg !== "HS256" || typeof claims.sub !== "string" || typeof claims.fam !== "string") return undefined
    if (typeof claims.exp !== "number" || claims.exp * 1000 <= Date.now()) return undefined
    return { sub: claims.sub, fam: claims.fam, exp: claims.exp }
  } catch {
    return undefined
  }
}
