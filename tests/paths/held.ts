// The calls an actor makes, held as they leave the page until the path says how the server answers: the busy state
// is seen while the call is out, and the sandbox is arranged for the answer before the call reaches it.
import type { Page, Route } from "@playwright/test"

export class HeldCalls {
  private readonly queues = new Map<string, Array<Route>>()
  private readonly waiting = new Map<string, (route: Route) => void>()

  static async install(page: Page, calls: Readonly<Record<string, string>>) {
    const held = new HeldCalls()
    for (const [actor, call] of Object.entries(calls)) {
      // "POST **/path": the method and the address of the actor's call; another method to that address is not it.
      // "GET **/path first": only the first such call is held (a read the page repeats later is not the event's).
      const [method, glob, first] = call.split(" ")
      let seen = 0
      await page.route(glob ?? "", (route) => {
        if (route.request().method() !== method) return route.continue()
        seen += 1
        if (first === "first" && seen > 1) return route.continue()
        const waiter = held.waiting.get(actor)
        if (waiter) {
          held.waiting.delete(actor)
          waiter(route)
        } else held.queues.set(actor, [...(held.queues.get(actor) ?? []), route])
      })
    }
    return held
  }

  /** The oldest held call of this actor, waiting for it to leave the page if it has not yet. */
  take(actor: string, timeout = 15_000): Promise<Route> {
    const queued = this.queues.get(actor)?.shift()
    if (queued) return Promise.resolve(queued)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the page made no call for ${actor}`)), timeout)
      this.waiting.set(actor, (route) => {
        clearTimeout(timer)
        resolve(route)
      })
    })
  }
}
