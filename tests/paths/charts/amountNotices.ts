// The amount screens that say why no order can be made there (spec 1 §2, spec 2 §2): an asset the integrator
// configured that cannot be bought or sold (the misconfigured notice), and the off-ramp paused by the operator (the
// maintenance notice). The journeys' own mappings send the events; only the link, or the operator's setting, differs.
import type { Page } from "@playwright/test"
import { errors } from "../../../schema/messages.ts"
import { offrampAmountLabels } from "../../../schema/offrampLabels.ts"
import { setOperatorSettings, widgetUrl } from "../../e2e/widget.ts"
import offrampMisconfiguredChart from "../../model/charts/offrampMisconfigured.ts"
import offrampPausedChart from "../../model/charts/offrampPaused.ts"
import onrampMisconfiguredChart from "../../model/charts/onrampMisconfigured.ts"
import type { ChartReplay } from "../mapping.ts"
import { offramp } from "./offramp.ts"
import { onramp } from "./onramp.ts"

// The registrations' link: NEAR's USDC, which the sandbox neither buys nor sells.
const misconfiguredLink = "network=NEAR&asset=USDC"
/** The notice itself marks the state's screen: the amount's heading shows with or without it. */
const notice = (text: string) => (page: Page) => page.getByText(text, { exact: true })

export const onrampMisconfigured: ChartReplay = {
  ...onramp,
  chart: onrampMisconfiguredChart,
  open: ({ page }) => page.goto(widgetUrl(`/?${misconfiguredLink}`)),
  screens: { ...onramp.screens, '"misconfigured"': notice(errors.assetMisconfigured) },
}

export const offrampMisconfigured: ChartReplay = {
  ...offramp,
  chart: offrampMisconfiguredChart,
  open: ({ page }) => page.goto(widgetUrl(`/offramp?${misconfiguredLink}`)),
  screens: { ...offramp.screens, '"misconfigured"': notice(errors.assetMisconfigured) },
}

export const offrampPaused: ChartReplay = {
  ...offramp,
  chart: offrampPausedChart,
  open: async ({ page }) => {
    await setOperatorSettings({ offRampPayWidgetEnabled: false })
    await page.goto(widgetUrl("/offramp?network=CELO&asset=CUSD"))
  },
  restore: () => setOperatorSettings({ offRampPayWidgetEnabled: true }),
  screens: { ...offramp.screens, '"paused"': notice(offrampAmountLabels.maintenance) },
}
