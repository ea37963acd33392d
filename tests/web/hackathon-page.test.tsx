/** The public page of a hackathon: what it shows, its actions, its states, and the title it gives the tab. */

import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { HackathonPublic } from '../../src/client/types.gen'
import { makeHackathon, makeSeries } from './factories'
import { api, emptyLists, HttpResponse, http, makeUser, pagedList, server, signInAs } from './msw'
import { renderApp } from './render'

const SERIES = makeSeries(1, { name: 'Global Game Jam', description: 'The yearly jam, everywhere at once.' })

const HACKATHON = makeHackathon(1, {
  name: 'Spring Hack',
  description: 'Two days of building things.\nBring a laptop.',
  url: 'https://spring.example.com/2027',
  image: 'https://img.example.com/spring.png',
  location: 'Berlin',
  series_id: SERIES.id,
  series: { id: SERIES.id, name: SERIES.name },
  attendance_mode: 'in_person',
  timezone: 'Europe/Berlin',
})

const pagePath = (hackathon: HackathonPublic) => `/hackathons/${hackathon.id}`

/** Answers GET /hackathons/{id} with `hackathon`; counts the reads. */
function serve(hackathon: HackathonPublic) {
  let reads = 0
  server.use(
    http.get(api(`/hackathons/${hackathon.id}`), () => {
      reads++
      return HttpResponse.json(hackathon)
    }),
  )
  return { reads: () => reads }
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content')

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share')
})

