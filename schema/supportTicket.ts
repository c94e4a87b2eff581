// The support ticket page that the status page's report-problem and dispute links open (spec 2 §2, §7: its host
// is not given). One place to change it for a deployment.
export const supportTicketBaseUrl = "https://support.pay-widget.example/tickets/new"

export interface SupportTicket {
  readonly topic: "problem" | "dispute"
  readonly orderId: string
  readonly status: string
  readonly email?: string | undefined
  readonly transactionHash?: string | null | undefined
}

export const supportTicketUrl = (ticket: SupportTicket) => {
  const url = new URL(supportTicketBaseUrl)
  url.searchParams.set("topic", ticket.topic)
  url.searchParams.set("orderId", ticket.orderId)
  url.searchParams.set("status", ticket.status)
  if (ticket.email) url.searchParams.set("email", ticket.email)
  if (ticket.transactionHash) url.searchParams.set("transactionHash", ticket.transactionHash)
  return url.toString()
}
