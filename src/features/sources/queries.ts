import { listSourcesOptions } from '../../client/@tanstack/react-query.gen'
import { tablePage } from '../../lib/urlParams'

/** One page of the /sources table. */
export const sourcesTableQuery = (page: number) => listSourcesOptions({ query: tablePage(page) })
