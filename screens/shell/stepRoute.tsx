// Route options of a step whose journey is not built yet: the frame and the step's heading, nothing else.
import { Screen } from "./Screen.tsx"

export const stepRoute = (title: string) => ({ component: () => <Screen title={title} /> })
