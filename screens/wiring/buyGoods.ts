// The buy-goods charts with their live actors, each started per visit of its route: the till and amount on
// /buy-goods, the payment on /buy-goods/pay?orderId=…, the status on /buy-goods/status?orderId=….
import { createActor } from "xstate"
import {
  liveBuyGoodsMachine,
  liveBuyGoodsPayMachine,
  liveBuyGoodsStatusMachine,
} from "../../adapters/actors/buyGoods.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import { inspection } from "./inspect.ts"

export const makeBuyGoodsFlow = (runtime: AppRuntime) => ({
  start: (input: { readonly tillNumber?: string | undefined; readonly amount?: string | undefined }) =>
    createActor(liveBuyGoodsMachine(runtime), { input, ...inspection }).start(),
  startPay: (orderId: string) =>
    createActor(liveBuyGoodsPayMachine(runtime), { input: { orderId }, ...inspection }).start(),
  startStatus: (orderId: string) =>
    createActor(liveBuyGoodsStatusMachine(runtime), { input: { orderId }, ...inspection }).start(),
})

export type BuyGoodsFlow = ReturnType<typeof makeBuyGoodsFlow>
export type BuyGoodsActor = ReturnType<BuyGoodsFlow["start"]>
export type BuyGoodsPayActor = ReturnType<BuyGoodsFlow["startPay"]>
export type BuyGoodsStatusActor = ReturnType<BuyGoodsFlow["startStatus"]>
