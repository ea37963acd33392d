/** The homepage and the public series page: both show the hackathon feed. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { HackathonPublic, SeriesPublic } from '../../src/client/types.gen'
import { makeHackathon as baseHackathon } from './factories'
import { api, HttpResponse, http, pagedList, server } from './msw'
import { renderApp } from './render'

const SERIES: SeriesPublic = {
  id: '00000000-0000-4000-9000-000000000001',
  name: 'Global Game Jam',
  description: 'Every January, everywhere.',
  hackathon_count: 2,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}

/** Upcoming by default: far in the future. */
function makeHackathon(n: number, overrides: Partial<HackathonPublic> = {}): HackathonPublic {
  return baseHackathon(n, {
    start_date: '2099-03-01T09:00:00.000Z',
    end_date: '2099-03-02T18:00:00.000Z',
    location: null,
    ...overrides,
  })
}

const past = (n: number, overrides: Partial<HackathonPublic> = {}) =>
  makeHackathon(n, { start_date: '2020-03-01T09:00:00.000Z', end_date: '2020-03-02T18:00:00.000Z', ...overrides })

/**
 * Answers GET /hackathons/ by its status filter (and series filter), paged, recording each query;
 * the series list (the homepage's series filter) holds SERIES.
 */
function feedApi(upcoming: HackathonPublic[], ended: HackathonPublic[]) {
  pagedList('/series/', [SERIES])
  return pagedList('/hackathons/', [...upcoming, ...ended], {
    filter: (h, query) =>
      (query.get('status') === 'past' ? ended : upcoming).includes(h) &&
      (!query.get('series') || h.series_id === query.get('series')),
  })
}

const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)

describe('homepage', () => {
  it('renders the first screenful of cards at once and the rest right after, in order', async () => {
    feedApi(
      Array.from({ length: 40 }, (_, i) => makeHackathon(i + 1)),
      [],
    )
    await renderApp('/')
    const first = await screen.findAllByRole('article')
    expect(first.length).toBeGreaterThanOrEqual(6)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40))
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    expect(titles).toEqual(Array.from({ length: 40 }, (_, i) => expect.stringContaining(`Hackathon ${i + 1}`)))
  })

  it('shows the upcoming hackathons first, then the past ones under Past Hackathons', async () => {
    feedApi([makeHackathon(1), makeHackathon(2)], [past(3)])
    await renderApp('/')
    expect(await screen.findByRole('heading', { name: 'Hackathons', level: 1 })).toBeInTheDocument()
    const heading = await screen.findByRole('heading', { name: 'Past Hackathons', level: 2 })
    const cards = screen.getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      expect.stringContaining('Hackathon 1'),
      expect.stringContaining('Hackathon 2'),
      expect.stringContaining('Hackathon 3'),
    ])
    expect(follows(cards[1] as Node, heading)).toBe(true)
    expect(follows(heading, cards[2] as Node)).toBe(true)
    expect(cards.map((card) => card.getAttribute('data-status'))).toEqual(['Upcoming', 'Upcoming', 'Ended'])
    await waitFor(() => expect(document.title).toBe('Hackathons'))
  })

  it('asks for each status by start date ascending, 100 at a time, without an account', async () => {
    const queries = feedApi([makeHackathon(1)], [])
    await renderApp('/')
    await screen.findByRole('article')
    const byStatus = (status: string) => queries.find((q) => q.get('status') === status)
    for (const status of ['upcoming', 'past']) {
      expect(byStatus(status)?.get('sort_by')).toBe('start_date')
      expect(byStatus(status)?.get('sort_order')).toBe('asc')
      expect(byStatus(status)?.get('limit')).toBe('100')
    }
    expect(localStorage.getItem('access_token')).toBeNull()
  })

  it('leaves out the Past Hackathons heading when nothing has ended', async () => {
    feedApi([makeHackathon(1)], [])
    await renderApp('/')
    await screen.findByRole('article')
    expect(screen.queryByText('Past Hackathons')).not.toBeInTheDocument()
  })

  it('shows the empty state No hackathons found / Add a hackathon', async () => {
    feedApi([], [])
    await renderApp('/')
    expect(await screen.findByRole('heading', { name: 'No hackathons found', level: 2 })).toBeInTheDocument()
    expect(screen.getByText('Add a hackathon')).toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  })

  it('links a card to its series page', async () => {
    feedApi([makeHackathon(1, { series_id: SERIES.id, series: { id: SERIES.id, name: SERIES.name } })], [])
    await renderApp('/')
    const card = await screen.findByRole('article')
    expect(within(card).getByRole('link', { name: 'Global Game Jam' })).toHaveAttribute('href', `/series/${SERIES.id}`)
  })

  it('does not stop at 100: more hackathons load on demand', async () => {
    const many = Array.from({ length: 130 }, (_, i) => makeHackathon(i + 1))
    const queries = feedApi(many, [])
    const { user } = await renderApp('/')
    // Cards past the first screenful render six per idle moment, 130 of them here: rendering that
    // jsdom makes slow on a busy machine. While they come, the wait counts the cards' elements; a
    // query by role reads every card's computed styles on each try and starved the rendering it waited
    // for. Once all are there, one query by role checks what a screen reader finds.
    const allRendered = { timeout: 30_000, interval: 250 }
    const cardCount = () => document.querySelectorAll('article').length
    await waitFor(() => expect(cardCount()).toBe(100), allRendered)
    expect(screen.getAllByRole('article')).toHaveLength(100)
    await user.click(screen.getByRole('button', { name: 'Show more hackathons' }))
    await waitFor(() => expect(cardCount()).toBe(130), allRendered)
    expect(screen.getAllByRole('article')).toHaveLength(130)
    expect(queries.at(-1)?.get('skip')).toBe('100')
    expect(screen.queryByRole('button', { name: 'Show more hackathons' })).not.toBeInTheDocument()
  })
})

