// The current time for countdowns, ticking once a second while the view is shown.
import { useEffect, useState } from "react"

export const useNow = (tickMillis = 1000) => {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMillis)
    return () => clearInterval(timer)
  }, [tickMillis])
  return now
}
