import { TZDate } from '@date-fns/tz'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical from 'ical-generator'
import type { HackathonWithSeries } from '../db/repositories/hackathons.js'
import { hackathonPageUrl, placeLine } from './page-head.js'

/**
 * The venue's zone when a VTIMEZONE can be written for it; otherwise (no zone, UTC, or a zone the
 * VTIMEZONE data lacks) times are written in UTC, which every calendar reads the same.
 */
function calendarZone(zone: string | null): string | undefined {
  if (!zone || zone === 'UTC' || zone === 'Etc/UTC') return undefined
  return getVtimezoneComponent(zone) ? zone : undefined
}

/** LOCATION, and GEO where the hackathon is placed, so calendar apps can show it on their map. */
function calendarLocation(hackathon: HackathonWithSeries) {
  // An in-person hackathon without a location has no LOCATION rather than a wrong "Online".
  const title = placeLine(hackathon)
  const { latitude, longitude } = hackathon
  if (latitude === null || longitude === null) return title ?? null
  return { title: title ?? `${latitude}, ${longitude}`, geo: { lat: latitude, lon: longitude } }
}

/**
 * An iCalendar of hackathons. Each event's UID is `<id>@<host>`, the same however often the hackathon
 * changes, so calendar apps update the event instead of adding another. DTSTAMP is the last change
 * (a published calendar's DTSTAMP is its revision, RFC 5545 §3.8.7.2), so the same data always gives
 * the same bytes, and the same ETag.
 */
export function hackathonsCalendar(base: string, name: string, hackathons: HackathonWithSeries[]): string {
  const host = new URL(base).host
  const calendar = ical({ name, prodId: { company: host, product: 'Hackathons', language: 'EN' } })
  // ical-generator writes the VTIMEZONE of every zone its events name, from this generator.
  calendar.timezone({ name: null, generator: getVtimezoneComponent })
  for (const hackathon of hackathons) {
    const zone = calendarZone(hackathon.timezone)
    const page = hackathonPageUrl(base, hackathon.id)
    calendar.createEvent({
      id: `${hackathon.id}@${host}`,
      // ical-generator writes a zoned time from the date's own wall clock in that zone (TZDate).
      start: zone ? new TZDate(hackathon.startDate, zone) : hackathon.startDate,
      end: zone ? new TZDate(hackathon.endDate, zone) : hackathon.endDate,
      timezone: zone ?? null,
      stamp: hackathon.updatedAt,
      created: hackathon.createdAt,
      lastModified: hackathon.updatedAt,
      summary: hackathon.name,
      description: [hackathon.description?.trim(), hackathon.url].filter(Boolean).join('\n\n'),
      location: calendarLocation(hackathon),
      url: page,
    })
  }
  return calendar.toString()
}
