// "Start from a link": a link made earlier, pasted, fills the form again (schema/merchantLink.ts formFromLink).
import { Result } from "effect"
import { useState } from "react"
import { merchantLabels } from "../../schema/merchantLabels.ts"
import { formFromLink, type MerchantForm } from "../../schema/merchantLink.ts"
import { Button } from "../ui/Button.tsx"
import { TextField } from "../ui/TextField.tsx"
import { pageAddress } from "../wiring/pageAddress.ts"
import { Section } from "./controls.tsx"

export function StartFrom({ onLoad }: { readonly onLoad: (form: MerchantForm) => void }) {
  const [link, setLink] = useState("")
  const [problem, setProblem] = useState<string>()
  const load = () => {
    const form = formFromLink(link, pageAddress.origin())
    if (Result.isFailure(form)) return setProblem(form.failure)
    setProblem(undefined)
    setLink("")
    onLoad(form.success)
  }
  return (
    <Section title={merchantLabels.startFrom}>
      <div className="merchant-start">
        <TextField
          label={merchantLabels.pastedLink}
          description={merchantLabels.startFromDescription}
          value={link}
          onChange={(value) => {
            setLink(value)
            setProblem(undefined)
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") load()
          }}
          inputMode="url"
          autoComplete="off"
          errorMessage={problem}
        />
        <Button className="button button-secondary" onPress={load} isDisabled={link.trim() === ""}>
          {merchantLabels.load}
        </Button>
      </div>
    </Section>
  )
}
