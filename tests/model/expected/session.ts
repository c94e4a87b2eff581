// The visitor's session as the spec states it (spec 1 §6: an anonymous visitor or a signed-in user; a 401 on
// fetching the current user clears the stored access token; §2 Log out when already logged in; §7 a token answer
// replaces the stored tokens), for every chart registered over machines/session.ts. It has no screen of its own.
import type { AnyMachineSnapshot } from "xstate"
import { type ChartExpectations, callsCarry, goesTo, type Meets, onEvent } from "../expectations.ts"
import { failures } from "../fixtures.ts"

const userOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as { user?: { username: string | null } }).user
const busy: Meets = { enabled: { "session.logout": false }, busy: true }
const settled = (after: AnyMachineSnapshot, why: string) => goesTo(after, '"anonymous"', why)
// Each state's work: who is signed in is read, the tokens a sign-in brings are stored, a 401 forgets the access token,
// Log out forgets both.
const work: Record<string, string> = {
  '"checking"': "loadUser",
  '"storing"': "storeTokens",
  '"forgettingAccessToken"': "forgetAccessToken",
  '"loggingOut"': "forgetTokens",
}

export const sessionExpectations: ChartExpectations = {
  states: {
    '"checking"': busy,
    '"forgettingAccessToken"': { enabled: { "session.logout": false } },
    // Signed out: nobody's data, a sign-in may come.
    '"anonymous"': { enabled: { "session.logout": false, "session.signedIn": true }, busy: false },
    '"storing"': busy,
    '"signedIn"': { enabled: { "session.logout": true, "session.signedIn": true }, busy: false },
    '"loggingOut"': busy,
  },
  steps: [
    (step) => {
      const due = work[JSON.stringify(step.after.value)]
      const entered = step.before === undefined || step.before.value !== step.after.value
      return due && entered && !step.asked.some((call) => call.id === due) ? `${due} should be asked` : undefined
    },
    // A state at work moves on when its call answers, whichever the answer: none waits for ever.
    (step) => {
      const due = work[JSON.stringify(step.after.value)]
      if (!due) return undefined
      const answers = [
        { type: `xstate.done.actor.${due}`, output: null },
        { type: `xstate.error.actor.${due}`, error: failures.requestFailed },
      ]
      const ignored = answers.filter((answer) => !step.after.can(answer))
      return ignored.length > 0 ? `${ignored.map((answer) => answer.type).join(", ")} should move it on` : undefined
    },
    callsCarry((id, { event }) =>
      id === "storeTokens" ? (event as unknown as { tokens: unknown }).tokens : undefined,
    ),
    (step) =>
      step.after.value === "anonymous" && userOf(step.after) ? "a signed-out session keeps no user" : undefined,
    onEvent("xstate.done.actor.loadUser", ({ event, after }) => {
      const user = (event as unknown as { output: unknown }).output
      if (user === null) return settled(after, "no token stored") ?? (userOf(after) ? "no user" : undefined)
      return goesTo(after, '"signedIn"', "the current user") ?? (userOf(after) === user ? undefined : "the user kept")
    }),
    // Spec 1 §6: a 401 clears the stored access token; another failure leaves the visitor signed out.
    onEvent("xstate.error.actor.loadUser", ({ event, after }) =>
      (event as unknown as { error: { _tag?: string } }).error._tag === "Unauthorized"
        ? (goesTo(after, '"forgettingAccessToken"', "401") ?? (userOf(after) ? "no user" : undefined))
        : settled(after, "the user cannot be read"),
    ),
    onEvent("session.unauthorized", ({ before, after }) =>
      before.value === "signedIn" ? goesTo(after, '"forgettingAccessToken"', "a 401 on a private call") : undefined,
    ),
    onEvent("session.logout", ({ before, after }) =>
      before.value === "signedIn"
        ? (goesTo(after, '"loggingOut"', "Log out") ?? (userOf(after) ? "the user is forgotten at once" : undefined))
        : undefined,
    ),
    onEvent("session.signedIn", ({ after }) => goesTo(after, '"storing"', "the new tokens are stored")),
    onEvent("session.userChanged", ({ event, after }) =>
      userOf(after) === (event as unknown as { user: unknown }).user ? undefined : "the changed user is kept",
    ),
    onEvent("xstate.done.actor.storeTokens", ({ after }) => goesTo(after, '"checking"', "stored: who is it")),
    onEvent("xstate.error.actor.storeTokens", ({ after }) => settled(after, "the storage refused")),
    (step) =>
      /^xstate\.(done|error)\.actor\.(forgetTokens|forgetAccessToken)$/.test(step.event.type)
        ? settled(step.after, "forgotten")
        : undefined,
  ],
}
