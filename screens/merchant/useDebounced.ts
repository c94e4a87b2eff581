// A value that follows another once it has stopped changing for `delay` ms: the link, its checks and the preview
// follow the form without a request or a reload per keystroke.
import { useEffect, useState } from "react"

export const useDebounced = <T>(value: T, delay: number): T => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}
