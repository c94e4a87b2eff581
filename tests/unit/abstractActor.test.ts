// An actor a chart declares but the app forgot to provide fails loudly, naming itself, instead of hanging the
// journey on a call that never answers.

import { describe, expect, it } from "vitest"
import { createActor, toPromise } from "xstate"
import { abstractActor } from "../../machines/abstractActor.ts"

describe("abstractActor", () => {
  it("rejects with a message naming the actor that was not provided", async () => {
    const actor = createActor(abstractActor<string, void>("requestResetCode")).start()
    await expect(toPromise(actor)).rejects.toThrow("The actor requestResetCode was not provided to the chart.")
  })
})
