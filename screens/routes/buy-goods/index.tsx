import { createFileRoute } from "@tanstack/react-router"
import { BuyGoodsAmountRoute } from "../../buyGoods/Routes.tsx"

export const Route = createFileRoute("/buy-goods/")({ component: BuyGoodsAmountRoute })
