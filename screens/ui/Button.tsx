// The widget's button: react-aria's Button (keyboard, touch and screen-reader behaviour) with our look. A
// `className` replaces the primary look (links, menu items, icon buttons). `main` marks the screen's primary action,
// which Telegram's main button mirrors inside the mini app.
import { useRef } from "react"
import { Button as AriaButton, type ButtonProps } from "react-aria-components"
import { useText } from "../i18n/text.tsx"
import { useMainButton } from "../shell/telegram.tsx"

export function Button({
  className,
  block,
  main,
  ...props
}: ButtonProps & { readonly block?: boolean; readonly main?: boolean }) {
  const { t } = useText()
  const look = typeof className === "string" ? className : "button"
  const ref = useRef<HTMLButtonElement>(null)
  useMainButton(ref, main === true, { isEnabled: !props.isDisabled && !props.isPending, isPending: !!props.isPending })
  // A label given as schema's English is shown in the page's language.
  const children = typeof props.children === "string" ? t(props.children) : props.children
  const label = props["aria-label"] === undefined ? undefined : t(props["aria-label"])
  return (
    <AriaButton {...props} aria-label={label} ref={ref} className={block ? `${look} button-block` : look}>
      {children}
    </AriaButton>
  )
}
