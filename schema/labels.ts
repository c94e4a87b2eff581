// User-visible labels of the specs (status labels and badges, steps, buttons, screen texts), word for word.
import type { BuySwapStatus, OfframpStatus, PaymentChannel } from "./enums.ts"

export type Badge = "green" | "yellow" | "red" | "none"

export const buySwapStatus: Record<BuySwapStatus, { label: string; badge: Badge; title: string }> = {
  initiated: { label: "Initiated", badge: "yellow", title: "Initiated" },
  buyer_confirmed: { label: "You confirmed", badge: "yellow", title: "Order In Progress" },
  buyer_rejected: { label: "You rejected", badge: "red", title: "Order Rejected" },
  seller_confirmed: { label: "Agent confirmed", badge: "green", title: "Order Confirmed" },
  seller_rejected: { label: "Agent rejected", badge: "red", title: "Agent Rejected" },
  seller_confirmation_failed: { label: "Agent confirmation failed", badge: "red", title: "Agent Confirmation Failed" },
  seller_confirmation_pending: {
    label: "Agent confirmation pending",
    badge: "none",
    title: "Agent Confirmation Pending",
  },
  expired: { label: "Expired", badge: "red", title: "Expired" },
  buyer_payment_info_mismatch: { label: "Payment info mismatch", badge: "yellow", title: "Payment Info Mismatch" },
}

export const offrampStatus: Record<OfframpStatus, { label: string; badge: Badge }> = {
  initiated: { label: "Initiated", badge: "yellow" },
  awaiting_transaction_confirmation: { label: "Awaiting", badge: "yellow" },
  transaction_confirmed: { label: "Transaction confirmed", badge: "green" },
  offramp_success: { label: "Offramp success", badge: "green" },
  transaction_failed: { label: "Transaction failed", badge: "red" },
  offramp_pending: { label: "Offramp pending", badge: "yellow" },
  offramp_retry: { label: "Offramp pending", badge: "yellow" },
  offramp_failed: { label: "Offramp failed", badge: "red" },
  refunding: { label: "Refunding", badge: "yellow" },
  refunded: { label: "Refunded", badge: "yellow" },
  refund_failed: { label: "Refund failed", badge: "red" },
  expired: { label: "Expired", badge: "red" },
  cancelled: { label: "Cancelled", badge: "red" },
  transaction_invalid: { label: "Transaction invalid", badge: "none" },
  validating_transaction: { label: "Validating transaction", badge: "none" },
}

export const onrampSteps = ["Amount", "Wallet", "ID Check", "Verify", "Order"] as const
export const offrampSteps = ["Amount", "Login", "ID Check", "Details", "Pay", "Status"] as const

export const paymentChannelTitle: Record<PaymentChannel, string> = {
  bank: "Bank",
  mobile_money: "Mobile money",
  paybill: "Paybill",
  buy_goods: "Buy goods",
  airtime: "Airtime",
}

export const screens = {
  /** The frame's header, on every page. */
  brand: "Pay widget",
  notFoundTitle: "Page not found",
  notFoundText: "The page you are looking for does not exist.",
  goHome: "Go Home",
  reload: "Reload",
  serviceUnavailableTitle: "Service Unavailable",
  serviceUnavailableText: "The service is temporarily unavailable. Please try again in a few minutes.",
  tryAgain: "Try again",
  loading: "Loading…",
  beta: "beta",
  search: "Search...",
  steps: "Steps",
  open: "Open",
  /** The close button's text when the integrator's closeBtn gives none of its own (spec 1 §2 closeBtn). */
  close: "Close",
  /** The toasts' region and each toast's close button, named for screen readers. */
  notifications: "Notifications",
  dismiss: "Dismiss",
  /** A label the value follows on the same line ("Agent: …"): a template, so each language punctuates it its way. */
  labelled: (label: string) => `${label}:`,
} as const

/** Headings of the widget's screens. */
export const screenTitles = {
  welcome: "Welcome",
  onrampAmount: "Buy crypto",
  wallet: "Wallet",
  auth: "Verify your email",
  otp: "Enter the code",
  kyc: "ID Check",
  swap: "Review your order",
  ussd: "Order in progress",
  swapStatus: "Order status",
  verify: "Verify",
  autoOrder: "Preparing your order",
  merchant: "Merchant link generator",
  kycLogin: "Sign in to check your ID",
  kycOtp: "Enter the code",
  kycUssd: "Verify",
  ckesTerms: "cKES terms",
  liskTerms: "Lisk terms",
  cghsTerms: "cGHS terms",
  offrampAmount: "Sell crypto",
  offrampDetails: "Order details",
  offrampPay: "Pay",
  offrampStatus: "Order status",
  buyGoods: "Buy goods",
  buyGoodsPay: "Pay",
  buyGoodsStatus: "Payment status",
} as const

/** Sign-in and account texts. Spec 1 §2 gives 'Log in with password', 'Log out', 'send again', 'New username:',
 * 'suggest a username', 'Change username' and 'Change avatar'; the rest are ours. */
