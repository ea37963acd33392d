/** Finding a hackathon on the homepage: the search box and filters, kept in the address, served by the API. */
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { HackathonPublic } from '../../src/client/types.gen'
import { filterPhrases, parseHomeSearch, searchApiQuery, startRange } from '../../src/entities/hackathon/homeSearch'
import { makeHackathon, makeSeries } from './factories'
import { openFilters } from './fields'
import { api, gate, HttpResponse, http, pagedList, server } from './msw'
import { renderApp } from './render'

const SERIES = makeSeries(1, { name: 'Global Game Jam' })

const upcoming = (n: number, overrides: Partial<HackathonPublic> = {}) =>
  makeHackathon(n, { start_date: '2099-03-01T09:00:00.000Z', end_date: '2099-03-02T18:00:00.000Z', ...overrides })
const ended = (n: number, overrides: Partial<HackathonPublic> = {}) =>
  makeHackathon(n, { start_date: '2020-03-01T09:00:00.000Z', end_date: '2020-03-02T18:00:00.000Z', ...overrides })

const HACKATHONS = [
  upcoming(1, { name: 'Berlin Online Hack', attendance_mode: 'online' }),
  upcoming(2, { name: 'Berlin Hybrid Hack', attendance_mode: 'hybrid' }),
  upcoming(3, { name: 'Oslo Hack', attendance_mode: 'in_person', series_id: SERIES.id }),
  ended(4, { name: 'Old Berlin Hack', attendance_mode: 'online' }),
]

/**
 * GET /hackathons/ as the API filters it (text in the name, attendance, series, status); records
 * every query. `hold` keeps an answer back, to see the screen while it is on its way.
 */
function hackathonsApi(
  rows: HackathonPublic[] = HACKATHONS,
  hold?: (query: URLSearchParams) => Promise<void> | undefined,
) {
  pagedList('/series/', [SERIES])
  return pagedList('/hackathons/', rows, {
    hold,
    filter: (h, query) => {
      const q = query.get('q')?.toLowerCase()
      const ended = Date.parse(h.end_date) < Date.now()
      const status = query.get('status')
      return (
        (!q || h.name.toLowerCase().includes(q)) &&
        (!query.get('attendance_mode') || h.attendance_mode === query.get('attendance_mode')) &&
        (!query.get('series') || h.series_id === query.get('series')) &&
        (!status || (status === 'past') === ended)
      )
    },
  })
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search hackathons' })
const select = (name: string) => screen.getByRole('combobox', { name })
const cardNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent)
/** The cards shown are these hackathons, in this order (a card's heading may say more than the name). */
const cards = (...names: string[]) => names.map((name) => expect.stringContaining(name))

describe('the homepage address', () => {
  it('keeps every valid filter and drops anything invalid, without an error', () => {
    expect(
      parseHomeSearch({
        q: '  berlin ',
        mode: 'online',
        when: 'month',
        series: SERIES.id,
        status: 'past',
        suggest: 1,
      }),
    ).toEqual({ q: 'berlin', mode: 'online', when: 'month', series: SERIES.id, status: 'past', suggest: 1 })
    expect(
      parseHomeSearch({ q: '   ', mode: 'by-boat', when: 'yesterday', series: 'not-a-uuid', status: 'live' }),
    ).toEqual({})
    expect(parseHomeSearch({ from: '2027-02-30', to: '2027-13-01' })).toEqual({})
    expect(parseHomeSearch({ from: '2027-03-03', to: '2027-03-09' })).toEqual({ from: '2027-03-03', to: '2027-03-09' })
    // A preset wins over custom days; a number typed in the box is a search text like any other.
    expect(parseHomeSearch({ when: 'week', from: '2027-03-03', q: 2027 })).toEqual({ when: 'week', q: '2027' })
    // A pasted tab or line break is a space: the API refuses control characters in a search.
    expect(parseHomeSearch({ q: ' berlin\t\r\nhack\u0085 ' }).q).toBe('berlin hack')
  })

  it('asks the API with the filters for each part of the list, soonest first, the past too', () => {
    const now = new Date(2027, 2, 10, 15, 30)
    expect(searchApiQuery({ q: 'berlin', mode: 'online', series: SERIES.id }, { part: 'upcoming', now })).toEqual({
      q: 'berlin',
      status: 'upcoming',
      attendance_mode: 'online',
      series: SERIES.id,
      sort_by: 'start_date',
      sort_order: 'asc',
    })
    expect(searchApiQuery({ status: 'past' }, { now })).toEqual({
      status: 'past',
      sort_by: 'start_date',
      sort_order: 'asc',
    })
  })
})

