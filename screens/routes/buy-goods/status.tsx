import { createFileRoute } from "@tanstack/react-router"
import { BuyGoodsStatusRoute } from "../../buyGoods/Routes.tsx"

export const Route = createFileRoute("/buy-goods/status")({ component: BuyGoodsStatusRoute })
