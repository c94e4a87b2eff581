// What the buyer does to pay, by payment flow (spec 2 §2, §3): dial the USSD code (with the SIM PIN when it asks for
// one), send the payment prompt again, enter the OTP, or go to the payment page. Retries show their cooldown.
import type { SnapshotFrom } from "xstate"
import type { ussdTransferMachine } from "../../machines/ussdTransfer.ts"
import { cooldownEndsAt, needsPin, otpLength, otpPending, pinPlaceholder } from "../../machines/ussdTransferContext.ts"
import type { UssdTransferEvent } from "../../machines/ussdTransferEvents.ts"
import { screens } from "../../schema/labels.ts"
import { validation } from "../../schema/messages.ts"
import { ussdLabels } from "../../schema/ussdLabels.ts"
import { clock } from "../format.ts"
import { useText } from "../i18n/text.tsx"
import { Button } from "../ui/Button.tsx"
import { CodeInput } from "../ui/CodeInput.tsx"
import { TextField } from "../ui/TextField.tsx"
import { telHref } from "../wiring/effectsBrowser.ts"

type Snapshot = SnapshotFrom<typeof ussdTransferMachine>
type Send = (event: UssdTransferEvent) => void

export function TransferAction({
  snapshot,
  send,
  now,
}: {
  readonly snapshot: Snapshot
  readonly send: Send
  readonly now: number
}) {
  const { t } = useText()
  const c = snapshot.context
  const instructions = c.order?.buySwap.transferInstructions
  if (!instructions) return null
  const busy = snapshot.hasTag("busy")
  const retry = (text: string) => <RetryButton snapshot={snapshot} send={send} now={now} text={text} />

  switch (instructions.type) {
    case "ussd": {
      const code = instructions.ussdCode ?? ""
      if (!needsPin(c))
        return (
          <div className="ussd-action">
            <p className="ussd-code">
              <span className="visually-hidden">{t(screens.labelled(ussdLabels.ussdCode))} </span>
              {code}
            </p>
            {/* The chart hears of the dial and the runner opens the dialer beside this page (screens/wiring). */}
            <a
              className="button button-block"
              href={telHref(code)}
              target="_blank"
              rel="noopener"
              onClick={(event) => {
                event.preventDefault()
                send({ type: "ussd.dial" })
              }}
            >
              {t(ussdLabels.dial(code))}
            </a>
          </div>
        )
      return (
        <form
          className="ussd-action"
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: "ussd.dial" })
          }}
        >
          <p className="ussd-code">
            <span className="visually-hidden">{t(screens.labelled(ussdLabels.ussdCode))} </span>
            {code.replaceAll(pinPlaceholder, t(ussdLabels.pinInCode))}
          </p>
          <TextField
            label={ussdLabels.simPin}
            description={ussdLabels.simPinHint}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={c.pin}
            onChange={(value) => send({ type: "pin.change", value })}
            errorMessage={c.error === validation.pinRequired ? c.error : undefined}
          />
          <Button type="submit" block>
            {ussdLabels.dialWithPin}
          </Button>
        </form>
      )
    }
    case "stk_push":
      return (
        <div className="ussd-action">
          {retry(
            c.order?.buySwap.lastTransferAttemptAt
              ? ussdLabels.resendPrompt
              : (instructions.actionButtonText ?? ussdLabels.resendPrompt),
          )}
        </div>
      )
    case "otp_stk_push":
      return (
        <div className="ussd-action">
          {otpPending(c) ? (
            <form
              className="form"
              onSubmit={(event) => {
                event.preventDefault()
                send({ type: "otp.verify" })
              }}
            >
              <CodeInput
                length={otpLength}
                label={ussdLabels.otpCode}
                value={c.otp}
                onChange={(value) => send({ type: "otp.change", value })}
                isDisabled={busy}
              />
              <Button type="submit" block isDisabled={busy || c.otp.trim() === ""}>
                {ussdLabels.verifyCode}
              </Button>
            </form>
          ) : (
            <p role="status">{t(ussdLabels.otpVerified)}</p>
          )}
          {otpPending(c) && retry(instructions.actionButtonText ?? ussdLabels.resendCode)}
        </div>
      )
    case "redirect":
      return (
        <div className="ussd-action">
          <Button block onPress={() => send({ type: "transfer.start" })} isDisabled={busy} isPending={busy}>
            {instructions.actionButtonText ?? ussdLabels.goToPayment}
          </Button>
        </div>
      )
    case "manual":
      return null
  }
}

function RetryButton({
  snapshot,
  send,
  now,
  text,
}: {
  readonly snapshot: Snapshot
  readonly send: Send
  readonly now: number
  readonly text: string
}) {
  const { t } = useText()
  const c = snapshot.context
  const busy = snapshot.hasTag("busy")
  const left = c.coolingDown ? Math.max(0, Math.ceil(((cooldownEndsAt(c) ?? now) - now) / 1000)) : 0
  return (
    <>
      <Button
        block
        className="button button-secondary"
        onPress={() => send({ type: "transfer.start" })}
        isDisabled={busy || c.coolingDown}
        aria-describedby={left > 0 ? "retry-wait" : undefined}
      >
        {left > 0 ? ussdLabels.retryIn(text, clock(left)) : text}
      </Button>
      {left > 0 && (
        <span id="retry-wait" className="visually-hidden">
          {t(ussdLabels.retryWait(left))}
        </span>
      )}
    </>
  )
}