describe('the date range', () => {
  const local = (...parts: [number, number, number, number?, number?, number?, number?]) => new Date(...parts)
  // Wednesday 10 March 2027, mid-afternoon.
  const now = local(2027, 2, 10, 15, 30)

  it('runs from the start of today to the end of the week (Sunday), the month, or three months on', () => {
    expect(startRange({ when: 'week' }, now)).toEqual({
      start_from: local(2027, 2, 10).toISOString(),
      start_to: local(2027, 2, 14, 23, 59, 59, 999).toISOString(),
    })
    expect(startRange({ when: 'month' }, now)).toEqual({
      start_from: local(2027, 2, 10).toISOString(),
      start_to: local(2027, 2, 31, 23, 59, 59, 999).toISOString(),
    })
    expect(startRange({ when: '3months' }, now)).toEqual({
      start_from: local(2027, 2, 10).toISOString(),
      start_to: local(2027, 5, 10, 23, 59, 59, 999).toISOString(),
    })
  })

  it('"Next month" runs from the first to the last day of the month after this one, across a year\'s end', () => {
    expect(startRange({ when: 'nextmonth' }, now)).toEqual({
      start_from: local(2027, 3, 1).toISOString(),
      start_to: local(2027, 3, 30, 23, 59, 59, 999).toISOString(),
    })
    expect(startRange({ when: 'nextmonth' }, local(2027, 11, 31, 23))).toEqual({
      start_from: local(2028, 0, 1).toISOString(),
      start_to: local(2028, 0, 31, 23, 59, 59, 999).toISOString(),
    })
    expect(startRange({ when: 'nextmonth' }, local(2027, 0, 31, 9)).start_to).toBe(
      local(2027, 1, 28, 23, 59, 59, 999).toISOString(),
    )
  })

  it('ends on a Sunday itself when today is Sunday, and on the last day of a shorter month', () => {
    const sunday = local(2027, 2, 14, 8)
    expect(startRange({ when: 'week' }, sunday).start_to).toBe(local(2027, 2, 14, 23, 59, 59, 999).toISOString())
    const endOfNovember = local(2027, 10, 30, 12)
    expect(startRange({ when: '3months' }, endOfNovember).start_to).toBe(
      local(2028, 1, 29, 23, 59, 59, 999).toISOString(),
    )
  })

  it('takes custom days whole: from the start of the first to the end of the last, either alone', () => {
    expect(startRange({ from: '2027-03-03', to: '2027-03-09' }, now)).toEqual({
      start_from: local(2027, 2, 3).toISOString(),
      start_to: local(2027, 2, 9, 23, 59, 59, 999).toISOString(),
    })
    expect(startRange({ to: '2027-03-09' }, now)).toEqual({
      start_to: local(2027, 2, 9, 23, 59, 59, 999).toISOString(),
    })
    expect(startRange({}, now)).toEqual({})
  })

  describe("in the viewer's time zone", () => {
    afterEach(() => {
      vi.unstubAllEnvs()
    })

    it('Berlin: days start at local midnight, across the change to summer time', () => {
      vi.stubEnv('TZ', 'Europe/Berlin')
      // Wednesday 24 March 2027; clocks go forward on Sunday the 28th.
      expect(startRange({ when: 'week' }, new Date('2027-03-24T10:00:00Z'))).toEqual({
        start_from: '2027-03-23T23:00:00.000Z',
        start_to: '2027-03-28T21:59:59.999Z',
      })
    })

    it('Los Angeles: a late evening still belongs to its own local day', () => {
      vi.stubEnv('TZ', 'America/Los_Angeles')
      // 23:30 on Tuesday 9 March 2027 in Los Angeles is already Wednesday in UTC.
      expect(startRange({ from: '2027-03-09', to: '2027-03-09' }, new Date('2027-03-10T07:30:00Z'))).toEqual({
        start_from: '2027-03-09T08:00:00.000Z',
        start_to: '2027-03-10T07:59:59.999Z',
      })
    })
  })

  it('is named in words for an empty result', () => {
    const names = new Map([[SERIES.id, SERIES.name]])
    expect(filterPhrases({ q: 'x', mode: 'online', when: 'month' }, names)).toEqual(['Online', 'this month'])
    expect(filterPhrases({ series: SERIES.id, status: 'past', when: '3months' }, names)).toEqual([
      'Global Game Jam',
      'past',
      'in the next three months',
    ])
    expect(filterPhrases({ series: '00000000-0000-4000-9000-0000000000ff' }, names)).toEqual(['the chosen series'])
  })
})

