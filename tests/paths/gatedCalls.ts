// A call the page makes over and over, or that several parts of the page make alike (the offer a quote loop asks
// for every 30 s, the KYC status the journey and its ID check both read, the session's read of the user): held only
// while a path has armed it, so the one answer a path's event stands for waits for it and the others go on as usual.
// (HeldCalls, held.ts, holds every call of an actor's address, which suits a call made once per state.)
import type { Page, Route } from "@playwright/test"

export class GatedCall {
  private armed = false
  private held: Array<Route> = []
  private waiter: ((route: Route) => void) | undefined

  private readonly name: string

  private constructor(name: string) {
    this.name = name
  }

  /** Gates "METHOD glob" on the page, armed or not from the start. */
  static async install(page: Page, name: string, call: string, armed: boolean) {
    const gate = new GatedCall(name)
    gate.armed = armed
    const [method, glob] = call.split(" ")
    await page.route(glob ?? "", (route) => {
      if (route.request().method() !== method || !gate.armed) return route.continue()
      if (gate.waiter) {
        const waiter = gate.waiter
        gate.waiter = undefined
        waiter(route)
      } else gate.held.push(route)
    })
    return gate
  }

  /** Holds the calls made from now on. */
  arm() {
    this.armed = true
  }

  get isArmed() {
    return this.armed
  }

  /** Whether a call is held now. */
  get holding() {
    return this.held.length > 0
  }

  /** Lets the newest held call go on (or drops it as a lost connection drops it), waiting for one if none is held
   * yet; older held calls, which the page gave up on (a new amount asks again), go on unheeded. With `disarm`, the
   * calls after it are no longer held. */
  async answer(how: "go" | "lost", { disarm }: { readonly disarm: boolean }, timeout = 15_000) {
    const route = await this.newest(timeout)
    const older = this.held
    this.held = []
    if (disarm) this.armed = false
    for (const stale of older) await stale.continue().catch(() => undefined)
    await (how === "lost" ? route.abort("connectionfailed") : route.continue())
  }

  private newest(timeout: number): Promise<Route> {
    const last = this.held.pop()
    if (last) return Promise.resolve(last)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the page made no call for ${this.name}`)), timeout)
      this.waiter = (route) => {
        clearTimeout(timer)
        resolve(route)
      }
    })
  }
}
