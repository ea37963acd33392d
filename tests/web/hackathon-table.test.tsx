import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { HackathonPublic } from '../../src/client/types.gen'
import { formatDate, formatTime } from '../../src/lib/dates'
import { makeHackathon as baseHackathon } from './factories'
import { menuItems, openRowMenu } from './fields'
import { api, emptyLists, HttpResponse, http, makeUser, pagedList, server, signInAs } from './msw'
import { renderApp } from './render'

/** Zero-padded names, so name order is number order. */
function makeHackathon(n: number, overrides: Partial<HackathonPublic> = {}): HackathonPublic {
  return baseHackathon(n, { name: `Hackathon ${String(n).padStart(2, '0')}`, description: `About ${n}`, ...overrides })
}

/** Answers GET /hackathons/ from `all` (paged only; the order is the server's job) and records each query. */
function hackathonsApi(all: HackathonPublic[]) {
  // A role-0 viewer also sees their own suggestions under the table.
  emptyLists('/suggestions/mine', '/series/')
  return pagedList('/hackathons/', all)
}

const asked = (query: URLSearchParams | undefined) => ({
  skip: query?.get('skip'),
  limit: query?.get('limit'),
  sort_by: query?.get('sort_by'),
  sort_order: query?.get('sort_order'),
})

const header = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) })

