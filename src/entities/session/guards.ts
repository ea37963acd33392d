import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { mayCall, type Operation } from '../../../common/policy'
import { NotAllowedError } from '../../lib/errors'
import type { Auth } from './session'

export interface GuardArgs {
  context: { auth: Auth }
  location: ParsedLocation
}

const toLogin = (location: ParsedLocation) => redirect({ to: '/login', search: { redirect: location.href } })

/** Screens of the signed-in layout: without a token, log in first and come back afterwards. */
export async function requireSignedIn({ context, location }: GuardArgs) {
  if (!context.auth.isSignedIn()) throw toLogin(location)
}

/**
 * A screen for whoever may call `operation` (the permission policy decides); other roles see a
 * not-allowed state and no API call is made for the screen.
 */
export const requirePermission =
  (operation: Operation) =>
  async ({ context, location }: GuardArgs) => {
    const user = await context.auth.currentUser()
    if (!user) throw toLogin(location)
    if (!mayCall(user.role, operation)) throw new NotAllowedError()
  }

/** The public auth screens send a signed-in visitor home. */
export async function redirectIfSignedIn({ context }: GuardArgs) {
  if (context.auth.isSignedIn()) throw redirect({ to: '/' })
}
