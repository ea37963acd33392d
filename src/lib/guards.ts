import { type ParsedLocation, redirect } from '@tanstack/react-router'
import type { Role } from '../../common/roles'
import type { Auth } from './auth'

export interface GuardArgs {
  context: { auth: Auth }
  location: ParsedLocation
}

/** Thrown by a guard when the role may not see a page; the layout renders a not-allowed state. */
export class NotAllowedError extends Error {
  constructor() {
    super('You are not allowed to see this page.')
  }
}

/** Screens of the signed-in layout: without a token, log in first and come back afterwards. */
export async function requireSignedIn({ context, location }: GuardArgs) {
  if (!context.auth.isSignedIn()) {
    throw redirect({ to: '/login', search: { redirect: location.href } })
  }
}

/** A page for `role` and above; lower roles see a not-allowed state and no API call is made. */
export const requireRole =
  (role: Role) =>
  async ({ context, location }: GuardArgs) => {
    const user = await context.auth.currentUser()
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } })
    if (user.role < role) throw new NotAllowedError()
  }

/** The public auth screens send a signed-in visitor home (SPEC §2). */
export async function redirectIfSignedIn({ context }: GuardArgs) {
  if (context.auth.isSignedIn()) throw redirect({ to: '/' })
}
