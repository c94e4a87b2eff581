// The catch-all page: Go Home leads to the on-ramp amount screen, keeping the integrator's configuration.
import { Link } from "@tanstack/react-router"
import { screens } from "../../schema/labels.ts"

export function NotFoundPage() {
  return (
    <section className="notice" aria-labelledby="not-found-title">
      <div className="notice-icon" aria-hidden="true">
        404
      </div>
      <h1 id="not-found-title">{screens.notFoundTitle}</h1>
      <p>{screens.notFoundText}</p>
      <Link to="/" search={(search) => search} className="button">
        {screens.goHome}
      </Link>
    </section>
  )
}
