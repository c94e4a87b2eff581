// The sign-in chart lives across the Auth and Otp routes: one actor at a time, kept here between them. What its
// outcome means for the rest of the widget is done here too, as the chart moves (not by a route's effect): the
// e-mail is kept for the code screen, and a signed-in user is handed to the session, with a toast after a reset.
// The chart's own toasts (a refused code, e-mail or password) are carried out by the one runner.
import type { ActorRefFrom } from "xstate"
import { liveLoginMachine } from "../../adapters/actors/auth.ts"
import { acceptedAuthSuccessUrl } from "../../adapters/integrator.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import type { LoginInput, loginMachine } from "../../machines/login.ts"
import { success } from "../../schema/messages.ts"
import { codeStates } from "../auth/routeTable.ts"
import { showToast } from "../toasts.ts"
import { startWithEffects } from "./effects.ts"
import { browserEffects } from "./effectsBrowser.ts"
import type { SessionActor } from "./session.ts"
import { signInEmail } from "./signInEmail.ts"

export type LoginActor = ActorRefFrom<typeof loginMachine>

/** README authSuccessUrl: once the session holds the signed-in user (its tokens stored), the page goes to the
 * integrator's accepted URL, when the page was given one. */
const followAuthSuccessUrl = (session: SessionActor) => {
  const url = acceptedAuthSuccessUrl()
  if (!url) return
  const signedIn = session.subscribe((snapshot) => {
    if (!snapshot.matches("signedIn")) return
    signedIn.unsubscribe()
    browserEffects["page.open"]({ type: "page.open", url })
  })
}

/** Follows the chart from its first snapshot; returns the end of following. */
const followOutcome = (actor: LoginActor, session: SessionActor) => {
  const subscription = actor.subscribe((snapshot) => {
    const { context } = snapshot
    if (snapshot.status === "done" && context.tokens) {
      signInEmail.clear()
      followAuthSuccessUrl(session)
      session.send({ type: "session.signedIn", tokens: context.tokens })
      if (context.via === "reset") showToast("success", success.passwordChanged)
      subscription.unsubscribe()
    } else if (codeStates.includes(String(snapshot.value))) signInEmail.set(context.email)
  })
  return () => subscription.unsubscribe()
}

export const makeLoginFlow = (runtime: AppRuntime) => {
  let actor: LoginActor | undefined
  const start = (input: LoginInput, session: SessionActor): LoginActor => {
    actor?.stop()
    actor = startWithEffects(liveLoginMachine(runtime), { input }, { toast: browserEffects.toast }, (started) =>
      followOutcome(started, session),
    )
    return actor
  }
  return {
    /** The running sign-in, or a new one from `input` when there is none (or it ended). */
    ensure: (input: LoginInput, session: SessionActor): LoginActor =>
      actor && actor.getSnapshot().status === "active" ? actor : start(input, session),
    start,
  }
}

export type LoginFlow = ReturnType<typeof makeLoginFlow>
