// The USSD transfer's other payment flows (tests/model/charts/ussdTransfer*.ts), replayed through the payment
// prompt's mapping (charts/ussdTransfer.ts): each a real order in the market whose sandbox flow the registration
// reads, with the integrator's query or what the device did before where the registration's input says so.
import { expect } from "@playwright/test"
import { widgetUrl } from "../../e2e/widget.ts"
import noRedirectChart from "../../model/charts/ussdTransferNoRedirect.ts"
import otpChart from "../../model/charts/ussdTransferOtp.ts"
import pinChart from "../../model/charts/ussdTransferPin.ts"
import redirectChart from "../../model/charts/ussdTransferRedirect.ts"
import rememberedChart from "../../model/charts/ussdTransferRemembered.ts"
import { ussdTransferReplay } from "./ussdTransfer.ts"

/** An OTP, then a prompt (otp_stk_push, MTN MoMo in Ghana). */
export const ussdTransferOtp = ussdTransferReplay({ chart: otpChart, market: "otp" })

/** A USSD code with the SIM PIN in it (Airtel money in Kenya). */
export const ussdTransferPin = ussdTransferReplay({ chart: pinChart, market: "ussdPin" })

/** The bank's payment page (OPay in Nigeria). */
export const ussdTransferRedirect = ussdTransferReplay({ chart: redirectChart, market: "redirect" })

/** The bank's payment page with the integrator's noRedirect. */
export const ussdTransferNoRedirect = ussdTransferReplay({
  chart: noRedirectChart,
  market: "redirect",
  query: "&noRedirect=true",
})

/** The OTP flow on a device that already started this swap's transfer and never heard back: the buyer's other tab,
 * opened by a link, started the transfer by itself and the call was lost on the way (the server stamps no attempt);
 * the path's page then reads the order afresh. The other tab stays open: under Playwright a tab closed or navigated
 * away counts as touched (userActivation), so leaving it would cancel the order as spec 2 §2 says. */
export const ussdTransferRemembered = ussdTransferReplay({
  chart: rememberedChart,
  market: "otp",
  before: async (order, { page }) => {
    const swapId = (await order.read()).buySwap._id as string
    const other = await page.context().newPage()
    await other.route("**/init-transfer", (route) => route.abort("connectionfailed"))
    await other.goto(widgetUrl(order.path()))
    // Read from outside the pages: an evaluate in one would count as the buyer touching it.
    const remembered = async () =>
      (await page.context().storageState()).origins
        .flatMap((origin) => origin.localStorage)
        .find((entry) => entry.name === "pay-widget.auto-transfers")?.value ?? ""
    await expect.poll(remembered).toContain(swapId)
  },
})
