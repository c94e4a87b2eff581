import { createFileRoute } from "@tanstack/react-router"
import { screenTitles } from "../../schema/labels.ts"
import { TermsPage } from "../pages/TermsPage.tsx"

export const Route = createFileRoute("/cghs-terms")({
  component: () => <TermsPage partner="cghs" title={screenTitles.cghsTerms} />,
})
