// The catch-all page: Go Home leads to the on-ramp amount screen, keeping the integrator's configuration.
import { Link } from "@tanstack/react-router"
import { screens } from "../../schema/labels.ts"
import { useText } from "../i18n/text.tsx"

export function NotFoundPage() {
  const { t } = useText()
  return (
    <section className="notice" aria-labelledby="not-found-title">
      <div className="notice-icon" aria-hidden="true">
        404
      </div>
      <h1 id="not-found-title">{t(screens.notFoundTitle)}</h1>
      <p>{t(screens.notFoundText)}</p>
      <Link to="/" search={(search) => search} className="button">
        {t(screens.goHome)}
      </Link>
    </section>
  )
}