describe('/hackathons table', () => {
  it('shows the heading, Add Hackathon, the columns and a row per hackathon', async () => {
    signInAs(makeUser({ role: 1 }))
    hackathonsApi([
      makeHackathon(1, { series_id: 's1', series: { id: 's1', name: 'Global Game Jam' } }),
      makeHackathon(2, { location: null }),
    ])
    await renderApp('/hackathons')
    expect(await screen.findByRole('heading', { name: 'Hackathon Management', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add Hackathon' })).toBeInTheDocument()
    await screen.findByText('Hackathon 01')
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Start Date',
      'End Date',
      'Status',
      'Description',
      'Location',
      'Series',
      'Website',
      'Actions',
    ])
    const [first, second] = screen.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement]
    const name = within(first).getByRole('link', { name: 'Hackathon 01' })
    expect(name).toHaveAttribute('href', 'https://example.com/1')
    expect(name).toHaveAttribute('target', '_blank')
    expect(within(first).getByText('Global Game Jam')).toBeInTheDocument()
    expect(within(second).getAllByText('N/A')).toHaveLength(2)
  })

  it('shows each date as its day, then its time, each kept whole, so the table fits at 1280 px', async () => {
    signInAs(makeUser({ role: 1 }))
    hackathonsApi([makeHackathon(1, { start_date: '2027-03-01T09:00:00.000Z', end_date: '2027-03-02T17:30:00.000Z' })])
    await renderApp('/hackathons')
    const row = (await screen.findByText('Hackathon 01')).closest('tr') as HTMLElement
    const cells = within(row).getAllByRole('cell')
    const start = cells[1] as HTMLElement
    expect(start).toHaveTextContent(
      `${formatDate('2027-03-01T09:00:00.000Z')} ${formatTime('2027-03-01T09:00:00.000Z')}`,
    )
    expect(within(start).getByText(formatDate('2027-03-01T09:00:00.000Z'))).toHaveStyle({ whiteSpace: 'nowrap' })
    expect(within(start).getByText(formatTime('2027-03-01T09:00:00.000Z'))).toHaveStyle({ whiteSpace: 'nowrap' })
  })

  it('says under the name where it is and where it stands, for a phone that leaves those columns out', async () => {
    signInAs(makeUser({ role: 1 }))
    hackathonsApi([
      makeHackathon(1, {
        location: 'Lisbon',
        start_date: '2099-03-01T09:00:00.000Z',
        end_date: '2099-03-02T09:00:00.000Z',
      }),
    ])
    await renderApp('/hackathons')
    const name = (await screen.findByRole('link', { name: 'Hackathon 01' })).closest('td') as HTMLElement
    expect(name).toHaveTextContent('Hackathon 01Lisbon · Upcoming')
  })

  it('asks for page 1 sorted by name ascending by default, 10 a page', async () => {
    signInAs(makeUser({ role: 1 }))
    const queries = hackathonsApi([makeHackathon(1)])
    const { router } = await renderApp('/hackathons')
    await screen.findByText('Hackathon 01')
    expect(asked(queries.at(-1))).toEqual({ skip: '0', limit: '10', sort_by: 'name', sort_order: 'asc' })
    // The defaults stay out of the address.
    expect(router.state.location.href).toBe('/hackathons')
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending')
  })

  it.each(['?page=abc&sortBy=bogus', '?page=0&sortBy=description&sortOrder=sideways', '?page=-1&sortOrder=DESC'])(
    'falls back to page 1, name, asc for %s',
    async (search) => {
      signInAs(makeUser({ role: 1 }))
      const queries = hackathonsApi([makeHackathon(1)])
      const { router } = await renderApp(`/hackathons${search}`)
      await screen.findByText('Hackathon 01')
      expect(asked(queries.at(-1))).toEqual({ skip: '0', limit: '10', sort_by: 'name', sort_order: 'asc' })
      expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending')
      // The invalid values are cleaned out of the address.
      await waitFor(() => expect(router.state.location.href).toBe('/hackathons'))
    },
  )

  it('reads a valid page, sortBy and sortOrder from the URL', async () => {
    signInAs(makeUser({ role: 1 }))
    const queries = hackathonsApi(Array.from({ length: 25 }, (_, i) => makeHackathon(i + 1)))
    await renderApp('/hackathons?page=3&sortBy=location&sortOrder=desc')
    await screen.findByText('Hackathon 21')
    expect(asked(queries.at(-1))).toEqual({ skip: '20', limit: '10', sort_by: 'location', sort_order: 'desc' })
    expect(screen.getByRole('columnheader', { name: /^Location/ })).toHaveAttribute('aria-sort', 'descending')
  })

  it('toggles the order when the sorted header is clicked, and asks the API with sort_by and sort_order', async () => {
    signInAs(makeUser({ role: 1 }))
    const queries = hackathonsApi(Array.from({ length: 15 }, (_, i) => makeHackathon(i + 1)))
    const { user, router } = await renderApp('/hackathons?page=2')
    await screen.findByText('Hackathon 11')

    await user.click(header('Name'))
    await waitFor(() => expect(router.state.location.search).toEqual({ sortOrder: 'desc' }))
    await waitFor(() =>
      expect(asked(queries.at(-1))).toEqual({ skip: '0', limit: '10', sort_by: 'name', sort_order: 'desc' }),
    )
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending')

    await user.click(header('Name'))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    await waitFor(() => expect(asked(queries.at(-1))).toMatchObject({ sort_by: 'name', sort_order: 'asc' }))
  })

  it('sorts ascending by another column when its header is clicked, back on page 1', async () => {
    signInAs(makeUser({ role: 1 }))
    const queries = hackathonsApi(Array.from({ length: 15 }, (_, i) => makeHackathon(i + 1)))
    const { user, router } = await renderApp('/hackathons?page=2&sortOrder=desc')
    await screen.findByText('Hackathon 11')
    await user.click(header('Start Date'))
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'start_date' }))
    await waitFor(() =>
      expect(asked(queries.at(-1))).toEqual({ skip: '0', limit: '10', sort_by: 'start_date', sort_order: 'asc' }),
    )
    await user.click(header('End Date'))
    await waitFor(() => expect(asked(queries.at(-1))).toMatchObject({ sort_by: 'end_date', sort_order: 'asc' }))
    await user.click(header('End Date'))
    await waitFor(() => expect(asked(queries.at(-1))).toMatchObject({ sort_by: 'end_date', sort_order: 'desc' }))
    // Description and Series are not sortable.
    expect(screen.queryByRole('button', { name: /^Description/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Series/ })).not.toBeInTheDocument()
  })

  it('pages with the footer and keeps the sort', async () => {
    signInAs(makeUser({ role: 1 }))
    const queries = hackathonsApi(Array.from({ length: 15 }, (_, i) => makeHackathon(i + 1)))
    const { user, router } = await renderApp('/hackathons?sortBy=location')
    await screen.findByText('Hackathon 01')
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(await screen.findByText('Hackathon 11')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ page: 2, sortBy: 'location' })
    expect(asked(queries.at(-1))).toEqual({ skip: '10', limit: '10', sort_by: 'location', sort_order: 'asc' })
  })

  it('fetches the next page when its button is pointed at, so choosing it shows it without waiting', async () => {
    signInAs(makeUser({ role: 1 }))
    const queries = hackathonsApi(Array.from({ length: 15 }, (_, i) => makeHackathon(i + 1)))
    const { user } = await renderApp('/hackathons')
    await screen.findByText('Hackathon 01')
    await user.hover(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(asked(queries.at(-1))).toMatchObject({ skip: '10' }))
    const requestsBeforeClick = queries.length
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Hackathon 11')).toBeInTheDocument()
    expect(queries).toHaveLength(requestsBeforeClick)
  })

  it('shows the empty state', async () => {
    signInAs(makeUser({ role: 1 }))
    hackathonsApi([])
    await renderApp('/hackathons')
    expect(await screen.findByText("You don't have any hackathons yet")).toBeInTheDocument()
    expect(screen.getByText('Add a new hackathon to get started')).toBeInTheDocument()
  })

  it('says so when the list cannot be loaded, instead of claiming it is empty', async () => {
    signInAs(makeUser({ role: 1 }))
    server.use(http.get(api('/hackathons/'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })))
    await renderApp('/hackathons')
    expect(await screen.findByText('This list could not be loaded. Please try again later.')).toBeInTheDocument()
    expect(screen.queryByText("You don't have any hackathons yet")).not.toBeInTheDocument()
  })

  it('shows each status from the dates: Upcoming, Live or Ended', async () => {
    signInAs(makeUser({ role: 1 }))
    const day = 24 * 60 * 60 * 1000
    const at = (offset: number) => new Date(Date.now() + offset).toISOString()
    hackathonsApi([
      makeHackathon(1, { start_date: at(2 * day), end_date: at(3 * day) }),
      makeHackathon(2, { start_date: at(-day), end_date: at(day) }),
      makeHackathon(3, { start_date: at(-3 * day), end_date: at(-2 * day) }),
    ])
    await renderApp('/hackathons')
    await screen.findByText('Hackathon 01')
    const statusColumn = screen.getAllByRole('columnheader').findIndex((cell) => cell.textContent === 'Status')
    const statuses = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[statusColumn]?.textContent)
    expect(statuses).toEqual(['Upcoming', 'Live', 'Ended'])
  })

  it('searches as the user pauses typing, back on page 1, with the search in the URL', async () => {
    signInAs(makeUser({ role: 1 }))
    const all = [
      makeHackathon(1, { name: 'Berlin Hack' }),
      ...Array.from({ length: 14 }, (_, i) => makeHackathon(i + 2)),
    ]
    const queries = pagedList('/hackathons/', all, {
      filter: (h, query) => !query.get('q') || h.name.toLowerCase().includes(String(query.get('q')).toLowerCase()),
    })
    emptyLists('/series/')
    const { user, router } = await renderApp('/hackathons?page=2')
    await screen.findByText('Hackathon 11')
    await user.type(screen.getByRole('searchbox', { name: 'Search hackathons' }), 'berlin')
    expect(await screen.findByRole('link', { name: 'Berlin Hack' })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'berlin' }))
    // One request for the whole word, not one per letter.
    expect(queries.filter((query) => query.get('q')).map((query) => query.get('q'))).toEqual(['berlin'])
    expect(asked(queries.at(-1))).toMatchObject({ skip: '0' })

    await user.click(screen.getByRole('searchbox', { name: 'Search hackathons' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(await screen.findByText('Hackathon 02')).toBeInTheDocument()
  })

  it('says what was searched when nothing matches', async () => {
    signInAs(makeUser({ role: 1 }))
    hackathonsApi([])
    await renderApp('/hackathons?q=nowhere')
    expect(await screen.findByText('No hackathons match "nowhere".')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search hackathons' })).toHaveValue('nowhere')
    expect(screen.queryByText("You don't have any hackathons yet")).not.toBeInTheDocument()
  })

  it('gives a user (role 0) the same screen as an editor, and says in the form that an editor reviews the save', async () => {
    signInAs(makeUser({ role: 0 }))
    hackathonsApi([makeHackathon(1)])
    const { user } = await renderApp('/hackathons')
    expect(await screen.findByRole('heading', { name: 'Hackathon Management', level: 1 })).toBeInTheDocument()
    expect(menuItems(await openRowMenu(user, 'Hackathon 01'))).toEqual(['Edit Hackathon'])
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Add Hackathon' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Hackathon' })
    expect(dialog).toHaveAccessibleDescription('An editor reviews what you send before it appears on the site.')
    expect(within(dialog).getByRole('button', { name: 'Submit for review' })).toBeInTheDocument()
  })

  it("tells a user (role 0) with nothing listed the specification's empty state", async () => {
    signInAs(makeUser({ role: 0 }))
    hackathonsApi([])
    await renderApp('/hackathons')
    expect(await screen.findByText("You don't have any hackathons yet")).toBeInTheDocument()
    expect(screen.getByText('Add a new hackathon to get started')).toBeInTheDocument()
  })

  it('sends a visitor without a session to /login', async () => {
    const queries = hackathonsApi([])
    const { router } = await renderApp('/hackathons')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(queries).toHaveLength(0)
  })
})