export const accountLabels = {
  email: "Email",
  emailPlaceholder: "you@example.com",
  sendCode: "Send code",
  logInWithPassword: "Log in with password",
  logOut: "Log out",
  codeSentTo: (email: string) => `Enter the code we sent to ${email}`,
  code: "Code",
  sendAgain: "send again",
  changeEmail: "Change email",
  verify: "Verify",
  password: "Password",
  logIn: "Log in",
  forgotPassword: "Forgot password?",
  resetTitle: "Reset password",
  resetCodeSent: (email: string) => `Enter the code we sent to ${email}`,
  newPassword: "New password",
  confirmPassword: "Confirm password",
  passwordRules: "8 to 32 characters, with an upper-case letter, a lower-case letter and a digit",
  changePassword: "Change password",
  newUsername: "New username:",
  suggestUsername: "suggest a username",
  changeUsername: "Change username",
  editUsername: "Edit username",
  changeAvatar: "Change avatar",
  chooseAvatar: "Choose a picture",
  avatarHint: "A JPEG, PNG or WebP picture",
  saveAvatar: "Save",
  avatarChanged: "Avatar changed",
  avatarFailed: (reason: string) => `Failed to change avatar. ${reason}`,
  pastOrders: "Past orders",
  onRampTab: "On ramp",
  offRampTab: "Off ramp",
  noPastOrders: "You don't have past orders",
  loadMore: "Load more",
  date: "Date",
  amount: "Amount",
  status: "Status",
  details: "Details",
  helpCenter: "Help center",
  termsOfUse: "Terms of use",
  privacyPolicy: "Privacy policy",
  signIn: "Sign in",
  menu: "Menu",
  account: "Account",
  continue: "Continue",
  signedInAs: (who: string) => `Signed in as ${who}`,
  noUsername: "No username yet",
} as const

/** Identity-check texts. Spec 1 §5 and spec 2 §8 give 'Invalid format', 'Please fill in all fields' and the
 * attempt-limit message (in messages.ts); the rest are ours. */
export const kycLabels = {
  chooseDocument: "Choose a document to verify your identity",
  documentNumber: "Document number",
  takePhoto: "Take a photo",
  capture: "Capture",
  cancel: "Cancel",
  chooseFile: "Choose a photo",
  retake: "Retake",
  cameraUnavailable: "The camera is not available. Choose a photo instead.",
  photoTooLarge: "The photo is larger than 5 MB. Choose a smaller one.",
  photoTaken: (label: string) => `${label}: photo added`,
  submit: "Submit for verification",
  back: "Choose another document",
  verifying: "Your ID is being verified",
  verifyingHint: "This usually takes a few minutes. This page updates by itself.",
  failedTitle: "Your ID could not be verified",
  startAgain: "Start a new check",
  passedTitle: "Your ID is verified",
  continue: "Continue",
  tryAgain: "Try again",
  loading: "Checking your ID status…",
} as const

/** The on-ramp amount screen's Next button (spec 1 §2), word for word. */
export const onrampNextLabels = {
  wallet: "Next: Specify your wallet",
  verifyEmail: "Next: Verify your email",
  createOrder: "Next: Create order",
  verifyId: "Next: Verify your ID",
  transferFunds: "Next: Transfer Funds",
} as const

/** The on-ramp amount screen. Spec 1 §2 gives "Buy X" / "Sell X", You Pay and You Receive; the rest are ours. */
export const amountLabels = {
  youPay: "You Pay",
  youReceive: "You Receive",
  country: "Country",
  paymentMethod: "Payment method",
  carrier: "Mobile carrier",
  bank: "Bank",
  asset: "Crypto",
  rate: (asset: string, rate: string, currency: string) => `1 ${asset} = ${rate} ${currency}`,
  validFor: (seconds: number) => `Offer refreshes in ${seconds} s`,
  fees: "Fees",
  agentFee: "Agent fee",
  networkFee: "Network fee",
  agent: "Agent",
  verifiedAgent: "Verified market maker",
  /** Spec 1 §9: the offer's average approval time, as a relative duration ("5 minutes"). */
  approvalTime: (duration: string) => `Usual approval time: ${duration}`,
  /** Spec 1 §5: a reward's minimum order in the asset's units (minOrderAmount / priceUsd). */
  rewardMinimum: (amount: string) => `On orders from ${amount}`,
  buy: (asset: string) => `Buy ${asset}`,
  sell: (asset: string) => `Sell ${asset}`,
  maintenance: "Buying crypto is paused for maintenance. Please try again later.",
  findingOffer: "Finding the best offer…",
  rewardTerms: "Terms",
} as const

/** The wallet step and the order review. 'Change criteria' and 'Create order' are the spec's. */
export const walletLabels = {
  address: "Wallet address",
  memo: "Memo",
  memoDescription: "Only if your wallet or exchange asks for one",
  /** Spec 1 §2: one button per browser wallet. */
  getFrom: (connector: string) => `Get from ${connector}`,
  wallets: "Browser wallets",
  back: "Back",
  next: "Next",
} as const

export const reviewLabels = {
  youPay: "You pay",
  by: "By",
  youReceive: "You receive",
  toWallet: "To wallet",
  network: "Network",
  agent: "Agent",
  approvalTime: "Usual approval time",
  createOrder: "Create order",
  changeCriteria: "Change criteria",
  /** The open order's status and the way to pay it (spec 1 §2 Swap; the amount's "Next: Transfer Funds"). */
  status: "Status",
  transferFunds: "Transfer Funds",
} as const

/** Spec 1 §2 "Additional information form": title, text and Save, word for word. */
export const additionalInfoLabels = {
  title: "Additional information",
  text: "Creating an order requires additional information",
  save: "Save",
  optional: "optional",
} as const

/** The auto-order route (/auto-onramp) while it decides where the link leads. */
export const autoOrderLabels = {
  preparing: "Checking your link and finding an offer…",
} as const
