import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider } from '@tanstack/react-query'
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
import { HackathonCard } from '../../src/entities/hackathon/components/HackathonCard'
import { CARD_BADGES_MAX, cardBadges } from '../../src/entities/hackathon/fields'
import { ENDED_OPACITY, hackathonStatus } from '../../src/entities/hackathon/status'
import { createQueryClient } from '../../src/router'
import { appSystem } from '../../src/theme'
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
  const hackathonRoute = createRoute({ getParentRoute: () => rootRoute, path: '/hackathons/$id' })
  const router = createRouter({
    routeTree: rootRoute.addChildren([seriesRoute, hackathonRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  }) as unknown as AnyRouter
  await router.load()
  render(
    <ChakraProvider value={appSystem()}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  )
  return screen.findByRole('article')
}

const at = (iso: string, deltaMs = 0) => new Date(Date.parse(iso) + deltaMs)

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

  it("links its name to the hackathon's website in a new tab, and Details to its page here", async () => {
    const hackathon = makeHackathon()
    const card = await renderCard({ hackathon, now: at(START, -1000) })
    expect(within(card).getByRole('link', { name: 'Global Game Jam' })).toHaveAttribute('href', `/series/${SERIES.id}`)
    const name = within(card).getByRole('link', { name: 'Spring Hack' })
    expect(name).toHaveAttribute('href', 'https://spring.example.com')
    expect(name).toHaveAttribute('target', '_blank')
    expect(name).toHaveAttribute('rel', 'noopener noreferrer')
    expect(name).toHaveAccessibleDescription('opens its website in a new tab')
    expect(within(card).getByRole('heading', { name: 'Spring Hack' })).toContainElement(name)
    // The page here is one click away, under a name of its own (a screen reader lists both links).
    const details = within(card).getByRole('link', { name: 'Details about Spring Hack' })
    expect(details).toHaveAttribute('href', `/hackathons/${hackathon.id}`)
    expect(details).not.toHaveAttribute('target')
    expect(details).toHaveTextContent(/^Details$/)
    // No separate website link any more: the name is it.
    expect(within(card).queryByRole('link', { name: /^Website/ })).not.toBeInTheDocument()
    // Every link is a control of its own: none holds another.
    for (const link of within(card).getAllByRole('link')) expect(link.querySelector('a')).toBeNull()
    expect(within(card).getByText('Two days of building things.')).toBeInTheDocument()
    expect(within(card).getByText('Berlin')).toBeInTheDocument()
  })

  it.each([
    { label: 'without a url', overrides: { url: '' } },
    {
      label: 'whose site the link watch found unreachable',
      overrides: {
        link_status: 'unreachable',
        link_unreachable_since: '2027-01-05T10:00:00.000Z',
        archive_url: 'https://web.archive.org/web/2/https://spring.example.com',
      },
    },
  ] as const)(
    'shows the name of a hackathon $label as plain text, and keeps the Details link',
    async ({ overrides }) => {
      const hackathon = makeHackathon(overrides)
      const card = await renderCard({ hackathon, now: at(START, -1000), hideSeries: true })
      expect(within(card).getByRole('heading', { name: 'Spring Hack' })).toBeInTheDocument()
      expect(within(card).queryByRole('link', { name: 'Spring Hack' })).not.toBeInTheDocument()
      expect(within(card).getByRole('link', { name: 'Details about Spring Hack' })).toHaveAttribute(
        'href',
        `/hackathons/${hackathon.id}`,
      )
      const unreachable = hackathon.link_status === 'unreachable'
      expect(within(card).queryByText(/^Website unreachable since /) !== null).toBe(unreachable)
      expect(
        within(card)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(unreachable ? [hackathon.archive_url, `/hackathons/${hackathon.id}`] : [`/hackathons/${hackathon.id}`])
    },
  )

  it('hides the series link in a series view (hideSeries)', async () => {
    const card = await renderCard({ hackathon: makeHackathon(), hideSeries: true, now: at(START) })
    expect(within(card).queryByRole('link', { name: 'Global Game Jam' })).not.toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Spring Hack' })).toBeInTheDocument()
  })

  it('shows no series link for a hackathon without a series', async () => {
    const card = await renderCard({ hackathon: makeHackathon({ series: null, series_id: null }), now: at(START) })
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Spring Hack', 'Details'])
  })

  it('shows the image 150px high, lazily loaded, and nothing in its place without one', async () => {
    let card = await renderCard({ hackathon: makeHackathon(), now: at(START) })
    expect(card.querySelector('img')).toBeNull()
    // The card starts with its badges: no placeholder band.
    expect(card.firstElementChild).toContainElement(within(card).getByText('Live'))
    cleanup()
    card = await renderCard({ hackathon: makeHackathon({ image: 'https://img.example.com/a.png' }), now: at(START) })
    const image = card.querySelector('img') as HTMLImageElement
    expect(card.firstElementChild).toBe(image)
    expect(image).toHaveAttribute('src', 'https://img.example.com/a.png')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(getComputedStyle(image).height).toBe('150px')
  })

  it.each([
    ['in_person', 'In person'],
    ['online', 'Online'],
    ['hybrid', 'Hybrid'],
  ] as const)('shows the attendance mode %s as a badge: %s', async (mode, label) => {
    const card = await renderCard({ hackathon: makeHackathon({ attendance_mode: mode }), now: at(START) })
    expect(within(card).getByText(label)).toBeInTheDocument()
  })

  it('shows no attendance badge when the mode is not set', async () => {
    const card = await renderCard({ hackathon: makeHackathon(), now: at(START) })
    for (const label of ['In person', 'Online', 'Hybrid']) expect(within(card).queryByText(label)).toBeNull()
  })
})

