import { createFileRoute } from "@tanstack/react-router"
import { screenTitles } from "../../schema/labels.ts"
import { TermsPage } from "../pages/TermsPage.tsx"

export const Route = createFileRoute("/lisk-terms")({
  component: () => <TermsPage partner="lisk" title={screenTitles.liskTerms} />,
})
