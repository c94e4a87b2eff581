// Sandbox operator switches (schema/sandbox.ts).
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SandboxApi } from "../../schema/sandbox.ts"
import { Settings } from "./repository.ts"

export const SandboxSettingsHandlers = HttpApiBuilder.group(
  SandboxApi,
  "settings",
  Effect.fn(function* (handlers) {
    const settings = yield* Settings
    return handlers
      .handle("getSettings", () => settings.get)
      .handle("updateSettings", ({ payload }) =>
        settings.update(Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined))),
      )
  }),
)
