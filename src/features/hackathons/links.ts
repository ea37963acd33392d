/** A hackathon that is listed already, as the duplicate checks name it. */
export interface ListedHackathon {
  id: string
  /** Its own site, when known. */
  url?: string
}

/**
 * Where a link to a listed hackathon goes: the one place that decides it. The hackathon's public
 * page (/hackathons/{id}) is not built yet; until it is, its own site when known, else the
 * hackathons table.
 */
export function listedHackathonHref(hackathon: ListedHackathon): string {
  return hackathon.url ?? '/hackathons'
}
