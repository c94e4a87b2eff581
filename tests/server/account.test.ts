// The signed-in user's account: username rules and the once-only change, suggestions, avatars.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import { authErrorCodes } from "../../schema/authErrors.ts"
import { errorCodes } from "../../schema/errors.ts"
import { validation } from "../../schema/messages.ts"
import { checkUsername } from "../../schema/validation.ts"
import { api, serverForThisFile } from "../support/server.ts"
import { bearer, currentUser, freshEmail, post, signIn } from "../support/signIn.ts"

const server = serverForThisFile()

const changeUsername = (tokens: { accessToken: string }, username: string) =>
  post(
    server,
    "/api/private/auth/user/username",
    { username },
    bearer({ accessToken: tokens.accessToken, refreshToken: "" }),
  )

const uploadAvatar = (tokens: { accessToken: string }, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
  const form = new FormData()
  form.append("avatar", new Blob([bytes], { type }), name)
  return fetch(`${server.url}/api/private/auth/user/avatar`, {
    method: "POST",
    body: form,
    headers: { "x-web": "1", authorization: `Bearer ${tokens.accessToken}` },
  })
}

// The smallest valid PNG: one transparent pixel.
const png = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"),
)

describe("username", () => {
  it("applies the rules of spec 1 §5 and changes nothing on a refusal", async () => {
    const tokens = await signIn(server, freshEmail())
    for (const [username, message] of [
      ["", validation.usernameRequired],
      ["ab", validation.usernameTooShort],
      ["a-very-long-username", validation.usernameTooLong],
      ["amina_k", validation.usernameCharacters],
      ["amína", validation.usernameCharacters],
    ] as const) {
      const answer = await changeUsername(tokens, username)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({ code: errorCodes.invalidRequest, message })
    }
    expect(await (await currentUser(server, { ...tokens })).json()).toMatchObject({
      username: null,
      usernameChanged: false,
    })
  })

  it("changes once, then refuses, unless the user is an ambassador", async () => {
    const tokens = await signIn(server, freshEmail())
    const name = `k-${Date.now().toString(36).slice(-6)}`
    const first = await changeUsername(tokens, name)
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ username: name, usernameChanged: true })
    const second = await changeUsername(tokens, `${name}x`)
    expect(second.status).toBe(403)
    expect((await second.json()).code).toBe(authErrorCodes.usernameChangeNotAllowed)
    expect(await (await currentUser(server, tokens)).json()).toMatchObject({ username: name })

    const { _id } = await (await currentUser(server, tokens)).json()
    await server.run(
      Effect.flatMap(
        Effect.service(SqlClient.SqlClient),
        (sql) => sql`UPDATE users SET is_ambassador = true WHERE id = ${_id}`,
      ),
    )
    expect((await changeUsername(tokens, `${name}y`)).status).toBe(200)
  })

  it("refuses a username another account has, whatever its case", async () => {
    const owner = await signIn(server, freshEmail())
    const name = `t-${Date.now().toString(36).slice(-6)}`
    await changeUsername(owner, name)
    const other = await signIn(server, freshEmail())
    const taken = await changeUsername(other, name.toUpperCase())
    expect(taken.status).toBe(409)
    expect((await taken.json()).code).toBe(authErrorCodes.usernameTaken)
    expect(await (await currentUser(server, other)).json()).toMatchObject({ username: null, usernameChanged: false })
  })

  it("suggests usernames that follow the rules", async () => {
    for (let i = 0; i < 10; i++) {
      const { username } = await (await api(server, "/api/public/auth/suggest-username")).json()
      expect(checkUsername(username)).toBeUndefined()
    }
  })
})

describe("avatar", () => {
  it("stores an image and serves it at the user's avatar URL", async () => {
    const tokens = await signIn(server, freshEmail())
    const answer = await uploadAvatar(tokens, png, "me.png", "image/png")
    expect(answer.status).toBe(200)
    const user = await answer.json()
    expect(user.avatar).toMatch(/^\/media\/avatars\/.+\?v=1$/)
    const image = await fetch(`${server.url}${user.avatar}`)
    expect(image.headers.get("content-type")).toBe("image/png")
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png)
  })

  it("judges the file by its content and refuses what is not an image, or too large", async () => {
    const tokens = await signIn(server, freshEmail())
    const script = new TextEncoder().encode("<script>alert(1)</script>")
    const disguised = await uploadAvatar(tokens, script, "photo.png", "image/png")
    expect(disguised.status).toBe(400)
    const huge = new Uint8Array(3 * 1024 * 1024)
    huge.set(png)
    const tooLarge = await uploadAvatar(tokens, huge, "big.png", "image/png")
    expect(tooLarge.status).toBe(413)
    expect(await (await currentUser(server, tokens)).json()).toMatchObject({ avatar: null })
  })
})

describe("profile", () => {
  it("answers the signed-in user's profile, and refuses without a token", async () => {
    const tokens = await signIn(server, freshEmail())
    const profile = await api(server, "/api/private/auth/user/profile?noSwapStats=1", { headers: bearer(tokens) })
    expect(profile.status).toBe(200)
    expect((await profile.json()).user.email).toContain("@example.com")
    expect((await api(server, "/api/private/auth/user/profile")).status).toBe(401)
  })
})
