import { createFileRoute } from "@tanstack/react-router"
import { screenTitles } from "../../schema/labels.ts"
import { TermsPage } from "../pages/TermsPage.tsx"

export const Route = createFileRoute("/ckes-terms")({
  component: () => <TermsPage partner="ckes" title={screenTitles.ckesTerms} />,
})
