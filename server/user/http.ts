// Handlers of the signed-in user's account: who they are, username, avatar.
import { Effect, FileSystem } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../schema/api.ts"
import { authErrorCodes, authMessages, UsernameChangeNotAllowed, UsernameTaken } from "../../schema/authErrors.ts"
import { errorCodes, invalidRequest, NotFound, serverMessages } from "../../schema/errors.ts"
import { CurrentUser } from "../../schema/middleware.ts"
import { checkUsername } from "../../schema/validation.ts"
import { imageTypeOf } from "./images.ts"
import { toUser, Users } from "./repository.ts"

const invalid = invalidRequest

export const UserHandlers = HttpApiBuilder.group(
  Api,
  "user",
  Effect.fn(function* (handlers) {
    const users = yield* Users
    const fs = yield* FileSystem.FileSystem

    const current = Effect.gen(function* () {
      const { id } = yield* CurrentUser
      const row = yield* users.byId(id)
      if (!row) return yield* new NotFound({ code: errorCodes.notFound, message: serverMessages.accountGone })
      return row
    })

    return handlers
      .handle("getCurrentUser", () => Effect.map(current, toUser))
      .handle("getProfile", () => Effect.map(current, (row) => ({ user: toUser(row) })).pipe(Effect.orDie))
      .handle("changeUsername", ({ payload }) =>
        Effect.gen(function* () {
          const username = payload.username.trim()
          const problem = checkUsername(username)
          if (problem) return yield* invalid(problem)
          const row = yield* current.pipe(Effect.orDie)
          if (row.usernameChanged && !row.isAmbassador) {
            return yield* new UsernameChangeNotAllowed({
              code: authErrorCodes.usernameChangeNotAllowed,
              message: authMessages.usernameChangeNotAllowed,
            })
          }
          if (!(yield* users.setUsername(row.id, username))) {
            return yield* new UsernameTaken({ code: authErrorCodes.usernameTaken, message: authMessages.usernameTaken })
          }
          return toUser({ ...row, username, usernameChanged: true })
        }),
      )
      .handle("changeAvatar", ({ payload }) =>
        Effect.gen(function* () {
          const file = payload.avatar[0]
          if (!file) return yield* invalid(authMessages.avatarMissing)
          const bytes = yield* fs.readFile(file.path).pipe(Effect.orDie)
          const mime = imageTypeOf(bytes)
          if (!mime) return yield* invalid(authMessages.avatarType)
          const row = yield* current.pipe(Effect.orDie)
          yield* users.setAvatar(row.id, mime, bytes)
          return toUser((yield* users.byId(row.id)) ?? row)
        }),
      )
  }),
)
