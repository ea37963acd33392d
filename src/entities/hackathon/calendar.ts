import { type FactFilters, factFilterParams } from '../../../common/fact-filters'
import { type AttendanceMode, hackathonPlace } from '../../../common/hackathon-fields'
import type { HackathonPublic } from '../../client/types.gen'

/** Where the API answers, under the origin it is served from. */
const API_PREFIX = '/api/v1'

/** What a calendar entry of a hackathon is made of. */
export type CalendarEvent = Pick<
  HackathonPublic,
  'name' | 'url' | 'description' | 'start_date' | 'end_date' | 'location' | 'timezone' | 'attendance_mode'
>

/** Where a hackathon happens, as one line: its location, or "Online" for an online one without one. */
const eventPlace = (event: CalendarEvent) => hackathonPlace(event.location, event.attendance_mode)

/** The entry's notes: the description, then the hackathon's own site, so it is one tap away. */
function eventDetails(event: CalendarEvent): string {
  const description = event.description?.trim()
  return description ? `${description}\n\n${event.url}` : event.url
}

/** An instant as calendar links write it in UTC: 20261202T090000Z. */
export function calendarInstant(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '')
}

/**
 * A query string with every value percent-encoded: `URLSearchParams` writes spaces as "+", which
 * some calendar apps show as it is.
 */
function query(params: Record<string, string | undefined>): string {
  return Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')
}

/** A Google Calendar link that opens a new event filled with the hackathon, in its zone when it has one. */
export function googleCalendarUrl(event: CalendarEvent): string {
  return `https://calendar.google.com/calendar/render?${query({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${calendarInstant(event.start_date)}/${calendarInstant(event.end_date)}`,
    details: eventDetails(event),
    location: eventPlace(event),
    ctz: event.timezone ?? undefined,
  })}`
}

/** An Outlook (outlook.live.com) link that opens a new event filled with the hackathon. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  return `https://outlook.live.com/calendar/0/action/compose?${query({
    subject: event.name,
    startdt: new Date(event.start_date).toISOString(),
    enddt: new Date(event.end_date).toISOString(),
    body: eventDetails(event),
    location: eventPlace(event),
  })}`
}

/** The API's iCalendar file of one hackathon, downloaded by "Add to calendar". */
export const hackathonCalendarPath = (id: string) => `${API_PREFIX}/hackathons/${encodeURIComponent(id)}/calendar.ics`

/** The filters a subscribed calendar of upcoming hackathons follows, as the API names them. */
export interface CalendarFilters extends FactFilters {
  q?: string
  series?: string
  attendance_mode?: AttendanceMode
}

/** A calendar to subscribe to: the `webcal://` link calendar apps open, and the https link to paste. */
export interface Subscription {
  webcal: string
  https: string
}

/**
 * The subscribable calendar of the upcoming hackathons under `filters`, served at `origin` (the
 * API's origin: where the page is served, unless the API lives elsewhere).
 */
export function calendarSubscription(filters: CalendarFilters, origin: string): Subscription {
  const search = query({
    q: filters.q?.trim(),
    series: filters.series,
    attendance_mode: filters.attendance_mode,
    ...Object.fromEntries(factFilterParams(filters)),
  })
  const url = new URL(`${API_PREFIX}/hackathons/calendar.ics${search ? `?${search}` : ''}`, origin)
  const https = url.href
  return { https, webcal: https.replace(/^https?:/, 'webcal:') }
}
