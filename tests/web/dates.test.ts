import { describe, expect, it } from 'vitest'
import {
  describeSchedule,
  formatDays,
  formatTimes,
  fromLocalInput,
  relativeHint,
  toLocalInput,
  type Viewer,
} from '../../src/lib/dates'

/** ICU separates times and ranges with narrow and thin spaces; the tests read them as plain ones. */
const plain = (text: string | null) => text?.replace(/\s+/g, ' ') ?? null

const viewer = (timeZone: string, now = '2026-11-29T12:00:00.000Z'): Viewer => ({
  now: new Date(now),
  timeZone,
  locale: 'en-US',
})

describe('datetime-local values in a time zone', () => {
  it.each([
    { zone: 'Europe/Berlin', input: '2027-10-01T09:00', instant: '2027-10-01T07:00:00.000Z' },
    { zone: 'Europe/Berlin', input: '2027-01-15T09:00', instant: '2027-01-15T08:00:00.000Z' },
    { zone: 'America/New_York', input: '2027-10-01T09:00', instant: '2027-10-01T13:00:00.000Z' },
    { zone: 'Asia/Tokyo', input: '2027-10-01T09:00', instant: '2027-10-01T00:00:00.000Z' },
    { zone: 'Asia/Kathmandu', input: '2027-01-01T09:00', instant: '2027-01-01T03:15:00.000Z' },
    { zone: 'UTC', input: '2027-01-01T00:00', instant: '2027-01-01T00:00:00.000Z' },
  ])('$input in $zone is $instant, and back', ({ zone, input, instant }) => {
    expect(fromLocalInput(input, zone)).toBe(instant)
    expect(toLocalInput(instant, zone)).toBe(input)
  })

  it('moves a time the spring-forward night skips ahead by the hour, as browsers do', () => {
    // Berlin skips 02:00-03:00 on 28 March 2027: 02:30 does not exist and reads as 03:30 CEST.
    expect(fromLocalInput('2027-03-28T02:30', 'Europe/Berlin')).toBe('2027-03-28T01:30:00.000Z')
    // West of Greenwich too: New York skips 02:00-03:00 on 14 March 2027, and 02:30 reads as 03:30 EDT.
    expect(fromLocalInput('2027-03-14T02:30', 'America/New_York')).toBe('2027-03-14T07:30:00.000Z')
  })

  it('reads the times on both sides of a change with the offset of that side', () => {
    expect(fromLocalInput('2027-03-28T01:59', 'Europe/Berlin')).toBe('2027-03-28T00:59:00.000Z')
    expect(fromLocalInput('2027-03-28T03:00', 'Europe/Berlin')).toBe('2027-03-28T01:00:00.000Z')
    expect(fromLocalInput('2027-11-07T12:00', 'America/New_York')).toBe('2027-11-07T17:00:00.000Z')
  })

  it("uses the viewer's zone when none is given, and '' for what is not a date", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(fromLocalInput('2027-10-01T09:00')).toBe(fromLocalInput('2027-10-01T09:00', zone))
    expect(toLocalInput('2027-10-01T07:00:00.000Z')).toBe(toLocalInput('2027-10-01T07:00:00.000Z', zone))
    expect(fromLocalInput('')).toBe('')
    expect(fromLocalInput('tomorrow')).toBe('')
    expect(toLocalInput(null)).toBe('')
    expect(toLocalInput('not a date')).toBe('')
  })
})

describe('compact days', () => {
  it.each([
    { range: 'within a day', start: '2026-12-02T09:00:00Z', end: '2026-12-02T17:00:00Z', days: 'Dec 2' },
    { range: 'within a month', start: '2026-12-02T09:00:00Z', end: '2026-12-04T17:00:00Z', days: 'Dec 2 – 4' },
    { range: 'across months', start: '2026-11-30T09:00:00Z', end: '2026-12-02T17:00:00Z', days: 'Nov 30 – Dec 2' },
    {
      range: 'across years',
      start: '2026-12-30T09:00:00Z',
      end: '2027-01-02T17:00:00Z',
      days: 'Dec 30, 2026 – Jan 2, 2027',
    },
    { range: 'in another year', start: '2027-03-01T09:00:00Z', end: '2027-03-02T17:00:00Z', days: 'Mar 1 – 2, 2027' },
    { range: 'in a past year', start: '2025-03-01T09:00:00Z', end: '2025-03-01T17:00:00Z', days: 'Mar 1, 2025' },
  ])('$range: $days', ({ start, end, days }) => {
    expect(plain(formatDays(start, end, viewer('UTC')))).toBe(days)
  })

  it("takes the current year from the viewer's calendar", () => {
    // New Year's Eve in New York is already 2027 in Tokyo.
    const now = '2027-01-01T03:00:00.000Z'
    const days = (zone: string) => plain(formatDays('2027-01-10T09:00:00Z', '2027-01-11T09:00:00Z', viewer(zone, now)))
    expect(days('America/New_York')).toBe('Jan 10 – 11, 2027')
    expect(days('Asia/Tokyo')).toBe('Jan 10 – 11')
  })
})