describe('series page', () => {
  function seriesApi(status = 200) {
    server.use(
      http.get(api('/series/:id'), ({ params }) =>
        status === 200 && params.id === SERIES.id
          ? HttpResponse.json(SERIES)
          : HttpResponse.json({ detail: 'Series not found' }, { status: 404 }),
      ),
    )
  }

  it('shows the name, the description and its hackathons, upcoming then past, without a heading or series links', async () => {
    seriesApi()
    const member = { series_id: SERIES.id, series: { id: SERIES.id, name: SERIES.name } }
    const queries = feedApi([makeHackathon(1, member), makeHackathon(2)], [past(3, member)])
    await renderApp(`/series/${SERIES.id}`)
    expect(await screen.findByRole('heading', { name: 'Global Game Jam', level: 1 })).toBeInTheDocument()
    expect(screen.getByText('Every January, everywhere.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    const cards = screen.getAllByRole('article')
    expect(cards.map((card) => card.getAttribute('data-status'))).toEqual(['Upcoming', 'Ended'])
    expect(screen.queryByText('Past Hackathons')).not.toBeInTheDocument()
    for (const card of cards) {
      expect(within(card).queryByRole('link', { name: 'Global Game Jam' })).not.toBeInTheDocument()
    }
    expect(queries.every((q) => q.get('series') === SERIES.id)).toBe(true)
    await waitFor(() => expect(document.title).toBe('Global Game Jam · Hackathons'))
  })

  it("says 'No hackathons in this series yet' when it has none", async () => {
    seriesApi()
    feedApi([], [])
    await renderApp(`/series/${SERIES.id}`)
    expect(await screen.findByText('No hackathons in this series yet')).toBeInTheDocument()
    // Right under the series' h1, the empty state's title is the next level down, so the outline skips none.
    expect(screen.getByRole('heading', { name: 'No hackathons found', level: 2 })).toBeInTheDocument()
  })

  it("shows 'Loading series...' while the series loads", async () => {
    server.use(http.get(api('/series/:id'), () => new Promise<never>(() => {})))
    feedApi([], [])
    await renderApp(`/series/${SERIES.id}`, { awaitLoad: false })
    expect(await screen.findByText('Loading series...')).toBeInTheDocument()
  })

  it("shows 'Series not found' on a 404, with Go Back to the homepage when there is no history", async () => {
    seriesApi(404)
    feedApi([], [])
    const { user, router } = await renderApp('/series/00000000-0000-4000-9000-00000000dead')
    expect(await screen.findByText('Series not found')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Go Back' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('Go Back returns to the previous page', async () => {
    seriesApi()
    feedApi([makeHackathon(1, { series_id: SERIES.id, series: { id: SERIES.id, name: SERIES.name } })], [])
    const { user, router } = await renderApp('/')
    const card = await screen.findByRole('article')
    await user.click(within(card).getByRole('link', { name: 'Global Game Jam' }))
    expect(await screen.findByRole('heading', { name: 'Global Game Jam', level: 1 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/series/${SERIES.id}`)
    await user.click(screen.getByRole('button', { name: 'Go Back' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('heading', { name: 'Hackathons', level: 1 })).toBeInTheDocument()
  })
})
