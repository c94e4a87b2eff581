import { createFileRoute, redirect } from "@tanstack/react-router"

// The phone route signs in by e-mail now: it sends the visitor on, keeping the query string (spec 1 §2).
export const Route = createFileRoute("/phone")({
  beforeLoad: ({ search }) => {
    throw redirect({ to: "/auth", search, replace: true })
  },
})
