import { ChakraProvider } from '@chakra-ui/react'
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { HackathonPublic } from '../../src/client/types.gen'
import { HackathonCard } from '../../src/features/hackathons/components/HackathonCard'
import { ENDED_OPACITY, hackathonStatus } from '../../src/features/hackathons/status'
import { formatDateRange } from '../../src/lib/dates'
import { system } from '../../src/theme'
import { makeHackathon as baseHackathon } from './factories'

const START = '2027-03-01T09:00:00.000Z'
const END = '2027-03-02T18:00:00.000Z'
const SERIES = { id: '00000000-0000-4000-9000-000000000001', name: 'Global Game Jam' }

function makeHackathon(overrides: Partial<HackathonPublic> = {}): HackathonPublic {
  return baseHackathon(1, {
    name: 'Spring Hack',
    description: 'Two days of building things.',
    url: 'https://spring.example.com',
    start_date: START,
    end_date: END,
    location: 'Berlin',
    series_id: SERIES.id,
    series: SERIES,
    ...overrides,
  })
}

/** The card holds a router link: render it as the only screen of a small router. */
async function renderCard(props: Parameters<typeof HackathonCard>[0]) {
  const rootRoute = createRootRoute({ component: () => <HackathonCard {...props} /> })
  const seriesRoute = createRoute({ getParentRoute: () => rootRoute, path: '/series/$id' })
  const router = createRouter({
    routeTree: rootRoute.addChildren([seriesRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  }) as unknown as AnyRouter
  await router.load()
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  )
  return screen.findByRole('article')
}

const at = (iso: string, deltaMs = 0) => new Date(Date.parse(iso) + deltaMs)
/** Newer ICU puts a narrow no-break space before AM/PM. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ')

describe('hackathon status at the exact boundaries', () => {
  it.each([
    { label: 'a second before the start', now: at(START, -1000), status: 'Upcoming' },
    { label: 'exactly at the start', now: at(START), status: 'Live' },
    { label: 'between start and end', now: at(START, 3_600_000), status: 'Live' },
    { label: 'exactly at the end', now: at(END), status: 'Live' },
    { label: 'a millisecond after the end', now: at(END, 1), status: 'Ended' },
  ])('$label: $status', async ({ now, status }) => {
    expect(hackathonStatus(makeHackathon(), now)).toBe(status)
    const card = await renderCard({ hackathon: makeHackathon(), now })
    expect(card).toHaveAttribute('data-status', status)
    expect(within(card).getByText(status)).toBeInTheDocument()
  })
})

describe('hackathon card', () => {
  it('dims an ended card to 70% opacity', async () => {
    expect(ENDED_OPACITY).toBe(0.7)
    const ended = await renderCard({ hackathon: makeHackathon(), now: at(END, 1) })
    expect(getComputedStyle(ended).opacity).toBe('0.7')
  })

  it.each([
    { status: 'Upcoming', now: at(START, -1000) },
    { status: 'Live', now: at(END) },
  ])('keeps the card fully opaque when $status', async ({ now }) => {
    const card = await renderCard({ hackathon: makeHackathon(), now })
    expect(['', '1']).toContain(getComputedStyle(card).opacity)
  })

  it('shows the series link, the name as an external link, the description, date range and location', async () => {
    const card = await renderCard({ hackathon: makeHackathon(), now: at(START, -1000) })
    expect(within(card).getByRole('link', { name: 'Global Game Jam' })).toHaveAttribute('href', `/series/${SERIES.id}`)
    const name = within(card).getByRole('link', { name: /Spring Hack/ })
    expect(name).toHaveAttribute('href', 'https://spring.example.com')
    expect(name).toHaveAttribute('target', '_blank')
    expect(name).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(within(card).getByRole('heading', { name: /Spring Hack/ })).toBeInTheDocument()
    expect(within(card).getByText('Two days of building things.')).toBeInTheDocument()
    expect(within(card).getByText('Berlin')).toBeInTheDocument()
    // The range is in the viewer's time zone.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(within(card).getByText(formatDateRange(START, END, zone))).toBeInTheDocument()
  })

  it('hides the series link in a series view (hideSeries)', async () => {
    const card = await renderCard({ hackathon: makeHackathon(), hideSeries: true, now: at(START) })
    expect(within(card).queryByRole('link', { name: 'Global Game Jam' })).not.toBeInTheDocument()
    expect(within(card).getByRole('link', { name: /Spring Hack/ })).toBeInTheDocument()
  })

  it('shows no series link for a hackathon without a series', async () => {
    const card = await renderCard({ hackathon: makeHackathon({ series: null, series_id: null }), now: at(START) })
    expect(within(card).getAllByRole('link')).toHaveLength(1)
  })

  it('shows the image 150px high, lazily loaded, only when there is one', async () => {
    let card = await renderCard({ hackathon: makeHackathon(), now: at(START) })
    expect(card.querySelector('img')).toBeNull()
    cleanup()
    card = await renderCard({ hackathon: makeHackathon({ image: 'https://img.example.com/a.png' }), now: at(START) })
    const image = card.querySelector('img') as HTMLImageElement
    expect(image).toHaveAttribute('src', 'https://img.example.com/a.png')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(getComputedStyle(image).height).toBe('150px')
  })
})

describe('formatDateRange', () => {
  it('formats start - end as date and time in the zone given', () => {
    expect(plain(formatDateRange(START, END, 'UTC'))).toBe('Mar 1, 2027, 9:00 AM - Mar 2, 2027, 6:00 PM')
    expect(plain(formatDateRange(START, END, 'America/New_York'))).toBe('Mar 1, 2027, 4:00 AM - Mar 2, 2027, 1:00 PM')
    expect(plain(formatDateRange(START, END, 'Asia/Tokyo'))).toBe('Mar 1, 2027, 6:00 PM - Mar 3, 2027, 3:00 AM')
  })
})
