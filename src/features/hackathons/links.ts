/** A hackathon that is listed already, as the duplicate checks name it. */
export interface ListedHackathon {
  id: string
}

/** Where a link to a listed hackathon goes: the one place that decides it. Its public page. */
export function listedHackathonHref(hackathon: ListedHackathon): string {
  return `/hackathons/${encodeURIComponent(hackathon.id)}`
}

/** A map of where a hackathon is held, at street level, with a marker on the spot (OpenStreetMap). */
export function placeMapHref({ latitude, longitude }: { latitude: number; longitude: number }): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=14/${latitude}/${longitude}`
}
