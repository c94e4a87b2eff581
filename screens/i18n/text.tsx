// The one hook views translate with (issue 19): `const { t } = useText()`, then `t(amountLabels.youPay)` renders the
// English of schema in the page's language. English is the identity and loads nothing; another language's catalogue
// and translator arrive as one lazy chunk (./load.ts), and the widget waits for them rather than flash English.
import { createContext, type ReactNode, useContext, useEffect, useState } from "react"
import type { Language } from "../../schema/languages.ts"

export interface Texts {
  readonly language: Language
  /** The text in the page's language; a text schema does not define is shown as it is. */
  readonly t: (english: string) => string
  /** Shows another language now (the side panel's menu). */
  readonly choose: (language: Language) => void
}

const english = (text: string) => text
const TextContext = createContext<Texts>({ language: "en", t: english, choose: () => undefined })

export const useText = () => useContext(TextContext)

/** Texts already loaded, for a render with no effects (the amount painted from the HTML, screens/shell/amountShell.tsx). */
export function StaticTexts({
  language,
  t,
  children,
}: {
  readonly language: Language
  readonly t: (english: string) => string
  readonly children: ReactNode
}) {
  return <TextContext.Provider value={{ language, t, choose: () => undefined }}>{children}</TextContext.Provider>
}

export function LanguageProvider({
  initial,
  onChosen,
  children,
}: {
  readonly initial: Language
  readonly onChosen: (language: Language) => void
  readonly children: ReactNode
}) {
  const [texts, setTexts] = useState<{ language: Language; t: (english: string) => string } | undefined>(
    initial === "en" ? { language: "en", t: english } : undefined,
  )
  const [wanted, setWanted] = useState(initial)
  useEffect(() => {
    document.documentElement.lang = wanted
    if (wanted === "en") return setTexts({ language: "en", t: english })
    let gone = false
    // A catalogue that cannot be fetched leaves the widget in English rather than blank.
    import("./load.ts")
      .then((load) => load.loadTranslator(wanted))
      .then(
        (t) => gone || setTexts({ language: wanted, t }),
        () => gone || setTexts({ language: "en", t: english }),
      )
    return () => {
      gone = true
    }
  }, [wanted])
  if (!texts) return null
  const choose = (language: Language) => {
    onChosen(language)
    setWanted(language)
  }
  return <TextContext.Provider value={{ ...texts, choose }}>{children}</TextContext.Provider>
}
