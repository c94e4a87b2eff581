// Spec 2 §1: an off-ramp order may be made anonymously. The Login step offers it when the offer allows it (an
// amount below the country's ID-check minimum, which the server enforces too); the journey then goes on to the
// details or the pay step, and the order is made through the anonymous call.
import { useLocation, useNavigate, useRouteContext } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { offrampLoginLabels } from "../../schema/offrampLabels.ts"
import { useText } from "../i18n/text.tsx"
import { Button } from "../ui/Button.tsx"
import type { OfframpActor } from "../wiring/offramp.ts"
import { offrampRoute, offrampRouteView } from "./routeTable.ts"

export function SellWithoutAccount() {
  // Shown only while an off-ramp journey runs: without its wiring loaded, none does.
  const actor = useRouteContext({ from: "__root__" }).offramp.loaded()?.running()
  return actor ? <Offer actor={actor} /> : null
}

function Offer({ actor }: { readonly actor: OfframpActor }) {
  const { t } = useText()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const allowed = useSelector(actor, (s) => s.matches("verify") && s.context.quote?.anonymousAllowed === true)
  if (!allowed) return null
  return (
    <div className="form sell-without-account">
      <p className="field-description">{t(offrampLoginLabels.withoutAccountNote)}</p>
      <Button
        className="button button-secondary"
        block
        onPress={() => {
          actor.send({ type: "anonymous.continue" })
          // The journey's next step, from its route table (no journey hook runs on the sign-in routes).
          const next = offrampRoute(offrampRouteView(actor.getSnapshot(), false), { pathname, search })
          if (next) void navigate({ to: next.to, search: next.search as never, replace: next.replace === true })
        }}
      >
        {offrampLoginLabels.withoutAccount}
      </Button>
    </div>
  )
}
