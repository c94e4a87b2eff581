// The first state of the journeys that start from a catalogue (on-ramp, off-ramp, buy-goods): the journey's
// `loadCatalog` actor reads it, the chart's own `keepCatalog` keeps it, and a failed read shows as the chart's error.
import { showFailure } from "./failure.ts"

export const catalogLoading = <Catalog, const Next extends string, const Failed extends string>(targets: {
  readonly next: Next
  readonly failed: Failed
  readonly fallback: string
}) => ({
  tags: ["loading"],
  invoke: {
    id: "loadCatalog",
    src: "loadCatalog" as const,
    onDone: {
      target: targets.next,
      actions: {
        type: "keepCatalog" as const,
        params: ({ event }: { readonly event: { readonly output: Catalog } }) => ({ catalog: event.output }),
      },
    },
    onError: { target: targets.failed, actions: showFailure(targets.fallback) },
  },
})