/** Everything a hackathon can say on a card at once: more than a card has room for. */
const EVERYTHING: Partial<HackathonPublic> = {
  attendance_mode: 'hybrid',
  registration_status: 'closing_soon',
  registration_deadline: '2027-02-28T09:00:00.000Z',
  free: true,
  travel_support: 'full',
  prize_amount: 5000,
  prize_currency: 'EUR',
  themes: ['ai', 'climate'],
  beginner_friendly: true,
}

/** The visible texts of a card's badges, in order ("+N" as shown). */
const badgeTexts = (card: HTMLElement) =>
  [...card.querySelectorAll('.card-top > span, .card-badges > span')].map(
    (badge) => badge.querySelector('[aria-hidden=true]')?.textContent ?? badge.textContent,
  )

describe('the badges of a card: at most four, the most decisive first, "+N" for the rest', () => {
  it("says 'Cancelled' beside the status of a cancelled hackathon, which stays a card; nothing on the others", async () => {
    const card = await renderCard({ hackathon: makeHackathon({ cancelled: true }), now: at(START, -1000) })
    expect(within(card).getByText('Upcoming')).toBeInTheDocument()
    expect(within(card).getByText('Cancelled')).toBeInTheDocument()
    expect(cardBadges(makeHackathon({ cancelled: true }), at(START, -1000)).shown.map((badge) => badge.text)).toEqual([
      'Upcoming',
      'Cancelled',
    ])
    cleanup()
    const taking = await renderCard({ hackathon: makeHackathon({ cancelled: false }), now: at(START, -1000) })
    expect(within(taking).queryByText('Cancelled')).not.toBeInTheDocument()
  })

  // Three days before the start, two before the registration deadline.
  const now = at(START, -3 * 24 * 3_600_000)

  it('ranks status and attendance, then registration, free, travel support and prizes, then the rest', () => {
    const { shown, hidden } = cardBadges(makeHackathon(EVERYTHING), now, 'UTC')
    expect(shown.map((badge) => badge.text)).toEqual(['Upcoming', 'Hybrid', 'Registration closes in 2 days', 'Free'])
    expect(shown).toHaveLength(CARD_BADGES_MAX)
    expect(hidden.map((badge) => badge.text)).toEqual([
      'Travel covered',
      '€5,000 in prizes',
      'AI',
      'Climate',
      'Beginner-friendly',
    ])
  })

  it('moves up what comes next when a fact is unknown, and says nothing of a no', () => {
    const { shown, hidden } = cardBadges(
      makeHackathon({ free: false, travel_support: 'none', prize_amount: 300, prize_currency: 'USD', themes: ['ai'] }),
      now,
    )
    expect(shown.map((badge) => badge.text)).toEqual(['Upcoming', '$300 in prizes', 'AI'])
    expect(hidden).toEqual([])
  })

  it.each([
    { registration: 'open', deadline: '2027-02-20T12:00:00.000Z', text: 'Apply by Feb 20', palette: 'green' },
    { registration: 'open', deadline: null, text: 'Registration open', palette: 'green' },
    {
      registration: 'opens_soon',
      opens: '2027-02-10T12:00:00.000Z',
      text: 'Registration opens Feb 10',
      palette: 'gray',
    },
    { registration: 'closed', deadline: '2027-01-20T12:00:00.000Z', text: 'Registration closed', palette: 'gray' },
  ] as const)('says registration $registration as "$text"', ({ registration, text, palette, ...dates }) => {
    const hackathon = makeHackathon({
      registration_status: registration,
      registration_deadline: 'deadline' in dates ? dates.deadline : null,
      registration_opens_at: 'opens' in dates ? dates.opens : null,
    })
    const badge = cardBadges(hackathon, at(START, -30 * 24 * 3_600_000), 'UTC').shown[1]
    expect(badge?.text.startsWith(text)).toBe(true)
    expect(badge?.palette).toBe(palette)
  })

  it('shows no registration badge once the hackathon has ended', () => {
    const ended = makeHackathon({ registration_status: 'closed' })
    expect(cardBadges(ended, at(END, 1)).shown.map((badge) => badge.text)).toEqual(['Ended'])
  })

  it('renders four badges and "+5", which names the five others to a screen reader and in its tooltip', async () => {
    const card = await renderCard({ hackathon: makeHackathon(EVERYTHING), now, timeZone: 'UTC' })
    expect(badgeTexts(card)).toEqual(['Upcoming', 'Hybrid', 'Registration closes in 2 days', 'Free', '+5'])
    const more = within(card).getByTitle('5 more: Travel covered, €5,000 in prizes, AI, Climate, Beginner-friendly')
    expect(more).toHaveTextContent('+5')
    expect(within(more).getByText(/^5 more: /)).toBeInTheDocument()
    expect(within(card).queryByText('Travel covered')).not.toBeInTheDocument()
  })

  it('shows no "+N" when everything fits', async () => {
    const card = await renderCard({ hackathon: makeHackathon({ free: true }), now })
    expect(badgeTexts(card)).toEqual(['Upcoming', 'Free'])
  })
})

