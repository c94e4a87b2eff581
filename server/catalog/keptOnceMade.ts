// An answer computed at the first request (the database is migrated and seeded by then) and kept for good once it
// is made; a failed try is not kept, so the next request tries again instead of failing until a restart.
import { Duration, Effect, Exit } from "effect"

export const keptOnceMade = <A, E, R>(make: Effect.Effect<A, E, R>) =>
  Effect.cachedWithTTL(make, (exit) => (Exit.isSuccess(exit) ? Duration.infinity : Duration.zero))
