// Groups whose calls later issues build: each call answers 501 with a clear message until then, so the
// contract is served whole and the widget's client sees a typed answer, never a hang or a 404.
import { Effect } from "effect"
import type { HttpApiGroup } from "effect/http-api"
import { Api } from "../../schema/api.ts"
import { errorCodes, NotImplemented, serverMessages } from "../../schema/errors.ts"

const notYet = () =>
  Effect.fail(new NotImplemented({ code: errorCodes.notImplemented, message: serverMessages.notImplemented }))

type GroupName = keyof (typeof Api)["groups"]

/** Answers 501 on every endpoint of the group that `handlers` does not handle yet. */
// biome-ignore lint/suspicious/noExplicitAny: the handler set is completed generically over the group's endpoints
export const restNotImplemented = (name: GroupName, handlers: any) => {
  const group = Api.groups[name] as unknown as HttpApiGroup.Top
  const handled: ReadonlyMap<string, unknown> = handlers.handlers
  let all = handlers
  for (const endpoint of Object.keys(group.endpoints)) if (!handled.has(endpoint)) all = all.handle(endpoint, notYet)
  return all
}
