// The notice of query parameters the widget refused (README "Configuration parameters": a malformed value is refused
// with an error naming the parameter): one notice naming each, with why, while the rest of the link holds.
import type { RefusedParameter } from "../../schema/config.ts"
import { queryMessages } from "../../schema/queryMessages.ts"
import { useText } from "../i18n/text.tsx"

export function RefusedParametersNotice({ refused }: { readonly refused: ReadonlyArray<RefusedParameter> }) {
  const { t } = useText()
  if (refused.length === 0) return null
  return (
    <section className="notice-inline" role="status" aria-label={t(queryMessages.noticeTitle)}>
      <ul>
        {refused.map((r) => (
          <li key={r.parameter}>{t(r.notice)}</li>
        ))}
      </ul>
    </section>
  )
}
