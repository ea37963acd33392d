import { describe, expect, it } from 'vitest'
import { type DescribedHackathon, pageDescription } from '../../common/page-description'
import { dayNumber, isoInZone, wallClockToInstant, zoneOffsetMinutes } from '../../common/zoned-time'

/** ICU separates times and ranges with narrow and thin spaces; the tests read them as plain ones. */
const plain = (text: string) => text.replace(/\s+/g, ' ')

const bare: DescribedHackathon = {
  start: '2031-06-01T08:00:00.000Z',
  end: '2031-06-02T16:00:00.000Z',
  timeZone: null,
  location: 'c-base, Berlin',
  attendanceMode: 'in_person',
}

describe("a hackathon page's description, the same on the server and in the SPA", () => {
  it('is the start of the description, on one line, cut to about 160 characters', () => {
    expect(pageDescription({ ...bare, description: ' Two days\n\nof building. ' })).toBe('Two days of building.')
    const long = pageDescription({ ...bare, description: `${'word '.repeat(100)}end` })
    expect(long).toMatch(/^word word .*…$/)
    expect(long.length).toBeLessThanOrEqual(160)
  })

  it('is else the dates in the hackathon’s own zone, named, and the place', () => {
    expect(plain(pageDescription({ ...bare, timeZone: 'Europe/Berlin' }))).toBe(
      '1 Jun 2031, 10:00 – 2 Jun 2031, 18:00 (Europe/Berlin) · c-base, Berlin',
    )
    expect(plain(pageDescription({ ...bare, description: '  ' }))).toBe(
      '1 Jun 2031, 08:00 – 2 Jun 2031, 16:00 (UTC) · c-base, Berlin',
    )
    expect(
      plain(pageDescription({ ...bare, location: null, attendanceMode: 'online', timeZone: 'Pacific/Auckland' })),
    ).toBe('1 Jun 2031, 20:00 – 3 Jun 2031, 04:00 (Pacific/Auckland) · Online')
  })

  it('reads the same from the database’s dates as from the API’s ISO strings', () => {
    const fromApi = { ...bare, timeZone: 'America/New_York' }
    const fromDatabase = { ...fromApi, start: new Date(bare.start), end: new Date(bare.end) }
    expect(pageDescription(fromDatabase)).toBe(pageDescription(fromApi))
  })

  it('describes dates in UTC where this runtime knows no such zone', () => {
    expect(plain(pageDescription({ ...bare, timeZone: 'Nowhere/Atlantis' }))).toBe(
      '1 Jun 2031, 08:00 – 2 Jun 2031, 16:00 (UTC) · c-base, Berlin',
    )
  })
})

describe('wall clocks in a zone', () => {
  it('reads offsets, days and ISO times with offsets as the zone has them at that instant', () => {
    expect(zoneOffsetMinutes('Asia/Kathmandu', new Date('2031-01-01T00:00:00Z'))).toBe(345)
    expect(zoneOffsetMinutes('America/St_Johns', new Date('2031-07-01T00:00:00Z'))).toBe(-150)
    expect(zoneOffsetMinutes('UTC', 0)).toBe(0)
    expect(zoneOffsetMinutes('Nowhere/Atlantis', 0)).toBeUndefined()
    expect(isoInZone(new Date('2031-06-01T08:00:00Z'), 'Europe/Berlin')).toBe('2031-06-01T10:00:00+02:00')
    expect(isoInZone(new Date('2031-06-01T08:00:30Z'), 'America/St_Johns')).toBe('2031-06-01T05:30:30-02:30')
    expect(isoInZone(new Date('2031-06-01T08:00:00Z'), null)).toBe('2031-06-01T08:00:00+00:00')
    // 23:30 UTC on 1 June is already 2 June in Tokyo.
    const late = new Date('2031-06-01T23:30:00Z')
    expect(dayNumber(late, 'Asia/Tokyo') - dayNumber(late, 'UTC')).toBe(1)
  })

  it('reads a wall-clock time as an instant, a skipped one moved forward, a repeated one once', () => {
    const at = (text: string, zone: string) => {
      const [year, month, day, hour, minute] = text.split(/\D/).map(Number) as [number, number, number, number, number]
      return new Date(wallClockToInstant({ year, month, day, hour, minute }, zone)).toISOString()
    }
    expect(at('2031-06-01T10:00', 'Europe/Berlin')).toBe('2031-06-01T08:00:00.000Z')
    expect(at('2031-03-30T02:30', 'Europe/Berlin')).toBe('2031-03-30T01:30:00.000Z')
    expect(at('2031-03-09T02:30', 'America/New_York')).toBe('2031-03-09T07:30:00.000Z')
    // 02:30 shows twice in Berlin on 26 October 2031 (CEST, then CET), 01:30 twice in New York on 2 November.
    expect(['2031-10-26T00:30:00.000Z', '2031-10-26T01:30:00.000Z']).toContain(at('2031-10-26T02:30', 'Europe/Berlin'))
    expect(['2031-11-02T05:30:00.000Z', '2031-11-02T06:30:00.000Z']).toContain(
      at('2031-11-02T01:30', 'America/New_York'),
    )
  })
})
