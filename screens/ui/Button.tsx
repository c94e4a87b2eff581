// The widget's button: react-aria's Button (keyboard, touch and screen-reader behaviour) with our look. A
// `className` replaces the primary look (links, menu items, icon buttons). `main` marks the screen's primary action,
// which Telegram's main button mirrors inside the mini app.
import { useRef } from "react"
import { Button as AriaButton, type ButtonProps } from "react-aria-components"
import { useMainButton } from "../shell/telegram.tsx"

export function Button({
  className,
  block,
  main,
  ...props
}: ButtonProps & { readonly block?: boolean; readonly main?: boolean }) {
  const look = typeof className === "string" ? className : "button"
  const ref = useRef<HTMLButtonElement>(null)
  useMainButton(ref, main === true, { isEnabled: !props.isDisabled && !props.isPending, isPending: !!props.isPending })
  return <AriaButton {...props} ref={ref} className={block ? `${look} button-block` : look} />
}
