// The auto-order route's own screen: a wait while the journey takes its steps, or why it could not, with a way
// on to the amount.
import { Link } from "@tanstack/react-router"
import type { SnapshotFrom } from "xstate"
import type { autoOrderMachine } from "../../machines/autoOrder.ts"
import { autoOrderLabels, screenTitles } from "../../schema/labels.ts"
import { Screen } from "../shell/Screen.tsx"

export function AutoOrderScreen({
  snapshot,
  search,
}: {
  readonly snapshot: SnapshotFrom<typeof autoOrderMachine>
  readonly search: Record<string, unknown>
}) {
  const { context } = snapshot
  return (
    <Screen title={screenTitles.autoOrder}>
      {snapshot.hasTag("error") ? (
        <>
          <p role="alert" className="field-error">
            {context.error}
          </p>
          <Link to={context.flow === "offramp" ? "/offramp" : "/"} search={search}>
            {autoOrderLabels.chooseAmount}
          </Link>
        </>
      ) : (
        <p className="loading" role="status">
          {autoOrderLabels.preparing}
        </p>
      )}
    </Screen>
  )
}
