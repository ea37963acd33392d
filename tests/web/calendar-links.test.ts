import { describe, expect, it } from 'vitest'
import {
  type CalendarEvent,
  calendarInstant,
  calendarSubscription,
  googleCalendarUrl,
  hackathonCalendarPath,
  outlookCalendarUrl,
} from '../../src/entities/hackathon/calendar'

const EVENT: CalendarEvent = {
  name: 'Spring Hack & Friends',
  url: 'https://spring.example.com/2027',
  description: 'Two days of building things.',
  start_date: '2027-03-01T09:00:00.000Z',
  end_date: '2027-03-02T18:30:00.000Z',
  location: 'Berlin, Germany',
  timezone: 'Europe/Berlin',
  attendance_mode: 'in_person',
}

/** A link's query as a calendar app reads it. */
const params = (link: string) => Object.fromEntries(new URL(link).searchParams)

describe('Google Calendar link', () => {
  it('fills a new event: name, UTC dates, description with the website, place and zone', () => {
    const link = googleCalendarUrl(EVENT)
    expect(link.startsWith('https://calendar.google.com/calendar/render?')).toBe(true)
    expect(params(link)).toEqual({
      action: 'TEMPLATE',
      text: 'Spring Hack & Friends',
      dates: '20270301T090000Z/20270302T183000Z',
      details: 'Two days of building things.\n\nhttps://spring.example.com/2027',
      location: 'Berlin, Germany',
      ctz: 'Europe/Berlin',
    })
    // Spaces are %20, never "+", which some apps show as it is; "&" in the name does not split the query.
    expect(link).toContain('text=Spring%20Hack%20%26%20Friends')
    expect(link).not.toContain('+')
  })

  it('leaves out the zone and the place when there are none, and says "Online" for an online hackathon', () => {
    const bare = params(googleCalendarUrl({ ...EVENT, timezone: null, location: null, attendance_mode: null }))
    expect(bare).not.toHaveProperty('ctz')
    expect(bare).not.toHaveProperty('location')
    expect(bare.details).toBe('Two days of building things.\n\nhttps://spring.example.com/2027')
    const online = params(googleCalendarUrl({ ...EVENT, location: null, attendance_mode: 'online', description: null }))
    expect(online.location).toBe('Online')
    expect(online.details).toBe('https://spring.example.com/2027')
  })
})

describe('Outlook link', () => {
  it('fills a new event with ISO instants', () => {
    const link = outlookCalendarUrl(EVENT)
    expect(link.startsWith('https://outlook.live.com/calendar/0/action/compose?')).toBe(true)
    expect(params(link)).toEqual({
      subject: 'Spring Hack & Friends',
      startdt: '2027-03-01T09:00:00.000Z',
      enddt: '2027-03-02T18:30:00.000Z',
      body: 'Two days of building things.\n\nhttps://spring.example.com/2027',
      location: 'Berlin, Germany',
    })
  })
})

describe('calendar files', () => {
  it('writes instants in UTC as calendars do, whatever offset the API used', () => {
    expect(calendarInstant('2027-03-01T10:00:00+01:00')).toBe('20270301T090000Z')
  })

  it("downloads one hackathon's file from the API", () => {
    expect(hackathonCalendarPath('00000000-0000-4000-a000-000000000001')).toBe(
      '/api/v1/hackathons/00000000-0000-4000-a000-000000000001/calendar.ics',
    )
  })

  it('subscribes to the upcoming hackathons under the filters, as webcal:// and as https', () => {
    const subscription = calendarSubscription(
      { q: ' game jam ', series: 'abc', attendance_mode: 'online' },
      'https://hackathons.example.com',
    )
    expect(subscription.https).toBe(
      'https://hackathons.example.com/api/v1/hackathons/calendar.ics?q=game%20jam&series=abc&attendance_mode=online',
    )
    expect(subscription.webcal).toBe(
      'webcal://hackathons.example.com/api/v1/hackathons/calendar.ics?q=game%20jam&series=abc&attendance_mode=online',
    )
  })

  it('subscribes to every upcoming hackathon without filters, with no empty parameters', () => {
    expect(calendarSubscription({ q: '  ' }, 'http://localhost:8000')).toEqual({
      https: 'http://localhost:8000/api/v1/hackathons/calendar.ics',
      webcal: 'webcal://localhost:8000/api/v1/hackathons/calendar.ics',
    })
  })
})
