import { createFileRoute } from '@tanstack/react-router'
import { OrganizerInvitationPage } from '../../../features/organizers/components/OrganizerInvitationPage'
import { tokenSearch } from '../../../lib/urlParams'

/**
 * Where an invitation e-mail's link leads: only the account it was sent to may accept, so a visitor
 * logs in first and comes back here with the token; nothing is accepted before its button is pressed.
 */
export const Route = createFileRoute('/_layout/_signedIn/organizer-invitation')({
  validateSearch: tokenSearch,
  component: OrganizerInvitationRoute,
})

function OrganizerInvitationRoute() {
  return <OrganizerInvitationPage token={Route.useSearch().token} />
}
