// A select picker (spec 1 §2 "Select pickers with optional search box"): a button showing the chosen option, and a
// dialog listing the options with a search box ('Search...') when the list is long.
import { useId, useState } from "react"
import { screens } from "../../schema/labels.ts"
import { useText } from "../i18n/text.tsx"
import { Button } from "./Button.tsx"
import { Modal } from "./Modal.tsx"

export interface PickerOption {
  readonly value: string
  readonly title: string
  readonly icon?: string | undefined
  readonly isBeta?: boolean | undefined
  readonly rightElement?: string | undefined
}

export interface PickerProps {
  readonly label: string
  readonly options: ReadonlyArray<PickerOption>
  readonly value: string | undefined
  readonly onChange: (value: string) => void
  readonly isDisabled?: boolean
  /** Shown from this many options on. */
  readonly searchFrom?: number
  /** Shown under the button and announced with it. */
  readonly errorMessage?: string | undefined
}

const searchPlaceholder = screens.search
const betaBadge = screens.beta

const OptionView = ({ option }: { readonly option: PickerOption }) => {
  const { t } = useText()
  return (
    <span className="picker-option">
      {option.icon && <img src={option.icon} alt="" width={24} height={24} className="picker-icon" />}
      <span className="picker-title">{t(option.title)}</span>
      {option.isBeta && <span className="badge">{t(betaBadge)}</span>}
      {option.rightElement && <span className="picker-right">{option.rightElement}</span>}
    </span>
  )
}

export function Picker({ label, options, value, onChange, isDisabled, searchFrom = 6, errorMessage }: PickerProps) {
  const { t } = useText()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState("")
  // An id of its own: a label with spaces would name several ids in aria-labelledby.
  const labelId = useId()
  const errorId = useId()
  const chosen = options.find((o) => o.value === value)
  const shown = options.filter((o) => o.title.toLowerCase().includes(query.trim().toLowerCase()))
  return (
    <div className="picker">
      <span className="field-label" id={labelId}>
        {t(label)}
      </span>
      <Button
        className="picker-button"
        aria-labelledby={labelId}
        aria-haspopup="dialog"
        aria-describedby={errorMessage ? errorId : undefined}
        onPress={() => setOpen(true)}
        isDisabled={isDisabled || options.length === 0}
      >
        {chosen ? <OptionView option={chosen} /> : <span className="picker-title">—</span>}
        <span aria-hidden="true">▾</span>
      </Button>
      {errorMessage && (
        <p id={errorId} className="field-error">
          {t(errorMessage)}
        </p>
      )}
      <Modal title={label} isOpen={open} onClose={() => setOpen(false)}>
        {options.length >= searchFrom && (
          <input
            className="field-input picker-search"
            type="search"
            placeholder={t(searchPlaceholder)}
            aria-label={t(searchPlaceholder)}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        )}
        <ul className="picker-list">
          {shown.map((option) => (
            <li key={option.value}>
              <Button
                className={option.value === value ? "picker-item picker-item-chosen" : "picker-item"}
                onPress={() => {
                  onChange(option.value)
                  setOpen(false)
                  setQuery("")
                }}
              >
                <OptionView option={option} />
              </Button>
            </li>
          ))}
        </ul>
      </Modal>
    </div>
  )
}
