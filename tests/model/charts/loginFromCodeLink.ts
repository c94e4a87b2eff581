// /otp opened directly: its query carries the e-mail, codeId and codeLength, and the chart starts at the code.
import { loginMachine } from "../../../machines/login.ts"
import { defineChart } from "../chart.ts"
import { loginExpectations } from "../expected/login.ts"
import login from "./login.ts"

const input = { countryIsoCode: "KE", email: "amina@example.com", codeId: "code-1", codeLength: 4 }

export default defineChart({
  ...login,
  name: "login (from a code link)",
  input,
  machine: loginMachine,
  events: [...login.events, { type: "code.change", value: "1234" }],
  expectations: loginExpectations(input),
})
