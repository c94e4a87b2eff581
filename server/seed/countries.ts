// Seed data for the sandbox server: supported countries, their payment
// channels and the mobile carriers / banks offered on each channel.
//
// Channel arrays follow the product's display order:
//   bank, mobile_money, paybill, buy_goods, airtime.
// Carrier codes are lowercase snake_case and unique within a channel.
// Flag icons live under public/icons/flags/.

export interface SeedCarrier {
  readonly code: string
  readonly name: string
}

export interface SeedChannel {
  readonly paymentChannel: "bank" | "airtime" | "mobile_money" | "paybill" | "buy_goods"
  /** Short human text shown under the channel, e.g. "M-Pesa, Airtel Money". */
  readonly description: string
  /** Mobile carriers (mobile_money, airtime) or major banks (bank). */
  readonly carriers: ReadonlyArray<SeedCarrier>
  /** Offered for buying crypto. */
  readonly onramp: boolean
  /** Offered for selling crypto (payouts). */
  readonly offramp: boolean
}

export interface SeedCountry {
  readonly countryIsoCode: string
  readonly name: string
  readonly icon: string
  /** International dial code, e.g. "+254". */
  readonly countryCode: string
  readonly currencyIsoCode: string
  readonly isBeta: boolean
  /** Sort order, small = first. */
  readonly onrampOrder: number
  readonly offrampOrder: number
  readonly paymentChannels: ReadonlyArray<SeedChannel>
}

