// An order read as the widget shows it (issue 13): the signed-in owner's private read, with the personal details;
// the public read when nobody is signed in or the order is not theirs (an anonymous sale, another account's order).
import { Effect } from "effect"
import { TokenStore } from "./tokenStore.ts"

export const ownOrPublicRead = <Own, E1, R1, Public, E2, R2>(
  own: Effect.Effect<Own, E1, R1>,
  publicRead: Effect.Effect<Public, E2, R2>,
): Effect.Effect<Own | Public, E2, R1 | R2 | TokenStore> =>
  Effect.flatMap(
    Effect.flatMap(Effect.service(TokenStore), (store) => store.get),
    (tokens) => (tokens ? own.pipe(Effect.catch(() => publicRead)) : publicRead),
  )
