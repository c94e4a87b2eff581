// The signed-in user's account calls, as the side panel uses them.
import { Effect } from "effect"
import { pastOrdersPageSize } from "../schema/onrampModels.ts"
import { callApi } from "./apiClient.ts"

export const changeUsername = (username: string) =>
  callApi((client) => client.user.changeUsername({ payload: { username } }))

/** The side panel's account details (spec 1 §7): the profile without the swap statistics it does not show. */
export const loadProfile = callApi((client) => client.user.getProfile({ query: { noSwapStats: "1" } })).pipe(
  Effect.map((profile) => profile.user),
)

export const suggestUsername = callApi((client) => client.auth.suggestUsername()).pipe(Effect.map((r) => r.username))

export const uploadAvatar = (file: Blob, name: string) =>
  Effect.suspend(() => {
    const form = new FormData()
    form.append("avatar", file, name)
    // biome-ignore lint/suspicious/noExplicitAny: multipart payloads are sent as FormData, which the contract's type does not name
    return callApi((client) => client.user.changeAvatar({ payload: form as any }))
  })

export const listOnrampOrders = (page: number) =>
  callApi((client) => client.onrampOrders.listOrders({ query: { limit: pastOrdersPageSize, page } }))

export const listOfframpOrders = (page: number) =>
  callApi((client) => client.offrampOrders.listOfframpOrders({ query: { limit: pastOrdersPageSize, page } }))

export const pendingOnrampOrder = callApi((client) => client.onrampOrders.getPendingOrder())
