// The batch the widget sends with navigator.sendBeacon as the page hides. A beacon cannot carry the x-web header
// the contract's front door asks for, so it has this route of its own: same batch schema, same storage, a smaller
// body limit. Refused beacons store nothing.
import { ByteSize, Effect, Schema } from "effect"
import { HttpIncomingMessage, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { beaconPath, MonitoringBatch, monitoringLimits } from "../../schema/monitoring.ts"
import { storeEvents } from "./repository.ts"

const decode = Schema.decodeUnknownEffect(Schema.fromJsonString(MonitoringBatch))

export const beaconRoute = HttpRouter.add(
  "POST",
  beaconPath,
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const body = yield* request.text.pipe(
      Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(monitoringLimits.beaconBytes)),
      Effect.option,
    )
    if (body._tag === "None") return HttpServerResponse.text("Beacon too large or unreadable", { status: 413 })
    const events = yield* decode(body.value).pipe(Effect.option)
    if (events._tag === "None") return HttpServerResponse.text("Not a batch of monitoring events", { status: 400 })
    yield* storeEvents(events.value)
    return HttpServerResponse.empty({ status: 204 })
  }),
)
