/** A hackathon that is listed already, as the duplicate checks name it. */
export interface ListedHackathon {
  id: string
}

/** Where a link to a listed hackathon goes: the one place that decides it. Its public page. */
export function listedHackathonHref(hackathon: ListedHackathon): string {
  return `/hackathons/${encodeURIComponent(hackathon.id)}`
}
