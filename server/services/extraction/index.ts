import { locate } from '../gazetteer.js'
import { type ExtractedHackathon, extractHackathon } from './extract.js'
import { EXTRACTION_MESSAGES, ExtractionError, type FetchOptions, fetchPage } from './fetch-page.js'

export { cutAtWord, type ExtractedHackathon, extractEvents, extractHackathon, type PageEvent } from './extract.js'
export {
  checkFetchableUrl,
  decodeBody,
  EXTRACTION_MESSAGES,
  ExtractionError,
  type FetchedResource,
  type FetchOptions,
  fetchPage,
  fetchResource,
  isHtmlType,
  isPublicAddress,
  MAX_REDIRECTS,
  type ResolvedAddress,
  type ResourceOptions,
} from './fetch-page.js'

/** Fetches `url` safely and returns the hackathon fields found on it (POST /utils/complete-hackathon/). */
export async function completeHackathon(url: string, options: FetchOptions): Promise<ExtractedHackathon> {
  const { finalUrl, html } = await fetchPage(url, options)
  const found = extractHackathon(html, finalUrl)
  // A page always has a URL, so the URL alone is no finding.
  if (!found.name && !found.description && !found.start_date && !found.end_date && !found.date) {
    throw new ExtractionError(400, EXTRACTION_MESSAGES.nothingFound)
  }
  // Without coordinates on the page, the city its location names, as a save would place it.
  const place = found.latitude === undefined && found.attendance_mode !== 'online' && found.location
  const city = place ? locate(place) : undefined
  return city ? { ...found, latitude: city.latitude, longitude: city.longitude } : found
}
