// The buy-goods charts with their live actors, each started per visit of its route: the till and amount on
// /buy-goods, the payment on /buy-goods/pay?orderId=…, the status on /buy-goods/status?orderId=…. Their toasts
// (a refused order or payment) are carried out by the one runner.
import {
  liveBuyGoodsMachine,
  liveBuyGoodsPayMachine,
  liveBuyGoodsStatusMachine,
} from "../../adapters/actors/buyGoods.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import { startWithEffects } from "./effects.ts"
import { toastEffects } from "./effectsBrowser.ts"

export const makeBuyGoodsFlow = (runtime: AppRuntime) => ({
  start: (input: { readonly tillNumber?: string | undefined; readonly amount?: string | undefined }) =>
    startWithEffects(liveBuyGoodsMachine(runtime), { input }, toastEffects),
  startPay: (orderId: string) =>
    startWithEffects(liveBuyGoodsPayMachine(runtime), { input: { orderId } }, toastEffects),
  startStatus: (orderId: string) =>
    startWithEffects(liveBuyGoodsStatusMachine(runtime), { input: { orderId } }, toastEffects),
})

export type BuyGoodsFlow = ReturnType<typeof makeBuyGoodsFlow>
export type BuyGoodsActor = ReturnType<BuyGoodsFlow["start"]>
export type BuyGoodsPayActor = ReturnType<BuyGoodsFlow["startPay"]>
export type BuyGoodsStatusActor = ReturnType<BuyGoodsFlow["startStatus"]>
