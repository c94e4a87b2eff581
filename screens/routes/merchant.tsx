import { createFileRoute } from "@tanstack/react-router"
import { MerchantPage } from "../merchant/MerchantPage.tsx"

export const Route = createFileRoute("/merchant")({ component: MerchantPage })
