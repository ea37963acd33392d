import { PAGING } from '../../../common/limits'
import { readSavedHackathonsOptions } from '../../client/@tanstack/react-query.gen'

/** The signed-in account's saved hackathons, as many as one page holds (upcoming first, as the server orders them). */
export const savedHackathonsQuery = () => readSavedHackathonsOptions({ query: { limit: PAGING.maxLimit } })
