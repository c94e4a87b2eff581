// The widget's button: react-aria's Button (keyboard, touch and screen-reader behaviour) with our look.
import { Button as AriaButton, type ButtonProps } from "react-aria-components"

export function Button({ className, block, ...props }: ButtonProps & { readonly block?: boolean }) {
  return <AriaButton {...props} className={["button", block ? "button-block" : "", className ?? ""].join(" ").trim()} />
}