export const seedCountries: ReadonlyArray<SeedCountry> = [
  {
    countryIsoCode: "KE",
    name: "Kenya",
    icon: "/icons/flags/ke.svg",
    countryCode: "+254",
    currencyIsoCode: "KES",
    isBeta: false,
    onrampOrder: 1,
    offrampOrder: 1,
    paymentChannels: [
      {
        paymentChannel: "bank",
        description: "Bank transfer (PesaLink)",
        carriers: [
          { code: "equity", name: "Equity Bank" },
          { code: "kcb", name: "KCB Bank" },
          { code: "coop", name: "Co-operative Bank" },
          { code: "ncba", name: "NCBA Bank" },
          { code: "absa", name: "Absa Bank Kenya" },
          { code: "stanbic", name: "Stanbic Bank" },
          { code: "dtb", name: "Diamond Trust Bank" },
          { code: "i_and_m", name: "I&M Bank" },
        ],
        onramp: true,
        offramp: true,
      },
      {
        paymentChannel: "mobile_money",
        description: "M-Pesa, Airtel Money",
        carriers: [
          { code: "safaricom", name: "Safaricom M-Pesa" },
          { code: "airtel", name: "Airtel Money" },
        ],
        onramp: true,
        offramp: true,
      },
      {
        paymentChannel: "paybill",
        description: "M-Pesa Paybill",
        carriers: [],
        onramp: false,
        offramp: true,
      },
      {
        paymentChannel: "buy_goods",
        description: "M-Pesa Till (Buy Goods)",
        carriers: [],
        onramp: false,
        offramp: true,
      },
      {
        paymentChannel: "airtime",
        description: "Safaricom, Airtel",
        carriers: [
          { code: "safaricom", name: "Safaricom" },
          { code: "airtel", name: "Airtel" },
        ],
        onramp: true,
        offramp: true,
      },
    ],
  },
  {
    countryIsoCode: "NG",
    name: "Nigeria",
    icon: "/icons/flags/ng.svg",
    countryCode: "+234",
    currencyIsoCode: "NGN",
    isBeta: false,
    onrampOrder: 2,
    offrampOrder: 2,
    paymentChannels: [
      {
        paymentChannel: "bank",
        description: "Bank transfer (NIP)",
        carriers: [
          { code: "access", name: "Access Bank" },
          { code: "gtbank", name: "GTBank" },
          { code: "zenith", name: "Zenith Bank" },
          { code: "first_bank", name: "First Bank of Nigeria" },
          { code: "uba", name: "United Bank for Africa" },
          { code: "fidelity", name: "Fidelity Bank" },
          { code: "opay", name: "OPay" },
          { code: "moniepoint", name: "Moniepoint" },
          { code: "palmpay", name: "PalmPay" },
          { code: "kuda", name: "Kuda" },
        ],
        onramp: true,
        offramp: true,
      },
      {
        paymentChannel: "airtime",
        description: "MTN, Airtel, Glo, 9mobile",
        carriers: [
          { code: "mtn", name: "MTN" },
          { code: "airtel", name: "Airtel" },
          { code: "glo", name: "Glo" },
          { code: "nine_mobile", name: "9mobile" },
        ],
        onramp: true,
        offramp: true,
      },
    ],
  },
  {
    countryIsoCode: "GH",
    name: "Ghana",
    icon: "/icons/flags/gh.svg",
    countryCode: "+233",
    currencyIsoCode: "GHS",
    isBeta: false,
    onrampOrder: 3,
    offrampOrder: 3,
    paymentChannels: [
      {
        paymentChannel: "bank",
        description: "Bank transfer (GhIPSS)",
        carriers: [
          { code: "gcb", name: "GCB Bank" },
          { code: "ecobank", name: "Ecobank Ghana" },
          { code: "stanbic", name: "Stanbic Bank Ghana" },
          { code: "absa", name: "Absa Bank Ghana" },
          { code: "fidelity", name: "Fidelity Bank Ghana" },
          { code: "calbank", name: "CalBank" },
        ],
        onramp: false,
        offramp: true,
      },
      {
        paymentChannel: "mobile_money",
        description: "MTN MoMo, Telecel Cash, AirtelTigo Money",
        carriers: [
          { code: "mtn", name: "MTN MoMo" },
          { code: "telecel", name: "Telecel Cash" },
          { code: "airteltigo", name: "AirtelTigo Money" },
        ],
        onramp: true,
        offramp: true,
      },
      {
        paymentChannel: "airtime",
        description: "MTN, Telecel, AirtelTigo",
        carriers: [
          { code: "mtn", name: "MTN" },
          { code: "telecel", name: "Telecel" },
          { code: "airteltigo", name: "AirtelTigo" },
        ],
        onramp: true,
        offramp: true,
      },
    ],
  },
  {
    countryIsoCode: "UG",
    name: "Uganda",
    icon: "/icons/flags/ug.svg",
    countryCode: "+256",
    currencyIsoCode: "UGX",
    isBeta: false,
    onrampOrder: 4,
    offrampOrder: 5,
    paymentChannels: [
      {
        paymentChannel: "bank",
        description: "Bank transfer",
        carriers: [
          { code: "stanbic", name: "Stanbic Bank Uganda" },
          { code: "centenary", name: "Centenary Bank" },
          { code: "absa", name: "Absa Bank Uganda" },
          { code: "dfcu", name: "dfcu Bank" },
          { code: "equity", name: "Equity Bank Uganda" },
        ],
        onramp: false,
        offramp: true,
      },
      {
        paymentChannel: "mobile_money",
        description: "MTN MoMo, Airtel Money",
        carriers: [
          { code: "mtn", name: "MTN Mobile Money" },
          { code: "airtel", name: "Airtel Money" },
        ],
        onramp: true,
        offramp: true,
      },
      {
        paymentChannel: "airtime",
        description: "MTN, Airtel",
        carriers: [
          { code: "mtn", name: "MTN" },
          { code: "airtel", name: "Airtel" },
        ],
        onramp: true,
        offramp: false,
      },
    ],
  },
  {
    countryIsoCode: "ZA",
    name: "South Africa",
    icon: "/icons/flags/za.svg",
    countryCode: "+27",
    currencyIsoCode: "ZAR",
    isBeta: false,
    onrampOrder: 5,
    offrampOrder: 4,
    paymentChannels: [
      {
        paymentChannel: "bank",
        description: "EFT and instant bank transfer",
        carriers: [
          { code: "fnb", name: "FNB" },
          { code: "standard_bank", name: "Standard Bank" },
          { code: "absa", name: "Absa" },
          { code: "nedbank", name: "Nedbank" },
          { code: "capitec", name: "Capitec" },
          { code: "tymebank", name: "TymeBank" },
          { code: "discovery", name: "Discovery Bank" },
        ],
        onramp: true,
        offramp: true,
      },
      {
        paymentChannel: "airtime",
        description: "Vodacom, MTN, Cell C, Telkom",
        carriers: [
          { code: "vodacom", name: "Vodacom" },
          { code: "mtn", name: "MTN" },
          { code: "cell_c", name: "Cell C" },
          { code: "telkom", name: "Telkom" },
        ],
        onramp: true,
        offramp: false,
      },
    ],
  },
  {
    countryIsoCode: "TZ",
    name: "Tanzania",
    icon: "/icons/flags/tz.svg",
    countryCode: "+255",
    currencyIsoCode: "TZS",
    isBeta: false,
    onrampOrder: 6,
    offrampOrder: 6,
    paymentChannels: [
      {
        paymentChannel: "bank",
        description: "Bank transfer",
        carriers: [
          { code: "crdb", name: "CRDB Bank" },
          { code: "nmb", name: "NMB Bank" },
          { code: "nbc", name: "NBC Bank" },
          { code: "stanbic", name: "Stanbic Bank Tanzania" },
        ],
        onramp: false,
        offramp: true,
      },
      {
        paymentChannel: "mobile_money",
        description: "M-Pesa, Mixx by Yas, Airtel Money, HaloPesa",
        carriers: [
          { code: "vodacom", name: "Vodacom M-Pesa" },
          { code: "yas", name: "Mixx by Yas (Tigo Pesa)" },
          { code: "airtel", name: "Airtel Money" },
          { code: "halotel", name: "HaloPesa" },
        ],
        onramp: true,
        offramp: true,
      },
      {
        paymentChannel: "airtime",
        description: "Vodacom, Yas, Airtel, Halotel",
        carriers: [
          { code: "vodacom", name: "Vodacom" },
          { code: "yas", name: "Yas (Tigo)" },
          { code: "airtel", name: "Airtel" },
          { code: "halotel", name: "Halotel" },
        ],
        onramp: true,
        offramp: false,
      },
    ],
  },
  {
    countryIsoCode: "RW",
    name: "Rwanda",
    icon: "/icons/flags/rw.svg",
    countryCode: "+250",
    currencyIsoCode: "RWF",
    isBeta: true,
    onrampOrder: 7,
    offrampOrder: 7,
    paymentChannels: [
      {
        paymentChannel: "bank",
        description: "Bank transfer",
        carriers: [
          { code: "bank_of_kigali", name: "Bank of Kigali" },
          { code: "equity", name: "Equity Bank Rwanda" },
          { code: "i_and_m", name: "I&M Bank Rwanda" },
        ],
        onramp: false,
        offramp: true,
      },
      {
        paymentChannel: "mobile_money",
        description: "MTN MoMo, Airtel Money",
        carriers: [
          { code: "mtn", name: "MTN MoMo" },
          { code: "airtel", name: "Airtel Money" },
        ],
        onramp: true,
        offramp: true,
      },
      {
        paymentChannel: "airtime",
        description: "MTN, Airtel",
        carriers: [
          { code: "mtn", name: "MTN" },
          { code: "airtel", name: "Airtel" },
        ],
        onramp: true,
        offramp: false,
      },
    ],
  },
  {
    countryIsoCode: "ZM",
    name: "Zambia",
    icon: "/icons/flags/zm.svg",
    countryCode: "+260",
    currencyIsoCode: "ZMW",
    isBeta: true,
    onrampOrder: 8,
    offrampOrder: 8,
    paymentChannels: [
      {
        paymentChannel: "bank",
        description: "Bank transfer",
        carriers: [
          { code: "zanaco", name: "Zanaco" },
          { code: "stanbic", name: "Stanbic Bank Zambia" },
          { code: "absa", name: "Absa Bank Zambia" },
          { code: "fnb", name: "FNB Zambia" },
        ],
        onramp: false,
        offramp: true,
      },
      {
        paymentChannel: "mobile_money",
        description: "MTN MoMo, Airtel Money, Zamtel Kwacha",
        carriers: [
          { code: "mtn", name: "MTN MoMo" },
          { code: "airtel", name: "Airtel Money" },
          { code: "zamtel", name: "Zamtel Kwacha" },
        ],
        onramp: true,
        offramp: true,
      },
      {
        paymentChannel: "airtime",
        description: "MTN, Airtel, Zamtel",
        carriers: [
          { code: "mtn", name: "MTN" },
          { code: "airtel", name: "Airtel" },
          { code: "zamtel", name: "Zamtel" },
        ],
        onramp: true,
        offramp: false,
      },
    ],
  },
  {
    countryIsoCode: "MW",
    name: "Malawi",
    icon: "/icons/flags/mw.svg",
    countryCode: "+265",
    currencyIsoCode: "MWK",
    isBeta: true,
    onrampOrder: 9,
    offrampOrder: 9,
    paymentChannels: [
      {
        paymentChannel: "bank",
        description: "Bank transfer",
        carriers: [
          { code: "national_bank", name: "National Bank of Malawi" },
          { code: "standard_bank", name: "Standard Bank Malawi" },
          { code: "fdh", name: "FDH Bank" },
          { code: "nbs", name: "NBS Bank" },
        ],
        onramp: false,
        offramp: true,
      },
      {
        paymentChannel: "mobile_money",
        description: "Airtel Money, TNM Mpamba",
        carriers: [
          { code: "airtel", name: "Airtel Money" },
          { code: "tnm", name: "TNM Mpamba" },
        ],
        onramp: true,
        offramp: true,
      },
      {
        paymentChannel: "airtime",
        description: "Airtel, TNM",
        carriers: [
          { code: "airtel", name: "Airtel" },
          { code: "tnm", name: "TNM" },
        ],
        onramp: true,
        offramp: false,
      },
    ],
  },
  {
    countryIsoCode: "BR",
    name: "Brazil",
    icon: "/icons/flags/br.svg",
    countryCode: "+55",
    currencyIsoCode: "BRL",
    isBeta: true,
    onrampOrder: 10,
    offrampOrder: 10,
    paymentChannels: [
      {
        paymentChannel: "bank",
        description: "Pix instant transfer",
        carriers: [
          { code: "nubank", name: "Nubank" },
          { code: "itau", name: "Itaú" },
          { code: "bradesco", name: "Bradesco" },
          { code: "banco_do_brasil", name: "Banco do Brasil" },
          { code: "caixa", name: "Caixa Econômica Federal" },
          { code: "santander", name: "Santander Brasil" },
          { code: "inter", name: "Banco Inter" },
        ],
        onramp: true,
        offramp: true,
      },
    ],
  },
]
