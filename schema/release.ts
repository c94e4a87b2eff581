// The widget's release, shown in its footer and named in the API's documentation and in monitoring. Apart from
// schema/api.ts so the first screen can show it without loading the contract's endpoint groups (issue 17).
export const widgetRelease = "2.1.0"
