// One box per digit of a one-time code (spec 1 §5): digits only, one per box, typing moves on, Backspace moves
// back, and pasting a code fills the boxes.
import { useRef } from "react"
import { useText } from "../i18n/text.tsx"

export interface CodeInputProps {
  readonly length: number
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onComplete?: () => void
  readonly label: string
  readonly isDisabled?: boolean
  readonly errorMessage?: string | undefined
}

export function CodeInput({ length, value, onChange, onComplete, label, isDisabled, errorMessage }: CodeInputProps) {
  const { t } = useText()
  const boxes = useRef<Array<HTMLInputElement | null>>([])
  const digits = Array.from({ length }, (_, i) => value[i] ?? "")

  const put = (box: number, typed: string) => {
    const clean = typed.replace(/\D/g, "")
    if (!clean) return
    // Digits go in order: typing in a box after an empty one fills the first empty box.
    const start = Math.min(box, value.length)
    const next = [...digits]
    for (const [offset, digit] of [...clean].entries()) if (start + offset < length) next[start + offset] = digit
    const joined = next.join("")
    onChange(joined)
    boxes.current[Math.min(start + clean.length, length - 1)]?.focus()
    if (joined.length === length) onComplete?.()
  }

  return (
    <fieldset className="code" aria-describedby={errorMessage ? "code-error" : undefined}>
      <legend className="field-label">{t(label)}</legend>
      <div className="code-boxes">
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed for the code's length
            key={index}
            ref={(element) => {
              boxes.current[index] = element
            }}
            className="code-box"
            inputMode="numeric"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={errorMessage ? true : undefined}
            maxLength={length}
            value={digit}
            disabled={isDisabled}
            onChange={(event) => put(index, event.target.value.slice(-length))}
            onPaste={(event) => {
              event.preventDefault()
              put(0, event.clipboardData.getData("text"))
            }}
            onKeyDown={(event) => {
              if (event.key === "Backspace" && !digit && index > 0) {
                const next = [...digits]
                next[index - 1] = ""
                onChange(next.join(""))
                boxes.current[index - 1]?.focus()
              }
            }}
          />
        ))}
      </div>
      {errorMessage && (
        <p id="code-error" className="field-error" role="alert">
          {t(errorMessage)}
        </p>
      )}
    </fieldset>
  )
}
