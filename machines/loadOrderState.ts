// The first state of a chart over one order (the crypto payment and status charts, the USSD transfer): the order is
// read, busy meanwhile; the read is kept and the chart goes on to `next`. An order that cannot be read is not found
// (spec 2 §7): the server's message when it sent one, else 'Order not found'. Each chart names its own `keep`
// action (and any to run after it) and has the named action `showError` and the state `notFound`.
import { errors } from "../schema/messages.ts"
import { failureMessage } from "./failure.ts"

export const loadOrderState = <Output, Keep extends string, After extends string = never>(options: {
  readonly next: string
  readonly keep: Keep
  readonly after?: ReadonlyArray<After>
}) => ({
  tags: ["loading" as const],
  invoke: {
    id: "loadOrder",
    src: "loadOrder" as const,
    input: ({ context }: { readonly context: { readonly orderId: string } }) => ({ orderId: context.orderId }),
    onDone: {
      target: options.next,
      actions: [
        {
          type: options.keep,
          params: ({ event }: { readonly event: { readonly output: Output } }) => event.output,
        },
        ...(options.after ?? []),
      ],
    },
    onError: {
      target: "notFound",
      actions: {
        type: "showError" as const,
        params: ({ event }: { readonly event: { readonly error: unknown } }) =>
          failureMessage(event.error, errors.orderNotFound),
      },
    },
  },
})