describe('homepage search and filters', () => {
  it('searches once the typing pauses: upcoming first, the past under its heading, the search in the address', async () => {
    const queries = hackathonsApi()
    const { user, router } = await renderApp('/')
    expect(await screen.findByRole('heading', { name: 'Past Hackathons' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('4 hackathons · 3 upcoming')

    await user.type(searchBox(), 'berlin')
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'berlin' }))
    await waitFor(() =>
      expect(cardNames()).toEqual(cards('Berlin Online Hack', 'Berlin Hybrid Hack', 'Old Berlin Hack')),
    )
    expect(screen.getByRole('status')).toHaveTextContent('3 hackathons · 2 upcoming')
    // The homepage's order holds: the ended match comes last, under 'Past Hackathons'.
    const past = screen.getByRole('region', { name: 'Past hackathons' })
    expect(within(past).getByRole('heading', { name: 'Past Hackathons' })).toBeInTheDocument()
    expect(
      within(past)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(cards('Old Berlin Hack'))
    // One request per part for the word, not one per letter; both by start date, soonest first.
    const searched = queries.filter((query) => query.has('q'))
    expect(searched.map((query) => [query.get('q'), query.get('status'), query.get('sort_order')])).toEqual([
      ['berlin', 'upcoming', 'asc'],
      ['berlin', 'past', 'asc'],
    ])
  })

  it('filters by attendance, series, status and dates, each in the address and the API query', async () => {
    const queries = hackathonsApi()
    const { user, router } = await renderApp('/')
    await screen.findByRole('heading', { name: 'Past Hackathons' })
    await openFilters(user)

    await user.selectOptions(select('Attendance'), 'Online')
    await waitFor(() => expect(cardNames()).toEqual(cards('Berlin Online Hack', 'Old Berlin Hack')))
    expect(router.state.location.search).toEqual({ mode: 'online' })
    expect(screen.getByRole('status')).toHaveTextContent('2 hackathons · 1 upcoming')

    await user.selectOptions(select('Status'), 'Past')
    await waitFor(() => expect(cardNames()).toEqual(cards('Old Berlin Hack')))
    expect(screen.getByRole('status')).toHaveTextContent('1 past hackathon')
    expect(queries.at(-1)?.get('status')).toBe('past')
    expect(queries.at(-1)?.get('sort_order')).toBe('asc')

    await user.selectOptions(select('Status'), 'Upcoming and past')
    await user.selectOptions(select('Attendance'), 'Any attendance')
    await user.selectOptions(select('Series'), 'Global Game Jam')
    await waitFor(() => expect(cardNames()).toEqual(cards('Oslo Hack')))
    expect(router.state.location.search).toEqual({ series: SERIES.id })

    await user.selectOptions(select('Dates'), 'This month')
    await waitFor(() => expect(router.state.location.search).toEqual({ series: SERIES.id, when: 'month' }))
    await waitFor(() => expect(queries.at(-1)?.get('start_to')).toBe(startRange({ when: 'month' }).start_to))
    expect(queries.at(-1)?.get('start_from')).toBe(startRange({ when: 'month' }).start_from)

    await user.selectOptions(select('Dates'), 'Next month')
    await waitFor(() => expect(router.state.location.search).toEqual({ series: SERIES.id, when: 'nextmonth' }))
    await waitFor(() => expect(queries.at(-1)?.get('start_from')).toBe(startRange({ when: 'nextmonth' }).start_from))
    expect(queries.at(-1)?.get('start_to')).toBe(startRange({ when: 'nextmonth' }).start_to)

    await user.selectOptions(select('Dates'), 'Custom dates')
    expect(router.state.location.search).toEqual({ series: SERIES.id })
    await user.type(screen.getByLabelText('From'), '2027-03-03')
    await waitFor(() => expect(router.state.location.search).toEqual({ series: SERIES.id, from: '2027-03-03' }))
    await waitFor(() => expect(queries.at(-1)?.get('start_from')).toBe(new Date(2027, 2, 3).toISOString()))
  })

  it('restores the filters from the address, and a reload of a shared link shows the same', async () => {
    const queries = hackathonsApi()
    const { user } = await renderApp(`/?q=berlin&mode=online&series=${SERIES.id}&status=upcoming`)
    expect(searchBox()).toHaveValue('berlin')
    // Folded on a phone, the filters say how many of them the link sets.
    await openFilters(user)
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument()
    expect(select('Attendance')).toHaveValue('online')
    expect(select('Series')).toHaveValue(SERIES.id)
    expect(select('Status')).toHaveValue('upcoming')
    const asked = queries.at(-1)
    expect(asked?.get('q')).toBe('berlin')
    expect(asked?.get('attendance_mode')).toBe('online')
    expect(asked?.get('series')).toBe(SERIES.id)
    expect(asked?.get('status')).toBe('upcoming')
  })

  it("searches a link's text as it was written, even where it reads as a number", async () => {
    // Links made outside the app (an alert's e-mail, another site) write the search unquoted.
    const queries = hackathonsApi()
    for (const [text, searched] of [
      ['1e3', '1e3'],
      ['0.50', '0.50'],
      ['4204e808', '4204e808'],
      ['2027', '2027'],
    ]) {
      const { router, unmount } = await renderApp(`/?q=${text}`)
      expect(searchBox()).toHaveValue(searched)
      await waitFor(() => expect(queries.at(-1)?.get('q')).toBe(searched))
      // The address keeps it, and reads the same once loaded again.
      const { href } = router.state.location
      unmount()
      await renderApp(href)
      expect(searchBox()).toHaveValue(searched)
      cleanup()
    }
  })

  it('writes a searched number into the address as it was typed, not quoted', async () => {
    const queries = hackathonsApi()
    const { user, router } = await renderApp('/')
    await user.type(searchBox(), '45107791')
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('45107791'))
    await waitFor(() => expect(router.state.location.searchStr).toBe('?q=45107791'))
  })

  it("offers the filters' upcoming hackathons as a calendar to subscribe to", async () => {
    hackathonsApi()
    const { user } = await renderApp(`/?q=berlin&mode=online&series=${SERIES.id}&when=month`)
    await user.click(await screen.findByRole('button', { name: /Subscribe/ }))
    const link = await screen.findByRole('menuitem', { name: /Subscribe in calendar app/ })
    const subscribed = new URL((link.getAttribute('href') ?? '').replace(/^webcal:/, 'https:'))
    expect(link.getAttribute('href')).toMatch(/^webcal:\/\//)
    expect(subscribed.pathname).toBe('/api/v1/hackathons/calendar.ics')
    // A calendar follows what is coming: the date range is not part of it.
    expect(Object.fromEntries(subscribed.searchParams)).toEqual({
      q: 'berlin',
      attendance_mode: 'online',
      series: SERIES.id,
    })
  })

  it('ignores invalid filters in the address and shows upcoming and past as without any', async () => {
    hackathonsApi()
    const { user, router } = await renderApp('/?mode=by-boat&when=yesterday&series=nope&from=2027-02-30&status=live')
    expect(await screen.findByRole('heading', { name: 'Past Hackathons' })).toBeInTheDocument()
    await openFilters(user)
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument()
    expect(select('Attendance')).toHaveValue('')
    expect(router.state.location.search).toEqual({})
  })

  it('goes back and forward through the searches', async () => {
    hackathonsApi()
    const { user, router } = await renderApp('/')
    await screen.findByRole('heading', { name: 'Past Hackathons' })
    await openFilters(user)
    await user.selectOptions(select('Attendance'), 'Hybrid')
    await waitFor(() => expect(cardNames()).toEqual(cards('Berlin Hybrid Hack')))
    await user.type(searchBox(), 'oslo')
    await waitFor(() => expect(router.state.location.search).toEqual({ mode: 'hybrid', q: 'oslo' }))

    router.history.back()
    await waitFor(() => expect(searchBox()).toHaveValue(''))
    await waitFor(() => expect(cardNames()).toEqual(cards('Berlin Hybrid Hack')))
    expect(select('Attendance')).toHaveValue('hybrid')
    router.history.back()
    expect(await screen.findByRole('heading', { name: 'Past Hackathons' })).toBeInTheDocument()
    expect(select('Attendance')).toHaveValue('')
    router.history.forward()
    await waitFor(() => expect(cardNames()).toEqual(cards('Berlin Hybrid Hack')))
  })

  it('keeps the previous results on screen, dimmed and busy, while the next ones load', async () => {
    const held = gate()
    hackathonsApi(HACKATHONS, (query) => (query.get('attendance_mode') === 'hybrid' ? held.opened : undefined))
    const { user } = await renderApp('/?mode=online')
    await waitFor(() => expect(cardNames()).toEqual(cards('Berlin Online Hack', 'Old Berlin Hack')))
    await openFilters(user)
    await user.selectOptions(select('Attendance'), 'Hybrid')
    const results = screen.getByRole('region', { name: 'Upcoming hackathons' }).parentElement?.parentElement
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'true'))
    expect(cardNames()).toEqual(cards('Berlin Online Hack', 'Old Berlin Hack'))
    expect(screen.queryByLabelText('Loading hackathons')).not.toBeInTheDocument()
    held.open()
    await waitFor(() => expect(cardNames()).toEqual(cards('Berlin Hybrid Hack')))
    expect(results).toHaveAttribute('aria-busy', 'false')
  })

  it('says what was searched when nothing matches, and Clear filters shows everything again', async () => {
    hackathonsApi()
    const { user, router } = await renderApp('/?q=lisbon&mode=online&when=month')
    expect(await screen.findByText('No hackathons match "lisbon" — Online, this month.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('0 hackathons')
    const clears = screen.getAllByRole('button', { name: 'Clear filters' })
    await user.click(clears.at(-1) as HTMLElement)
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(await screen.findByRole('heading', { name: 'Past Hackathons' })).toBeInTheDocument()
    expect(searchBox()).toHaveValue('')
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
  })

  it('shows a load error with Retry when a search fails, never an empty result', async () => {
    pagedList('/series/', [SERIES])
    let healed = false
    server.use(
      http.get(api('/hackathons/'), ({ request }) => {
        if (!healed) return HttpResponse.json({ detail: 'Database down' }, { status: 500 })
        const past = new URL(request.url).searchParams.get('status') === 'past'
        return HttpResponse.json(
          past ? { data: [], count: 0 } : { data: [upcoming(1, { name: 'Berlin Online Hack' })], count: 1 },
        )
      }),
    )
    const { user } = await renderApp('/?q=berlin')
    expect(await screen.findByRole('alert')).toHaveTextContent('The hackathons could not be loaded.')
    expect(screen.queryByText(/No hackathons match/)).not.toBeInTheDocument()
    healed = true
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(cardNames()).toEqual(cards('Berlin Online Hack')))
  })

  it('focuses the search with /, unless another field is being typed in; Escape clears it', async () => {
    hackathonsApi()
    const { user, router } = await renderApp('/?q=berlin')
    await waitFor(() => expect(cardNames()).toHaveLength(3))
    await user.keyboard('/')
    expect(searchBox()).toHaveFocus()
    expect(searchBox()).toHaveValue('berlin')

    await user.keyboard('{Escape}')
    expect(searchBox()).toHaveValue('')
    await waitFor(() => expect(router.state.location.search).toEqual({}))

    await openFilters(user)
    await user.selectOptions(select('Dates'), 'Custom dates')
    const from = screen.getByLabelText('From')
    from.focus()
    await user.keyboard('/')
    expect(from).toHaveFocus()
  })

  it('hints at the / shortcut only on a device with a mouse or trackpad, where a keyboard usually is', async () => {
    hackathonsApi()
    const pointer = { fine: false }
    const original = window.matchMedia
    const media = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...original(query),
      matches: query === '(hover: hover) and (pointer: fine)' && pointer.fine,
    }))
    try {
      const touch = await renderApp('/')
      expect(searchBox()).toBeInTheDocument()
      expect(screen.queryByTitle('Press / to search')).not.toBeInTheDocument()
      touch.unmount()

      pointer.fine = true
      await renderApp('/')
      expect(await screen.findByTitle('Press / to search')).toHaveTextContent('/')
    } finally {
      media.mockRestore()
    }
  })

  it('labels every control, and the search box says it answers to /', async () => {
    hackathonsApi()
    const { user } = await renderApp('/')
    expect(searchBox()).toHaveAttribute('aria-keyshortcuts', '/')
    // The button names the part it unfolds.
    const toggle = screen.getByRole('button', { name: 'Filters' })
    expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument()
    await openFilters(user)
    const folded = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(folded).toContainElement(screen.getByRole('group', { name: 'Filters' }))
    for (const name of ['Attendance', 'Dates', 'Series', 'Status']) expect(select(name)).toBeInTheDocument()
  })
})