describe('the public page of a hackathon, signed out', () => {
  it('shows the name as the one h1, its image, status, dates, place, series and full description', async () => {
    serve(HACKATHON)
    await renderApp(pagePath(HACKATHON))
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Spring Hack'])
    expect(screen.getByRole('img', { name: 'Spring Hack' })).toHaveAttribute(
      'src',
      'https://img.example.com/spring.png',
    )
    expect(screen.getByText('Upcoming')).toBeInTheDocument()
    expect(screen.getByText('In person')).toBeInTheDocument()
    expect(screen.getByText('Berlin')).toBeInTheDocument()
    expect(screen.getByText(/Mar 1 – 2, 2027/)).toBeInTheDocument()
    expect(screen.getByText(/Bring a laptop\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Global Game Jam' })).toHaveAttribute('href', `/series/${SERIES.id}`)
    const website = screen.getByRole('link', { name: /Visit website/ })
    expect(website).toHaveAttribute('href', 'https://spring.example.com/2027')
    expect(website).toHaveAttribute('target', '_blank')
    expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(screen.queryByRole('button', { name: /Suggest an edit|Edit/ })).not.toBeInTheDocument()
  })

  it("links a placed hackathon to the site's own map centred on it, and an unplaced one to none", async () => {
    const placed = makeHackathon(3, { location: 'Potsdam', latitude: 52.39886, longitude: 13.06566 })
    serve(placed)
    const view = await renderApp(pagePath(placed))
    const map = await screen.findByRole('link', { name: 'Show on a map' })
    expect(map).toHaveAttribute('href', `/map?focus=${placed.id}`)
    expect(map).not.toHaveAttribute('target')
    view.unmount()
    serve(HACKATHON)
    await renderApp(pagePath(HACKATHON))
    expect(screen.queryByRole('link', { name: /Show on a map/ })).not.toBeInTheDocument()
  })

  it("shows a 'Cancelled' badge beside the status of a cancelled hackathon, and none otherwise", async () => {
    const cancelled = makeHackathon(4, { cancelled: true })
    serve(cancelled)
    const view = await renderApp(pagePath(cancelled))
    await screen.findByRole('heading', { name: cancelled.name, level: 1 })
    expect(screen.getByText('Cancelled')).toBeInTheDocument()
    view.unmount()
    serve(HACKATHON)
    await renderApp(pagePath(HACKATHON))
    await screen.findByRole('heading', { name: HACKATHON.name, level: 1 })
    expect(screen.queryByText('Cancelled')).not.toBeInTheDocument()
  })

  it('says "Online" where an online hackathon has no location', async () => {
    const online = makeHackathon(2, { attendance_mode: 'online', location: null })
    serve(online)
    await renderApp(pagePath(online))
    expect(screen.getAllByText('Online')).toHaveLength(2) // the badge and the place
  })

  it('offers the .ics file, a Google Calendar event and an Outlook event', async () => {
    serve(HACKATHON)
    const { user } = await renderApp(pagePath(HACKATHON))
    await user.click(screen.getByRole('button', { name: /Add to calendar/ }))
    const file = await screen.findByRole('menuitem', { name: /Download \.ics file/ })
    expect(file).toHaveAttribute('href', `/api/v1/hackathons/${HACKATHON.id}/calendar.ics`)
    expect(file).toHaveAttribute('download')
    const google = screen.getByRole('menuitem', { name: /Google Calendar/ })
    expect(google.getAttribute('href')).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Spring%20Hack/,
    )
    expect(google).toHaveAttribute('target', '_blank')
    const outlook = screen.getByRole('menuitem', { name: /Outlook/ })
    expect(outlook.getAttribute('href')).toMatch(
      /^https:\/\/outlook\.live\.com\/calendar\/0\/action\/compose\?subject=Spring%20Hack/,
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  })

  it('copies the link of the page where the browser has no share sheet, and says so', async () => {
    serve(HACKATHON)
    const { user } = await renderApp(pagePath(HACKATHON))
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(await screen.findByText('Link copied')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${pagePath(HACKATHON)}`)
  })

  it("opens the browser's share sheet with the name and the link where there is one", async () => {
    serve(HACKATHON)
    const shared: ShareData[] = []
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data)
      },
    })
    const { user } = await renderApp(pagePath(HACKATHON))
    await user.click(screen.getByRole('button', { name: 'Share' }))
    await waitFor(() =>
      expect(shared).toEqual([{ title: 'Spring Hack', url: `${window.location.origin}${pagePath(HACKATHON)}` }]),
    )
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument()
  })
})

describe('the hierarchy of the page', () => {
  const FULL = makeHackathon(12, {
    name: 'Harbour Hack',
    description: 'A weekend by the water.',
    location: 'Hamburg',
    attendance_mode: 'in_person',
    timezone: 'Europe/Berlin',
    themes: ['ai', 'climate'],
    eligibility: ['university'],
    min_age: 18,
    free: true,
    prize_amount: 5000,
    prize_currency: 'EUR',
    travel_support: 'partial',
    registration_status: 'closed',
    registration_deadline: '2027-02-01T09:00:00.000Z',
  })

  /** Whether the elements come in this order in the document. */
  const inOrder = (...elements: HTMLElement[]) =>
    elements.every((element, index) => {
      const before = elements[index - 1]
      return before === undefined || (before.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    })

  it('puts the name, when and where and the primary actions first, then the description, then the facts in groups', async () => {
    serve(FULL)
    await renderApp(pagePath(FULL))
    const name = await screen.findByRole('heading', { level: 1, name: 'Harbour Hack' })
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.trim())).toEqual(
      expect.arrayContaining(['When', 'Where', 'Who can go', 'Cost and prizes', 'Registration']),
    )
    const group = (title: string) => screen.getByRole('region', { name: title })
    expect(group('When')).toHaveTextContent(/Mar 1\s*–\s*2, 2027/)
    expect(group('Where')).toHaveTextContent('Hamburg')
    expect(group('Who can go')).toHaveTextContent('Who may take part: University students')
    expect(group('Who can go')).toHaveTextContent('Minimum age: 18')
    expect(group('Cost and prizes')).toHaveTextContent('Free to attend')
    expect(group('Cost and prizes')).toHaveTextContent('Prizes: €5,000')
    expect(group('Cost and prizes')).toHaveTextContent('Travel support: Partly covered')
    expect(group('Registration')).toHaveTextContent('Registration closed')
    expect(group('Registration')).toHaveTextContent(/Registration deadline: Feb 1, 2027/)
    // Each group's heading carries the icon that says what it holds.
    for (const title of ['When', 'Where', 'Who can go', 'Cost and prizes', 'Registration']) {
      expect(within(group(title)).getByRole('heading', { level: 2 }).querySelector('svg')).not.toBeNull()
    }
    const actions = screen.getByRole('group', { name: 'Actions' })
    const website = within(actions).getByRole('link', { name: /Visit website/ })
    const save = within(actions).getByRole('button', { name: /^Save/ })
    const calendar = within(actions).getByRole('button', { name: /Add to calendar/ })
    const share = within(actions).getByRole('button', { name: 'Share' })
    const description = screen.getByText('A weekend by the water.')
    expect(
      inOrder(name, group('When'), group('Where'), website, save, calendar, share, description, group('Who can go')),
    ).toBe(true)
    expect(inOrder(group('Who can go'), group('Cost and prizes'), group('Registration'))).toBe(true)
    // The themes go with the description, not into a group of their own.
    expect(description.parentElement).toHaveTextContent('Themes: AI, Climate')
  })

  it('leaves out the groups a hackathon says nothing for', async () => {
    const bare = makeHackathon(13, { name: 'Bare Hack', location: null, attendance_mode: null })
    serve(bare)
    await renderApp(pagePath(bare))
    await screen.findByRole('heading', { level: 1, name: 'Bare Hack' })
    expect(screen.getByRole('region', { name: 'When' })).toBeInTheDocument()
    for (const title of ['Where', 'Who can go', 'Cost and prizes', 'Registration']) {
      expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument()
    }
  })

  it('gives the secondary actions one look, quieter than the primary ones', async () => {
    signInAs(makeUser({ role: 1 }))
    serve(FULL)
    await renderApp(pagePath(FULL))
    const actions = await screen.findByRole('group', { name: 'Actions' })
    const share = within(actions).getByRole('button', { name: 'Share' })
    const edit = await within(actions).findByRole('button', { name: 'Edit' })
    expect(share.className).toBe(edit.className)
    for (const primary of [
      within(actions).getByRole('button', { name: /^Save/ }),
      within(actions).getByRole('button', { name: /Add to calendar/ }),
      within(actions).getByRole('link', { name: /Visit website/ }),
    ]) {
      expect(primary.className).not.toBe(share.className)
    }
  })
})

describe('the title and description of the tab', () => {
  it('names the hackathon, describes it, and gives way to the next screen', async () => {
    serve(HACKATHON)
    server.use(http.get(api(`/series/${SERIES.id}`), () => HttpResponse.json(SERIES)))
    emptyLists('/hackathons/')
    const { user } = await renderApp(pagePath(HACKATHON))
    await waitFor(() => expect(document.title).toBe('Spring Hack · Hackathons'))
    expect(description()).toBe('Two days of building things. Bring a laptop.')
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)

    await user.click(screen.getByRole('link', { name: 'Global Game Jam' }))
    await screen.findByRole('heading', { name: 'Global Game Jam', level: 1 })
    await waitFor(() => expect(document.title).toBe('Global Game Jam · Hackathons'))
    expect(description()).toBe('The yearly jam, everywhere at once.')
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
  })

  it('describes a hackathon without a description by its dates and place; other screens get the app’s', async () => {
    const bare = makeHackathon(3, { name: 'Bare Hack', description: null, location: 'Lisbon' })
    serve(bare)
    emptyLists('/hackathons/', '/series/')
    const { router } = await renderApp(pagePath(bare))
    await waitFor(() => expect(document.title).toBe('Bare Hack · Hackathons'))
    // The text the server writes into the page: the dates in UTC for a hackathon without a zone,
    // never the viewer's (Intl puts thin spaces around the dash).
    expect(description()?.replace(/\s+/g, ' ')).toBe('1 Mar 2027, 09:00 – 2 Mar 2027, 18:00 (UTC) · Lisbon')
    await router.navigate({ to: '/' })
    await waitFor(() => expect(document.title).toBe('Hackathons'))
    expect(description()).toBe('Upcoming and past hackathons')
  })

  // The hackathons tests/server/page-head.test.ts serves, with the description meta the server writes:
  // the SPA sets the very same text, whatever the viewer's zone.
  it.each([
    {
      served: 'Two days of building.',
      hackathon: makeHackathon(5, {
        name: 'Berlin Summer Hack',
        description: 'Two days of building.',
        location: 'c-base, Berlin',
        attendance_mode: 'in_person',
        timezone: 'Europe/Berlin',
        start_date: '2031-06-01T08:00:00.000Z',
        end_date: '2031-06-02T16:00:00.000Z',
      }),
    },
    {
      served: '1 May 2031, 12:00–20:00 (UTC) · Online',
      hackathon: makeHackathon(6, {
        name: 'Remote Jam',
        location: null,
        attendance_mode: 'online',
        start_date: '2031-05-01T12:00:00.000Z',
        end_date: '2031-05-01T20:00:00.000Z',
      }),
    },
    {
      served: '2 Mar 2031, 09:00–18:00 (Pacific/Auckland) · Auckland',
      hackathon: makeHackathon(7, {
        name: 'Auckland Hack',
        location: 'Auckland',
        attendance_mode: 'in_person',
        timezone: 'Pacific/Auckland',
        start_date: '2031-03-01T20:00:00.000Z',
        end_date: '2031-03-02T05:00:00.000Z',
      }),
    },
  ])('describes $hackathon.name with the text the server wrote into its page', async ({ served, hackathon }) => {
    serve(hackathon)
    await renderApp(pagePath(hackathon))
    await waitFor(() => expect(document.title).toBe(`${hackathon.name} · Hackathons`))
    expect(description()?.replace(/\s+/g, ' ')).toBe(served)
  })

  it('cuts a long description to about 160 characters', async () => {
    const long = makeHackathon(4, { description: `${'word '.repeat(100)}end` })
    serve(long)
    await renderApp(pagePath(long))
    await waitFor(() => expect(description()).toMatch(/…$/))
    expect(description()?.length).toBeLessThanOrEqual(160)
  })
})

describe('editing from the page, signed in', () => {
  it('a user suggests an edit: the form opens with the hackathon, to submit for review', async () => {
    signInAs(makeUser({ role: 0 }))
    serve(HACKATHON)
    emptyLists('/series/')
    const { user } = await renderApp(pagePath(HACKATHON))
    await user.click(await screen.findByRole('button', { name: 'Suggest an edit' }))
    // The form loads when Edit is first used.
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hackathon' })
    expect(dialog).toHaveAccessibleDescription('An editor reviews what you send before it appears on the site.')
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Spring Hack')
    expect(within(dialog).getByRole('button', { name: 'Submit for review' })).toBeInTheDocument()
  })

  it('an editor edits, and the page shows the saved name', async () => {
    signInAs(makeUser({ role: 1 }))
    let current = HACKATHON
    server.use(
      http.get(api(`/hackathons/${HACKATHON.id}`), () => HttpResponse.json(current)),
      http.put(api(`/hackathons/${HACKATHON.id}`), async ({ request }) => {
        current = { ...current, ...((await request.json()) as Partial<HackathonPublic>) }
        return HttpResponse.json(current)
      }),
    )
    emptyLists('/series/')
    const { user } = await renderApp(pagePath(HACKATHON))
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    // The form loads when Edit is first used.
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hackathon' })
    const name = within(dialog).getByLabelText(/^Name/)
    await user.clear(name)
    await user.type(name, 'Summer Hack')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('heading', { name: 'Summer Hack', level: 1 })).toBeInTheDocument()
  })
})

describe('a hackathon that cannot be shown', () => {
  it.each([
    { why: 'an unknown id (404)', status: 404, path: `/hackathons/${makeHackathon(9).id}` },
    { why: 'a malformed id (422)', status: 422, path: '/hackathons/not-an-id' },
  ])('$why: says it is not found and leads back to the hackathons', async ({ status, path }) => {
    server.use(http.get(api('/hackathons/:id'), () => HttpResponse.json({ detail: 'Not found' }, { status })))
    emptyLists('/hackathons/', '/series/')
    const { user } = await renderApp(path)
    expect(await screen.findByRole('heading', { name: 'Hackathon not found', level: 1 })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Hackathon not found · Hackathons'))
    await user.click(screen.getByRole('link', { name: /Back to all hackathons/ }))
    expect(await screen.findByRole('heading', { name: 'Hackathons', level: 1 })).toBeInTheDocument()
  })

  it('a failed load says what failed and offers Retry, which loads the page', async () => {
    let healed = false
    server.use(
      http.get(api(`/hackathons/${HACKATHON.id}`), () =>
        healed ? HttpResponse.json(HACKATHON) : HttpResponse.json({ detail: 'Database down' }, { status: 500 }),
      ),
    )
    const { user } = await renderApp(pagePath(HACKATHON))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The hackathon could not be loaded.')
    expect(screen.queryByText('Hackathon not found')).not.toBeInTheDocument()
    healed = true
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Spring Hack', level: 1 })).toBeInTheDocument()
  })
})

describe('subscribing to a series', () => {
  it("offers the series' upcoming hackathons as a webcal:// calendar and copies its link", async () => {
    server.use(http.get(api(`/series/${SERIES.id}`), () => HttpResponse.json(SERIES)))
    emptyLists('/hackathons/')
    const { user } = await renderApp(`/series/${SERIES.id}`)
    const calendar = `${window.location.host}/api/v1/hackathons/calendar.ics?series=${SERIES.id}`
    await user.click(await screen.findByRole('button', { name: /Subscribe/ }))
    expect(await screen.findByRole('menuitem', { name: /Subscribe in calendar app/ })).toHaveAttribute(
      'href',
      `webcal://${calendar}`,
    )
    // Chosen from the keyboard, as the menu is built to be used, once the open menu has taken the focus.
    const copy = screen.getByRole('menuitem', { name: /Copy calendar link/ })
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus())
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(copy).toHaveAttribute('data-highlighted')
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Link copied')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(`${window.location.protocol}//${calendar}`)
  })
})

describe('the way back and the related hackathons', () => {
  it('leads a direct visit back to the homepage', async () => {
    serve(HACKATHON)
    await renderApp(pagePath(HACKATHON))
    expect(await screen.findByRole('link', { name: 'Back to all hackathons' })).toHaveAttribute('href', '/')
  })

  it('leads back to the list it was opened from, with its search, across related pages', async () => {
    const related = makeHackathon(7, { name: 'Summer Hack', series: null, series_id: null })
    serve(HACKATHON)
    serve(related)
    pagedList('/hackathons/', [HACKATHON], { filter: (_, query) => query.get('status') !== 'past' })
    emptyLists('/series/')
    server.use(http.get(api(`/hackathons/${HACKATHON.id}/related`), () => HttpResponse.json({ data: [related] })))
    const { user } = await renderApp('/?q=spring')
    await user.click(await screen.findByRole('link', { name: 'Details about Spring Hack' }))
    const back = await screen.findByRole('link', { name: 'Back to all hackathons' })
    expect(back).toHaveAttribute('href', '/?q=spring')

    const section = await screen.findByRole('region', { name: 'Related hackathons' })
    await user.click(within(section).getByRole('link', { name: 'Details about Summer Hack' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Hack' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to all hackathons' })).toHaveAttribute('href', '/?q=spring')
  })

  it('shows related hackathons under an h2 below the page, nothing when there are none', async () => {
    const others = [makeHackathon(8, { name: 'Autumn Hack' }), makeHackathon(9, { name: 'Winter Hack' })]
    serve(HACKATHON)
    server.use(http.get(api(`/hackathons/${HACKATHON.id}/related`), () => HttpResponse.json({ data: others })))
    const view = await renderApp(pagePath(HACKATHON))
    const section = await screen.findByRole('region', { name: 'Related hackathons' })
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Autumn Hack', 'Winter Hack'])
    view.unmount()

    const alone = makeHackathon(10, { name: 'Alone Hack' })
    serve(alone)
    await renderApp(pagePath(alone))
    await waitFor(() => expect(screen.queryByText('Loading related hackathons...')).not.toBeInTheDocument())
    expect(screen.queryByRole('heading', { name: 'Related hackathons' })).not.toBeInTheDocument()
  })

  it('says when the related hackathons could not be loaded, and retries', async () => {
    let fail = true
    const other = makeHackathon(11, { name: 'Retry Hack' })
    serve(HACKATHON)
    server.use(
      http.get(api(`/hackathons/${HACKATHON.id}/related`), () =>
        fail ? HttpResponse.json({ detail: 'Down' }, { status: 503 }) : HttpResponse.json({ data: [other] }),
      ),
    )
    const { user } = await renderApp(pagePath(HACKATHON))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Related hackathons could not be loaded.')
    // The page itself stays.
    expect(screen.getByRole('heading', { level: 1, name: 'Spring Hack' })).toBeInTheDocument()
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('region', { name: 'Related hackathons' })).toHaveTextContent('Retry Hack')
  })
})
