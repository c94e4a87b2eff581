// What a payout channel needs to pay the user: a bank account and its bank, a mobile number and its network, a
// paybill or till number; the account holder's name; an optional e-mail for the payout receipt. Banks and mobile
// networks are the country's carriers of the channel, as the catalogue lists them.
import type { Carrier } from "../../schema/catalog.ts"
import type { PaymentChannel } from "../../schema/enums.ts"
import type { OfframpRequiredField } from "../../schema/offrampModels.ts"

type Fields = Record<string, OfframpRequiredField>

const accountName: OfframpRequiredField = { label: "Account name", type: "string", required: true }
const receiptEmail: OfframpRequiredField = { label: "E-mail for the payout receipt", type: "email", required: false }
const mobileNumber: OfframpRequiredField = { label: "Mobile number", type: "phone", required: true }

const choose = (label: string, carriers: ReadonlyArray<Carrier>): OfframpRequiredField => ({
  label,
  type: "enum",
  required: true,
  options: carriers.map((carrier) => ({ label: carrier.name, value: carrier.code })),
})

const digits = (label: string, min: number, max: number): OfframpRequiredField => ({
  label,
  type: "string",
  required: true,
  pattern: `^\\d{${min},${max}}$`,
  patternHint: `${min} to ${max} digits`,
})

export const requiredFieldsOf = (channel: PaymentChannel, carriers: ReadonlyArray<Carrier>): Fields => {
  switch (channel) {
    case "bank":
      return {
        bankCode: choose("Bank", carriers),
        accountNumber: digits("Bank account number", 6, 20),
        accountName,
        email: receiptEmail,
      }
    case "mobile_money":
      return {
        ...(carriers.length > 0 ? { carrierCode: choose("Mobile network", carriers) } : {}),
        phoneNumber: mobileNumber,
        accountName,
        email: receiptEmail,
      }
    case "airtime":
      return {
        ...(carriers.length > 0 ? { carrierCode: choose("Mobile network", carriers) } : {}),
        phoneNumber: mobileNumber,
      }
    case "paybill":
      return {
        paybillNumber: digits("Paybill number", 5, 7),
        accountNumber: { label: "Account number", type: "string", required: true },
        email: receiptEmail,
      }
    case "buy_goods":
      return { tillNumber: digits("Till number", 5, 7), email: receiptEmail }
  }
}
