// What an order carries for the integrator from the page's configuration (spec 1 §3 order creation payload, spec 2
// §7 create-order): the integrator's own reference, the sandbox's forced failure, and in `meta` the signed link and
// the campaign tags. The same for both ramps; the adapters add the integrator's accepted URLs.

/** The configuration's parameters an order passes on (schema/config.ts decodes them). */
export interface OrderTagsConfig {
  readonly orderParams?: string | undefined
  readonly forceFail?: boolean | undefined
  readonly signature?: string | undefined
  readonly utm_source?: string | undefined
  readonly utm_medium?: string | undefined
  readonly utm_campaign?: string | undefined
}

export interface OrderMeta {
  readonly signature?: string
  readonly utmSource?: string
  readonly utmMedium?: string
  readonly utmCampaign?: string
}

export interface OrderTags {
  readonly orderParams?: string
  readonly forceFail?: true
  readonly meta: OrderMeta
}

const present = (value: string | undefined): value is string => value !== undefined && value !== ""

/** The order's tags: only what the page was given, so an order without them carries none. */
export const orderTagsOf = (config: OrderTagsConfig): OrderTags => {
  const meta: Record<string, string> = {}
  if (present(config.signature)) meta.signature = config.signature
  if (present(config.utm_source)) meta.utmSource = config.utm_source
  if (present(config.utm_medium)) meta.utmMedium = config.utm_medium
  if (present(config.utm_campaign)) meta.utmCampaign = config.utm_campaign
  return {
    ...(present(config.orderParams) ? { orderParams: config.orderParams } : {}),
    ...(config.forceFail === true ? { forceFail: true as const } : {}),
    meta,
  }
}

/** The on-ramp's status page, as an order names it for the integrator (spec 1 §3: a url with an {orderId}
 * placeholder the server fills in). */
export const statusPageTemplate = (widgetOrigin: string) => `${widgetOrigin}/swap-status?orderId={orderId}`
