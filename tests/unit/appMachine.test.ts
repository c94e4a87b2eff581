// The widget as a whole: a 503 swaps in the Service Unavailable page, a restricted country blanks it for good.
import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { type AppEvent, appMachine } from "../../machines/app.ts"

const stateAfter = (...events: Array<AppEvent>) => {
  const actor = createActor(appMachine).start()
  for (const event of events) actor.send(event)
  return actor.getSnapshot()
}

describe("app machine", () => {
  it("starts running", () => {
    expect(stateAfter().value).toBe("running")
  })
  it("shows Service Unavailable after a 503, and stays there on further 503s", () => {
    expect(stateAfter({ type: "service.unavailable" }).value).toBe("serviceUnavailable")
    expect(stateAfter({ type: "service.unavailable" }, { type: "service.unavailable" }).hasTag("error")).toBe(true)
  })
  it("blanks for a restricted country, even from the Service Unavailable page, and nothing brings it back", () => {
    expect(stateAfter({ type: "country.restricted" }).value).toBe("restricted")
    const snapshot = stateAfter(
      { type: "service.unavailable" },
      { type: "country.restricted" },
      { type: "service.unavailable" },
    )
    expect(snapshot.value).toBe("restricted")
    expect(snapshot.status).toBe("done")
  })
})