describe('times with the zone named', () => {
  it('gives the range within a day, the start alone otherwise, and the day when asked', () => {
    const start = '2026-12-02T09:00:00Z'
    expect(plain(formatTimes(start, '2026-12-02T17:00:00Z', 'America/New_York', { locale: 'en-US' }))).toBe(
      '4:00 AM – 12:00 PM EST',
    )
    expect(plain(formatTimes(start, '2026-12-04T17:00:00Z', 'Asia/Tokyo', { locale: 'en-US', range: false }))).toBe(
      '6:00 PM GMT+9',
    )
    expect(plain(formatTimes(start, '2026-12-02T17:00:00Z', 'Asia/Tokyo', { locale: 'en-US' }))).toBe(
      'Dec 2, 6:00 PM GMT+9 – Dec 3, 2:00 AM GMT+9',
    )
    expect(
      plain(
        formatTimes(start, '2026-12-02T17:00:00Z', 'Europe/Berlin', { locale: 'en-GB', range: false, withDay: true }),
      ),
    ).toBe('2 Dec, 10:00 CET')
  })
})

describe('relative hints', () => {
  const at = (now: string) => viewer('UTC', now)

  it.each([
    { now: '2026-11-29T12:00:00Z', hint: { kind: 'starts', when: 'in 3 days' } },
    { now: '2026-12-01T08:00:00Z', hint: { kind: 'starts', when: 'tomorrow' } },
    { now: '2026-12-02T00:00:00Z', hint: { kind: 'starts', when: 'today' } },
    { now: '2026-12-02T07:00:00Z', hint: { kind: 'starts', when: 'in 2 hours' } },
    { now: '2026-12-02T08:40:00Z', hint: { kind: 'starts', when: 'in 20 minutes' } },
    { now: '2026-12-02T09:00:00Z', hint: { kind: 'ends', when: 'in 2 days' } },
    { now: '2026-12-03T12:00:00Z', hint: { kind: 'ends', when: 'tomorrow' } },
    { now: '2026-12-04T10:00:00Z', hint: { kind: 'live' } },
    { now: '2026-12-04T17:00:00Z', hint: { kind: 'live' } },
    { now: '2026-12-04T19:00:00Z', hint: { kind: 'ended', when: '2 hours ago' } },
    { now: '2026-12-05T12:00:00Z', hint: { kind: 'ended', when: 'yesterday' } },
    { now: '2026-12-14T12:00:00Z', hint: { kind: 'ended', when: '10 days ago' } },
    { now: '2027-03-04T12:00:00Z', hint: { kind: 'ended', when: '3 months ago' } },
    { now: '2028-12-04T12:00:00Z', hint: { kind: 'ended', when: '2 years ago' } },
    { now: '2026-06-02T12:00:00Z', hint: { kind: 'starts', when: 'in 6 months' } },
  ])('at $now: $hint.kind $hint.when', ({ now, hint }) => {
    expect(relativeHint('2026-12-02T09:00:00Z', '2026-12-04T17:00:00Z', at(now))).toEqual(hint)
  })
})

describe('a schedule as a card shows it', () => {
  const berlin = { zone: 'Europe/Berlin', atVenue: true }

  it("adds the venue's times only when its clock differs from the viewer's", () => {
    const start = '2026-12-02T09:00:00Z'
    const end = '2026-12-02T17:00:00Z'
    // Paris and Berlin share the clock: nothing to add.
    expect(describeSchedule(start, end, viewer('Europe/Paris'), berlin).venueTimes).toBeNull()
    expect(plain(describeSchedule(start, end, viewer('America/New_York'), berlin).venueTimes)).toBe(
      '10:00 AM – 6:00 PM GMT+1',
    )
    expect(
      describeSchedule(start, end, viewer('America/New_York'), { ...berlin, atVenue: false }).venueTimes,
    ).toBeNull()
  })

  it('says whether the times are the start of a longer hackathon', () => {
    const schedule = describeSchedule('2026-12-02T09:00:00Z', '2026-12-04T17:00:00Z', viewer('UTC'))
    expect(schedule).toMatchObject({ startOnly: true, hint: { kind: 'starts', when: 'in 3 days' } })
    expect(plain(schedule.days)).toBe('Dec 2 – 4')
    expect(plain(schedule.times)).toBe('9:00 AM UTC')
  })

  it('leaves the times out of an all-day hackathon, and ends it the day before a closing midnight', () => {
    const schedule = describeSchedule('2026-12-02T00:00:00Z', '2026-12-04T00:00:00Z', viewer('UTC'))
    expect(schedule.times).toBeNull()
    expect(plain(schedule.days)).toBe('Dec 2 – 3')
    expect(plain(describeSchedule('2026-12-02T00:00:00Z', '2026-12-03T23:59:00Z', viewer('UTC')).days)).toBe(
      'Dec 2 – 3',
    )
  })

  it('leaves out a zone this runtime does not know instead of failing', () => {
    const schedule = describeSchedule('2026-12-02T09:00:00Z', '2026-12-02T17:00:00Z', viewer('UTC'), {
      zone: 'Mars/Olympus_Mons',
      atVenue: true,
    })
    expect(schedule.venueTimes).toBeNull()
    expect(plain(schedule.times)).toBe('9:00 AM – 5:00 PM UTC')
  })
})
