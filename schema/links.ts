// Where the side panel's help, terms and privacy links lead (spec 1 §1 leaves the hosts out). One place to
// change them for a deployment.
export const links = {
  helpCenter: "https://help.pay-widget.example/",
  termsOfUse: "https://pay-widget.example/terms",
  privacyPolicy: "https://pay-widget.example/privacy",
} as const

/** The `source` field of everything the widget tells the outside: parent-window events and status callbacks. */
export const widgetSource = "pay-widget"
