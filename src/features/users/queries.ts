import { readUsersOptions } from '../../client/@tanstack/react-query.gen'
import { tablePage } from '../../lib/urlParams'

/** One page of the /users table. */
export const usersTableQuery = (page: number) => readUsersOptions({ query: tablePage(page) })
