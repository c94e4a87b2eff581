// A partner's terms page (/ckes-terms, /lisk-terms, /cghs-terms): the title, a note that the terms are the
// sandbox's, the date and the sections of schema/partnerTerms.ts.
import { type Partner, partnerTerms, termsLabels } from "../../schema/partnerTerms.ts"
import { Screen } from "../shell/Screen.tsx"
import "./pages.css"

export function TermsPage({ partner, title }: { readonly partner: Partner; readonly title: string }) {
  const terms = partnerTerms[partner]
  return (
    <Screen title={title}>
      <p className="terms-notice" role="note">
        {termsLabels.sandboxNotice}
      </p>
      <p className="terms-updated">{termsLabels.updated(terms.updated)}</p>
      {terms.sections.map((section, index) => (
        <section key={section.title} className="terms-section" aria-labelledby={`terms-${index}`}>
          <h2 id={`terms-${index}`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Screen>
  )
}
