// The visitor's session (spec 1 §4, §6, §7): signed in with stored tokens, or anonymous. Tokens from the query
// (at/rt) are stored before the app starts (adapters/queryTokens.ts); refreshing them happens in the API client.
import { assertEvent, assign, setup } from "xstate"
import type { Tokens, User } from "../schema/auth.ts"
import { abstractActor } from "./abstractActor.ts"
import { failureTag } from "./failure.ts"

export interface SessionContext {
  readonly user: User | undefined
}

export type SessionEvent =
  | { readonly type: "session.signedIn"; readonly tokens: Tokens }
  | { readonly type: "session.logout" }
  | { readonly type: "session.userChanged"; readonly user: User }
  | { readonly type: "session.unauthorized" }

export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  actors: {
    /** The current user, or null when no token is stored. */
    loadUser: abstractActor<User | null, undefined>("loadUser"),
    storeTokens: abstractActor<void, Tokens>("storeTokens"),
    forgetTokens: abstractActor<void, undefined>("forgetTokens"),
    forgetAccessToken: abstractActor<void, undefined>("forgetAccessToken"),
  },
  actions: { forgetUser: assign({ user: undefined }) },
}).createMachine({
  id: "session",
  context: { user: undefined },
  initial: "checking",
  states: {
    checking: {
      tags: ["loading"],
      invoke: {
        id: "loadUser",
        src: "loadUser",
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: "signedIn",
            actions: assign({ user: ({ event }) => event.output ?? undefined }),
          },
          { target: "anonymous", actions: "forgetUser" },
        ],
        onError: [
          // Spec 1 §6: a 401 on the current user clears the stored access token.
          { guard: ({ event }) => failureTag(event.error) === "Unauthorized", target: "forgettingAccessToken" },
          { target: "anonymous", actions: "forgetUser" },
        ],
      },
    },
    forgettingAccessToken: {
      entry: "forgetUser",
      invoke: { id: "forgetAccessToken", src: "forgetAccessToken", onDone: "anonymous", onError: "anonymous" },
    },
    anonymous: {
      on: { "session.signedIn": "storing" },
    },
    storing: {
      tags: ["loading"],
      invoke: {
        id: "storeTokens",
        src: "storeTokens",
        // Entered only by a sign-in, which brings the tokens to keep.
        input: ({ event }) => {
          assertEvent(event, "session.signedIn")
          return event.tokens
        },
        onDone: "checking",
        // Not kept: signed out, and a user signed in before is not shown as if still there.
        onError: { target: "anonymous", actions: "forgetUser" },
      },
    },
    signedIn: {
      on: {
        "session.logout": "loggingOut",
        "session.signedIn": "storing",
        "session.userChanged": { actions: assign({ user: ({ event }) => event.user }) },
        "session.unauthorized": "forgettingAccessToken",
      },
    },
    loggingOut: {
      tags: ["loading"],
      entry: "forgetUser",
      invoke: { id: "forgetTokens", src: "forgetTokens", onDone: "anonymous", onError: "anonymous" },
    },
  },
})
