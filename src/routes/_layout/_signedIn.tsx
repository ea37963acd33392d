import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireSignedIn } from '../../entities/session/guards'

/** Pathless layout of every screen that needs a session. */
export const Route = createFileRoute('/_layout/_signedIn')({
  beforeLoad: requireSignedIn,
  component: Outlet,
})
