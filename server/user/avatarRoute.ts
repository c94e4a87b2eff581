// Avatars are served as images at /media/avatars/{userId}: an <img> cannot send the API's x-web header.
import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { Users } from "./repository.ts"

export const avatarRoute = HttpRouter.add(
  "GET",
  "/media/avatars/:userId",
  Effect.gen(function* () {
    const { userId } = yield* HttpRouter.params
    const avatar = yield* (yield* Users).avatar(userId ?? "")
    if (!avatar) return HttpServerResponse.text("No avatar", { status: 404 })
    return HttpServerResponse.uint8Array(avatar.bytes, {
      contentType: avatar.mime,
      // The URL carries a version, so a new avatar is a new URL.
      headers: { "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" },
    })
  }),
)
