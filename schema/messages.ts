// Every user-visible message of the specs' error catalogues (spec 1 §8, spec 2 §8) and validation rules (§5),
// word for word. Screens, machines, the server and tests refer to these; nothing else spells them.

export const validation = {
  usernameRequired: "Username is required",
  usernameTooShort: "Username should be at least 3 characters long",
  usernameTooLong: "Username should be at most 15 characters long",
  usernameCharacters: "Username can contain only english letters, numbers and '-' symbol",
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  codeRequired: "Code is required",
  passwordsDoNotMatch: "Passwords do not match",
  // Spec 1 §5 gives the password rules (8 to 32 characters, upper case, lower case, digit) but no wording.
  passwordLength: "Password should be 8 to 32 characters long",
  passwordCharacters: "Password should contain an upper-case letter, a lower-case letter and a digit",
  networkRequired: "Network type is required",
  walletAddressRequired: "Wallet wallet address is required",
  localAmountInteger: "Amount of local currency must be an integer",
  amountAtLeast: (currency: string, min: string) => `Amount of ${currency} must be at least ${min}`,
  amountAtMost: (currency: string, max: string) => `Amount of ${currency} must be at most ${max}`,
  twoDecimals: "Please enter only 2 decimal places (e.g., 1.22)",
  formNotFilled: "Form is not filled",
  invalidFormat: "Invalid format",
  fillAllFields: "Please fill in all fields",
  transactionHashRequired: "Transaction hash is required",
  pinRequired: "PIN code is required to dial USSD code",
} as const

/** Review screen: what is missing before an order can be created (spec 1 §5). */
export const missingParameter = {
  country: "Country is not specified",
  paymentChannel: "Provider type is not specified",
  amount: "Order amount is not specified",
  address: "Wallet address is not specified",
  currency: "Order amount currency is not specified",
  network: "Wallet network is not specified",
  asset: "Wallet asset is not specified",
} as const

export const countryMismatch = (orderCountry: string, accountCountry: string) =>
  `You are trying to create an order for a different country (${orderCountry}) than your current country (${accountCountry}).`

export const errors = {
  requestFailed: "Request failed",
  refreshTokenInvalid: "Refresh token is invalid",
  failedToGetToken: "Failed to get token",
  failedToCreateTheOrder: "Failed to create the order",
  failedToCreateOrder: "Failed to create order",
  failedToValidateWallet: "Failed to validate wallet",
  failedToValidateAmount: "Failed to validate amount",
  failedToLogIn: "Failed to log in",
  failedToVerifyEmail: "Failed to verify email",
  failedToVerifyOtp: "Failed to verify OTP",
  failedToVerifyOtpCode: "Failed to verify OTP code",
  failedToRequestPasswordChange: "Failed to request password change",
  failedToChangePassword: "Failed to change password",
  failedToConnectWallet: "Failed to connect wallet",
  notConnectedToWallet: "Not connected to a wallet",
  unsupportedNetwork: (name: string) => `Unsupported network (${name})`,
  failedToSuggestUsername: (message: string) => `Failed to suggest a username. Error: ${message}`,
  failedToChangeUsername: (message: string) => `Failed to change username. Error: ${message}`,
  failedToCopy: "Failed to copy to clipboard, please copy manually.",
  noOffer:
    "We're not able to fulfill your request at this time. Please choose a different payment method or try again later.",
  noOffersForCriteria: "No offers found for your criteria",
  countryDoesNotMatchAccount: "Selected country does not match your account country",
  assetMisconfigured:
    "The blockchain asset configured by an integrator is not available at the moment. Please try again later.",
  failedToConfirmOrder: "Failed to confirm order",
  failedToConfirmTheOrder: "Failed to confirm the order",
  failedToRejectTheOrder: "Failed to reject the order",
  failedToSendTransaction: "Failed to send transaction",
  failedToCancelOrder: "Failed to cancel order",
  failedToInitiateTransfer: "Failed to initiate transfer",
  failedToSendOtp: "Failed to send OTP",
  failedToUploadReceipt: (reason: string) => `Failed to upload a receipt. Error: ${reason}`,
  failedToValidateDetails: "Failed to validate details",
  failedToSubmitIdCheck: "Failed to submit ID check",
  kycAttemptsReached:
    "You've reached the maximum number of verification attempts. Please contact support for further assistance.",
  failedToConfirmPayment: (reason: string) => `Failed to confirm payment. ${reason}`,
  orderNotFound: "Order not found",
  orderAlreadyProcessed: "The order is already processed",
  walletMismatch: "Connected wallet address doesn't match the order address",
  walletMismatchNotice: "The address of the connected wallet doesn't match the order address",
  orderNotPayable: "Order can no longer be paid. Please create a new order.",
  genericError: "Oops, something went wrong",
} as const

export const success = {
  usernameChanged: "Username changed successfully",
  passwordChanged: "Password changed successfully",
  copied: "Copied to clipboard",
  transferInitiated: "Transfer was initiated",
  otpVerified: "OTP verified successfully",
  receiptUploaded: "Receipt uploaded successfully",
  paymentConfirmed: "Payment confirmed",
  orderCancelled: "Order cancelled",
} as const

export const notices = {
  orderInProgress: "You have an order in progress. Please complete it before creating a new one.",
  liskUsdt: "Make sure your wallet supports USDT on the Lisk network.",
  zaDelivery: "Delivery may take up to 24 hours.",
} as const