describe('the anatomy of every card', () => {
  it('has one top line of the status, the series and Save (last, in the corner); then name, description, foot', async () => {
    const card = await renderCard({ hackathon: makeHackathon(EVERYTHING), now: at(START, -1000), timeZone: 'UTC' })
    const body = card.querySelector('.card-body') as HTMLElement
    expect([...body.children].map((part) => part.className || part.tagName)).toEqual([
      'card-top',
      'card-title',
      'sr-only',
      'card-description secondary',
      'card-foot',
    ])
    const top = body.querySelector('.card-top') as HTMLElement
    expect(top.firstElementChild).toHaveTextContent('Upcoming')
    expect(within(top).getByRole('link', { name: 'Global Game Jam' })).toBeInTheDocument()
    expect(top.lastElementChild).toBe(within(card).getByRole('button', { name: /^Save/ }))
    // The foot: its badges, then one line each for the days, the times and the place, then Details.
    const foot = body.querySelector('.card-foot') as HTMLElement
    expect([...foot.children].map((part) => part.className.split(' ')[0] || part.tagName)).toEqual([
      'card-badges',
      'card-facts',
      expect.stringContaining('card-link'),
    ])
    const lines = [...foot.querySelectorAll('.card-facts > .fact')].map((line) => line.textContent)
    expect(lines).toEqual([expect.stringMatching(/^Mar 1\s*–\s*2 · /), expect.stringMatching(/AM|PM/), 'Berlin'])
  })

  it('keeps Save at the end of the top line without a series too, and with an image above it', async () => {
    const card = await renderCard({
      hackathon: makeHackathon({ series: null, series_id: null, image: 'https://img.example.com/a.png' }),
      now: at(START, -1000),
    })
    const top = card.querySelector('.card-top') as HTMLElement
    expect(top.lastElementChild).toBe(within(card).getByRole('button', { name: /^Save/ }))
    expect(card.firstElementChild?.tagName).toBe('IMG')
  })
})

