import { useQuery } from '@tanstack/react-query'
import { readMyHackathonsOptions } from '../../client/@tanstack/react-query.gen'

/** The hackathons the signed-in user organises (Settings' "Your hackathons"). */
export const myHackathonsQuery = () => readMyHackathonsOptions()

/**
 * Whether Settings shows "Your hackathons": to organisers, and to whoever follows a link straight to
 * the tab (`?tab=hackathons`), who then learns how to become one.
 */
export function useOrganizesAny(asked: boolean): boolean {
  const { data } = useQuery(myHackathonsQuery())
  return asked || (data?.count ?? 0) > 0
}
