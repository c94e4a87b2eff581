import { createFileRoute } from "@tanstack/react-router"
import { BuyGoodsPayRoute } from "../../buyGoods/Routes.tsx"

export const Route = createFileRoute("/buy-goods/pay")({ component: BuyGoodsPayRoute })
