// The widget's button: react-aria's Button (keyboard, touch and screen-reader behaviour) with our look. A
// `className` replaces the primary look (links, menu items, icon buttons).
import { Button as AriaButton, type ButtonProps } from "react-aria-components"

export function Button({ className, block, ...props }: ButtonProps & { readonly block?: boolean }) {
  const look = typeof className === "string" ? className : "button"
  return <AriaButton {...props} className={block ? `${look} button-block` : look} />
}
