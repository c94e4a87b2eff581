// Actors a chart declares and the app (or a test) provides: the chart knows their input and output types only.
import { fromPromise } from "xstate"

export const abstractActor = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`The actor ${name} was not provided to the chart.`)))
