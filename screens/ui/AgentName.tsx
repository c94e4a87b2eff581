// The agent of an offer or order as spec 2 §1 shows them: avatar, username and, for a verified market maker, the
// badge. Agents without a picture get their initial in the avatar's place.
import type { Seller } from "../../schema/onrampModels.ts"

export function AgentName({ agent, verifiedLabel }: { readonly agent: Seller; readonly verifiedLabel: string }) {
  return (
    <span className="agent-name">
      <span className="agent-avatar" aria-hidden="true">
        {agent.avatar ? <img src={agent.avatar} alt="" /> : agent.username.slice(0, 1).toUpperCase()}
      </span>
      <span className="agent-username">{agent.username}</span>
      {agent.isVerifiedMarketMaker && <span className="badge badge-verified">{verifiedLabel}</span>}
    </span>
  )
}
