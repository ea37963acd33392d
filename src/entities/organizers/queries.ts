import { useQuery } from '@tanstack/react-query'
import { readHackathonOrganizersOptions } from '../../client/@tanstack/react-query.gen'
import type { HackathonPublic } from '../../client/types.gen'
import { useCurrentUser } from '../session/hooks'

/** A hackathon's organisers, by display name (anyone may read them). */
export const hackathonOrganizersQuery = (id: string) => readHackathonOrganizersOptions({ path: { id } })

/**
 * Whether the signed-in user is one of the hackathon's organisers, whose edits of it apply at once.
 * Asked only of a listing organisers keep, only for a signed-in user and only while `enabled` (a
 * dialog that is open): false meanwhile, and for no hackathon (one being added).
 */
export function useIsOrganizer(
  hackathon: Pick<HackathonPublic, 'id' | 'verified_organizer'> | undefined,
  enabled = true,
): boolean {
  const { user } = useCurrentUser()
  const organizers = useQuery({
    ...hackathonOrganizersQuery(hackathon?.id ?? ''),
    enabled: enabled && user !== undefined && hackathon?.verified_organizer === true,
  })
  return user !== undefined && organizers.data?.data.some((organizer) => organizer.user_id === user.id) === true
}
