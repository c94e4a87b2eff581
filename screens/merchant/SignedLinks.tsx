// How to lock a link: the integrator's server signs it (README, "Signed links"). The page shows the signing
// helper's command for this very link, with the secret left to the integrator's environment: the widget never
// signs links, and no page or route asks for the secret.
import { merchantLabels } from "../../schema/merchantLabels.ts"
import { Button } from "../ui/Button.tsx"
import { copyText } from "./copyText.ts"

export function SignedLinks({ command }: { readonly command: string | undefined }) {
  return (
    <section className="merchant-signed" aria-labelledby="merchant-signed-title">
      <h2 id="merchant-signed-title">{merchantLabels.signedTitle}</h2>
      <p>{merchantLabels.signedText}</p>
      {command && (
        <>
          <p>{merchantLabels.signedCommand}</p>
          <pre className="merchant-command">
            <code>{command}</code>
          </pre>
          <Button className="button button-secondary" onPress={() => void copyText(command)}>
            {merchantLabels.copyCommand}
          </Button>
        </>
      )}
    </section>
  )
}
