// Copies a text and says so in a toast, with the spec's texts (spec 1 §8): 'Copied to clipboard', or 'Failed to
// copy to clipboard, please copy manually.' where the browser refuses.
import { errors, success } from "../../schema/messages.ts"
import { showToast } from "../toasts.ts"

export const copyText = async (text: string) => {
  try {
    await navigator.clipboard.writeText(text)
    showToast("success", success.copied)
  } catch {
    showToast("error", errors.failedToCopy)
  }
}
