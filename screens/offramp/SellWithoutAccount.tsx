// Spec 2 §1: an off-ramp order may be made anonymously. The Login step offers it when the offer allows it (an
// amount below the country's ID-check minimum, which the server enforces too); the journey then goes on to the
// details or the pay step, and the order is made through the anonymous call.
import { useNavigate, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { offrampLoginLabels } from "../../schema/offrampLabels.ts"
import { Button } from "../ui/Button.tsx"
import type { OfframpActor } from "../wiring/offramp.ts"
import { pathOf } from "./journey.tsx"

export function SellWithoutAccount() {
  // Shown only while an off-ramp journey runs: without its wiring loaded, none does.
  const actor = useRouteContext({ from: "__root__" }).offramp.loaded()?.running()
  return actor ? <Offer actor={actor} /> : null
}

function Offer({ actor }: { readonly actor: OfframpActor }) {
  const navigate = useNavigate()
  const search = useSearch({ strict: false })
  const allowed = useSelector(actor, (s) => s.matches("verify") && s.context.quote?.anonymousAllowed === true)
  if (!allowed) return null
  return (
    <div className="form sell-without-account">
      <p className="field-description">{offrampLoginLabels.withoutAccountNote}</p>
      <Button
        className="button button-secondary"
        block
        onPress={() => {
          actor.send({ type: "anonymous.continue" })
          void navigate({ to: pathOf(actor.getSnapshot()) ?? "/offramp", search })
        }}
      >
        {offrampLoginLabels.withoutAccount}
      </Button>
    </div>
  )
}
