// /otp opened directly: its query carries the e-mail, codeId and codeLength, and the chart starts at the code.
import { loginMachine } from "../../../machines/login.ts"
import { defineChart } from "../chart.ts"
import login from "./login.ts"

export default defineChart({
  ...login,
  name: "login (from a code link)",
  input: { countryIsoCode: "KE", email: "amina@example.com", codeId: "code-1", codeLength: 4 },
  machine: loginMachine,
  events: [...login.events, { type: "code.change", value: "1234" }],
})