/** The viewer's clock in these tests: noon UTC on 29 Nov 2026, so 2026 is the current year. */
const NOW = new Date('2026-11-29T12:00:00.000Z')

/** A card's lines of dates, times and hint, as one text with plain spaces. */
async function scheduleText(overrides: Partial<HackathonPublic>, timeZone: string, now = NOW) {
  const card = await renderCard({ hackathon: makeHackathon(overrides), now, timeZone })
  const text = (card.textContent ?? '').replace(/\s+/g, ' ')
  cleanup()
  return text
}

describe('the dates of a card, read at a glance by viewers in several zones', () => {
  // 09:00 to 17:00 UTC: 10:00-18:00 in Berlin, 04:00-12:00 in New York, 18:00-02:00 next day in Tokyo.
  const oneDay = {
    start_date: '2026-12-02T09:00:00.000Z',
    end_date: '2026-12-02T17:00:00.000Z',
    attendance_mode: 'in_person',
    timezone: 'Europe/Berlin',
  } as const

  it('a Berlin viewer of a Berlin hackathon sees its day and times once, with the zone named', async () => {
    const text = await scheduleText(oneDay, 'Europe/Berlin')
    expect(text).toContain('Dec 2 · starts in 3 days')
    expect(text).toContain('10:00 AM – 6:00 PM GMT+1')
    expect(text).not.toContain('at the venue')
  })

  it("a New York viewer sees their own times and, beside them, the venue's", async () => {
    const text = await scheduleText(oneDay, 'America/New_York')
    expect(text).toContain('Dec 2 · starts in 3 days')
    expect(text).toContain('4:00 AM – 12:00 PM EST')
    expect(text).toContain('10:00 AM – 6:00 PM GMT+1 at the venue')
  })

  it('a Tokyo viewer, for whom it runs past midnight, sees two days, the start, and the venue start', async () => {
    const text = await scheduleText(oneDay, 'Asia/Tokyo')
    expect(text).toContain('Dec 2 – 3 · starts in 3 days')
    expect(text).toContain('Starts 6:00 PM GMT+9')
    expect(text).toContain('10:00 AM GMT+1 at the venue')
  })

  it('names the venue day when it differs from the viewer day', async () => {
    // 23:30 UTC: 00:30 on Dec 3 in Berlin, still Dec 2 in New York.
    const late = { ...oneDay, start_date: '2026-12-02T23:30:00.000Z', end_date: '2026-12-04T17:00:00.000Z' }
    const text = await scheduleText(late, 'America/New_York')
    expect(text).toContain('Dec 2 – 4')
    expect(text).toContain('Starts 6:30 PM EST')
    expect(text).toContain('Dec 3, 12:30 AM GMT+1 at the venue')
  })

  it("shows no venue time for an online hackathon, nor for one without a zone: the viewer's time is the one", async () => {
    expect(await scheduleText({ ...oneDay, attendance_mode: 'online' }, 'America/New_York')).not.toContain('venue')
    expect(await scheduleText({ ...oneDay, timezone: null }, 'America/New_York')).not.toContain('venue')
  })

  it.each([
    {
      range: 'within a month',
      start: '2026-12-02T09:00:00.000Z',
      end: '2026-12-04T17:00:00.000Z',
      days: { 'Europe/Berlin': 'Dec 2 – 4', 'America/New_York': 'Dec 2 – 4', 'Asia/Tokyo': 'Dec 2 – 5' },
    },
    {
      range: 'across months',
      start: '2026-11-30T09:00:00.000Z',
      end: '2026-12-02T17:00:00.000Z',
      days: { 'Europe/Berlin': 'Nov 30 – Dec 2', 'America/New_York': 'Nov 30 – Dec 2', 'Asia/Tokyo': 'Nov 30 – Dec 3' },
    },
    {
      range: 'across years, with both years',
      start: '2026-12-30T09:00:00.000Z',
      end: '2027-01-02T17:00:00.000Z',
      days: {
        'Europe/Berlin': 'Dec 30, 2026 – Jan 2, 2027',
        'America/New_York': 'Dec 30, 2026 – Jan 2, 2027',
        'Asia/Tokyo': 'Dec 30, 2026 – Jan 3, 2027',
      },
    },
    {
      range: 'in another year than the current one, with its year',
      start: '2027-03-01T09:00:00.000Z',
      end: '2027-03-02T17:00:00.000Z',
      days: {
        'Europe/Berlin': 'Mar 1 – 2, 2027',
        'America/New_York': 'Mar 1 – 2, 2027',
        'Asia/Tokyo': 'Mar 1 – 3, 2027',
      },
    },
  ])('a range $range', async ({ start, end, days }) => {
    for (const [zone, expected] of Object.entries(days)) {
      const text = await scheduleText({ start_date: start, end_date: end }, zone)
      expect(text, zone).toContain(`${expected} ·`)
    }
  })

  it('shows the days of an all-day hackathon as its own zone has them, without times', async () => {
    // Midnight to midnight in Berlin: Dec 2 and 3 there, whatever the viewer's clock says.
    const allDay = { start_date: '2026-12-01T23:00:00.000Z', end_date: '2026-12-03T23:00:00.000Z' }
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo']) {
      const text = await scheduleText({ ...allDay, timezone: 'Europe/Berlin', attendance_mode: 'in_person' }, zone)
      expect(text, zone).toContain('Dec 2 – 3 ·')
      expect(text, zone).not.toMatch(/AM|PM/)
    }
  })

  it.each([
    { hint: 'starts in 3 days', start: '2026-12-02T09:00:00.000Z', end: '2026-12-03T17:00:00.000Z' },
    { hint: 'starts tomorrow', start: '2026-11-30T09:00:00.000Z', end: '2026-12-01T17:00:00.000Z' },
    { hint: 'starts in 2 hours', start: '2026-11-29T14:00:00.000Z', end: '2026-11-30T17:00:00.000Z' },
    { hint: 'live now', start: '2026-11-29T09:00:00.000Z', end: '2026-11-29T14:00:00.000Z' },
    { hint: 'ends tomorrow', start: '2026-11-28T09:00:00.000Z', end: '2026-11-30T12:00:00.000Z' },
    { hint: 'ended yesterday', start: '2026-11-27T09:00:00.000Z', end: '2026-11-28T12:00:00.000Z' },
    { hint: 'ended 9 days ago', start: '2026-11-19T09:00:00.000Z', end: '2026-11-20T12:00:00.000Z' },
  ])('says where it stands: $hint (instants on the same day in all three zones)', async ({ hint, start, end }) => {
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo']) {
      expect(await scheduleText({ start_date: start, end_date: end }, zone), zone).toContain(`· ${hint}`)
    }
  })

  it("counts days on the viewer's calendar: the same start is today in Berlin and tomorrow in New York", async () => {
    // 23:30 UTC on Nov 29: already Nov 30 in Berlin, still Nov 29 in New York.
    const now = new Date('2026-11-29T23:30:00.000Z')
    const hackathon = { start_date: '2026-11-30T14:00:00.000Z', end_date: '2026-11-30T20:00:00.000Z' }
    expect(await scheduleText(hackathon, 'Europe/Berlin', now)).toContain('· starts today')
    expect(await scheduleText(hackathon, 'America/New_York', now)).toContain('· starts tomorrow')
  })
})
