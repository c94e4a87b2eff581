import { sessionMachine } from "../../../machines/session.ts"
import { defineChart } from "../chart.ts"
import { sessionExpectations } from "../expected/session.ts"
import { failures, tokens, user } from "../fixtures.ts"

export default defineChart({
  name: "session",
  machine: sessionMachine,
  // Every simple path too: the way to a state matters here (a user signed in before, then signed out, is forgotten).
  simplePaths: true,
  events: [
    { type: "session.signedIn", tokens },
    { type: "session.logout" },
    { type: "session.userChanged", user: { ...user, username: "amina-k", usernameChanged: true } },
    { type: "session.unauthorized" },
    { type: "xstate.done.actor.loadUser", output: user },
    { type: "xstate.done.actor.loadUser", output: null },
    { type: "xstate.error.actor.loadUser", error: failures.unauthorized },
    { type: "xstate.error.actor.loadUser", error: failures.requestFailed },
    { type: "xstate.done.actor.storeTokens", output: undefined },
    { type: "xstate.done.actor.forgetTokens", output: undefined },
    { type: "xstate.done.actor.forgetAccessToken", output: undefined },
    // The browser's storage refuses: the session goes on signed out.
    { type: "xstate.error.actor.storeTokens", error: failures.requestFailed },
    { type: "xstate.error.actor.forgetTokens", error: failures.requestFailed },
    { type: "xstate.error.actor.forgetAccessToken", error: failures.requestFailed },
  ],
  expectations: sessionExpectations,
})
