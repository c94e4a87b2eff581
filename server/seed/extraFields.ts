// The additional information some markets' agents ask of a buyer (spec 1 §3 "Additional field"): South African bank
// transfers need the payer's ID number and account type; Nigeria's traditional banks need the payer's BVN. Kenya's
// markets and Nigeria's fintech wallets ask nothing more.
import type { AdditionalField } from "../../schema/onrampModels.ts"

const zaBank: ReadonlyArray<AdditionalField> = [
  { name: "idNumber", label: "ID number", type: "string", required: true },
  {
    name: "accountType",
    label: "Account type",
    type: "enum",
    required: true,
    defaultValue: "cheque",
    options: [
      { label: "Cheque", value: "cheque" },
      { label: "Savings", value: "savings" },
    ],
  },
  { name: "businessAccount", label: "Business account", type: "boolean", required: false, defaultValue: false },
  { name: "email", label: "E-mail for the receipt", type: "email", required: false },
]

const ngBank: ReadonlyArray<AdditionalField> = [
  { name: "bvn", label: "BVN", type: "number", required: true },
  { name: "accountName", label: "Account name", type: "string", required: false },
  { name: "phone", label: "Phone number on the account", type: "phone", required: false },
]

/** Nigeria's fintech wallets know their users already. */
const ngWallets = new Set(["opay", "moniepoint", "palmpay", "kuda"])

export const extraFieldsOf = (
  countryIsoCode: string,
  paymentChannel: string,
  carrierCode: string,
): ReadonlyArray<AdditionalField> => {
  if (countryIsoCode === "ZA" && paymentChannel === "bank") return zaBank
  if (countryIsoCode === "NG" && paymentChannel === "bank" && !ngWallets.has(carrierCode)) return ngBank
  return []
}
