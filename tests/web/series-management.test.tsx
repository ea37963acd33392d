import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SeriesPublic } from '../../src/client/types.gen'
import { makeHackathon, makeSeries } from './factories'
import { answerConfirmation, chooseAction, closeMenu, field, menuItems, openRowMenu } from './fields'
import { api, deletesFrom, gate, HttpResponse, http, makeUser, pagedList, server, signInAs } from './msw'
import { renderApp } from './render'

describe('/series table', () => {
  it('shows the heading, names linking to their series pages, descriptions, and no Add Series for an editor', async () => {
    signInAs(makeUser({ role: 1 }))
    pagedList('/series/', [makeSeries(1), makeSeries(2, { description: null })])
    await renderApp('/series')
    expect(await screen.findByRole('heading', { name: 'Series Management', level: 1 })).toBeInTheDocument()
    const link = await screen.findByRole('link', { name: 'Series 1' })
    expect(link).toHaveAttribute('href', `/series/${makeSeries(1).id}`)
    expect(screen.getByText('About series 1')).toBeInTheDocument()
    expect(screen.getByText('N/A')).toBeInTheDocument()
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Description',
      'Actions',
    ])
    expect(screen.queryByRole('button', { name: 'Add Series' })).not.toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Series Management · Hackathons'))
  })

  it('offers Edit Series and Manage Hackathons to an editor, and Delete Series only from moderator up', async () => {
    signInAs(makeUser({ role: 1 }))
    pagedList('/series/', [makeSeries(1)])
    const { user } = await renderApp('/series')
    expect(menuItems(await openRowMenu(user, 'Series 1'))).toEqual(['Edit Series', 'Manage Hackathons'])
    await closeMenu(user)
  })

  it('shows Add Series and Delete Series to a moderator', async () => {
    signInAs(makeUser({ role: 5 }))
    pagedList('/series/', [makeSeries(1)])
    const { user } = await renderApp('/series')
    expect(await screen.findByRole('button', { name: 'Add Series' })).toBeInTheDocument()
    expect(menuItems(await openRowMenu(user, 'Series 1'))).toEqual([
      'Edit Series',
      'Manage Hackathons',
      'Delete Series',
    ])
    await closeMenu(user)
  })

  it('shows the empty state when there is no series', async () => {
    signInAs(makeUser({ role: 5 }))
    pagedList('/series/', [])
    await renderApp('/series')
    expect(await screen.findByText("You don't have any series yet")).toBeInTheDocument()
    expect(screen.getByText('Add a new series to get started')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('pages by 10 and follows the page param', async () => {
    signInAs(makeUser({ role: 1 }))
    const all = Array.from({ length: 23 }, (_, i) => makeSeries(i + 1))
    const queries = pagedList('/series/', all)
    const { user, router } = await renderApp('/series?page=2')
    expect(await screen.findByRole('link', { name: 'Series 11' })).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(11)
    expect(queries.at(-1)?.get('skip')).toBe('10')
    expect(queries.at(-1)?.get('limit')).toBe('10')
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByRole('link', { name: 'Series 21' })).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ page: 3 })
    expect(screen.getAllByRole('row')).toHaveLength(4)
  })

  it.each(['abc', '0', '-2', '1.5'])('falls back to page 1 for page=%s', async (page) => {
    signInAs(makeUser({ role: 1 }))
    const queries = pagedList(
      '/series/',
      Array.from({ length: 12 }, (_, i) => makeSeries(i + 1)),
    )
    const { router } = await renderApp(`/series?page=${page}`)
    expect(await screen.findByRole('link', { name: 'Series 1' })).toBeInTheDocument()
    expect(queries.at(-1)?.get('skip')).toBe('0')
    // The first page is the default: the address is plain /series again.
    await waitFor(() => expect(router.state.location.href).toBe('/series'))
  })

  it('keeps the previous page visible while the next one loads', async () => {
    signInAs(makeUser({ role: 1 }))
    const all = Array.from({ length: 15 }, (_, i) => makeSeries(i + 1))
    const next = gate()
    pagedList('/series/', all, { hold: (query) => (Number(query.get('skip')) > 0 ? next.opened : undefined) })
    const { user } = await renderApp('/series')
    await screen.findByRole('link', { name: 'Series 1' })
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true'))
    expect(screen.getByRole('link', { name: 'Series 1' })).toBeInTheDocument()
    next.open()
    expect(await screen.findByRole('link', { name: 'Series 11' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Series 1' })).not.toBeInTheDocument()
  })

  it('shows a skeleton before the first page arrives', async () => {
    signInAs(makeUser({ role: 1 }))
    server.use(http.get(api('/series/'), () => new Promise<never>(() => {})))
    const { container } = await renderApp('/series', { awaitLoad: false })
    await waitFor(() => expect(container.querySelector('.chakra-skeleton')).not.toBeNull())
    expect(screen.queryByText("You don't have any series yet")).not.toBeInTheDocument()
  })

  it('is not offered to a user (role 0), and no series is asked for', async () => {
    signInAs(makeUser({ role: 0 }))
    const queries = pagedList('/series/', [makeSeries(1)])
    await renderApp('/series')
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument())
    expect(queries).toHaveLength(0)
  })
})

describe('series form', () => {
  it('validates the name and description on blur and on submit, with the exact messages', async () => {
    signInAs(makeUser({ role: 5 }))
    pagedList('/series/', [])
    const { user } = await renderApp('/series')
    await user.click(await screen.findByRole('button', { name: 'Add Series' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Series' })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument()

    await user.click(field(/^Name/))
    await user.paste('n'.repeat(256))
    await user.click(field(/^Description/))
    await user.paste('d'.repeat(1001))
    await user.tab()
    expect(await within(dialog).findByText('Name must be less than 255 characters.')).toBeInTheDocument()
    expect(await within(dialog).findByText('Description must be less than 1000 characters.')).toBeInTheDocument()

    // Exactly at the limits is fine.
    await user.clear(field(/^Name/))
    await user.paste('n'.repeat(255))
    await user.clear(field(/^Description/))
    await user.paste('d'.repeat(1000))
    await user.tab()
    await waitFor(() => expect(within(dialog).queryByText(/must be less than/)).not.toBeInTheDocument())

    await user.clear(field(/^Name/))
    await user.type(field(/^Name/), '   ')
    await user.tab()
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument()
  })

  it('creates a series with POST /series/, toasts and refreshes the table', async () => {
    signInAs(makeUser({ role: 5 }))
    const all: SeriesPublic[] = []
    pagedList('/series/', all)
    let body: unknown
    server.use(
      http.post(api('/series/'), async ({ request }) => {
        body = await request.json()
        const created = makeSeries(1, body as Partial<SeriesPublic>)
        all.push(created)
        return HttpResponse.json(created, { status: 201 })
      }),
    )
    const { user } = await renderApp('/series')
    await user.click(await screen.findByRole('button', { name: 'Add Series' }))
    await user.type(field(/^Name/), '  Global Game Jam  ')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Series created successfully.')).toBeInTheDocument()
    expect(body).toEqual({ name: 'Global Game Jam', description: null })
    expect(await screen.findByRole('link', { name: 'Global Game Jam' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('edits a series with PUT /series/{id}, prefilled, and toasts', async () => {
    signInAs(makeUser({ role: 1 }))
    const series = makeSeries(1)
    pagedList('/series/', [series])
    let body: unknown
    server.use(
      http.put(api(`/series/${series.id}`), async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ ...series, ...(body as object) })
      }),
    )
    const { user } = await renderApp('/series')
    await chooseAction(user, 'Series 1', 'Edit Series')
    const dialog = await screen.findByRole('dialog', { name: 'Edit Series' })
    expect(field(/^Name/)).toHaveValue('Series 1')
    expect(field(/^Description/)).toHaveValue('About series 1')
    await user.clear(field(/^Description/))
    await user.type(field(/^Description/), 'New words')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Series updated successfully.')).toBeInTheDocument()
    expect(body).toEqual({ name: 'Series 1', description: 'New words' })
  })

  it('keeps what is typed when the table refetches a changed row behind the open dialog', async () => {
    signInAs(makeUser({ role: 1 }))
    const all = [makeSeries(1)]
    const queries = pagedList('/series/', all)
    const { user, queryClient } = await renderApp('/series')
    await chooseAction(user, 'Series 1', 'Edit Series')
    await screen.findByRole('dialog', { name: 'Edit Series' })
    await user.clear(field(/^Description/))
    await user.type(field(/^Description/), 'Half-typed')
    // Someone else saved the series meanwhile: the refetch brings a new object for the row.
    all[0] = makeSeries(1, { updated_at: '2026-02-01T00:00:00.000Z' })
    const before = queries.length
    await queryClient.invalidateQueries()
    await waitFor(() => expect(queries.length).toBeGreaterThan(before))
    expect(field(/^Description/)).toHaveValue('Half-typed')
  })

  it('shows the server detail when a save fails and keeps the dialog open', async () => {
    signInAs(makeUser({ role: 5 }))
    pagedList('/series/', [])
    server.use(
      http.post(api('/series/'), () =>
        HttpResponse.json({ detail: [{ loc: ['body', 'name'], msg: 'Too long', type: 'x' }] }, { status: 422 }),
      ),
    )
    const { user } = await renderApp('/series')
    await user.click(await screen.findByRole('button', { name: 'Add Series' }))
    await user.type(field(/^Name/), 'Jam')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument()
    expect(screen.getByText('Too long')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Add Series' })).toBeInTheDocument()
  })
})

describe('deleting a series', () => {
  it('asks for confirmation, then deletes with DELETE /series/{id} and toasts', async () => {
    signInAs(makeUser({ role: 5 }))
    const all = [makeSeries(1), makeSeries(2)]
    pagedList('/series/', all)
    const deleted = deletesFrom('/series/:id', all, 'Series deleted successfully')
    const { user } = await renderApp('/series')
    await chooseAction(user, 'Series 1', 'Delete Series')
    expect(within(await screen.findByRole('alertdialog')).getByText('Confirmation Required')).toBeInTheDocument()
    await answerConfirmation(user, 'Cancel')
    expect(deleted).toEqual([])

    await chooseAction(user, 'Series 1', 'Delete Series')
    await answerConfirmation(user, 'Delete')
    expect(await screen.findByText('Series deleted successfully.')).toBeInTheDocument()
    expect(deleted).toEqual([makeSeries(1).id])
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Series 1' })).not.toBeInTheDocument())
    expect(screen.getByRole('link', { name: 'Series 2' })).toBeInTheDocument()
  })
})

describe('Manage Hackathons', () => {
  const series = makeSeries(1)
  const other = makeSeries(2)
  const hackathons = [
    makeHackathon(1, { name: 'Alpha Jam', series_id: series.id, series: { id: series.id, name: series.name } }),
    makeHackathon(2, { name: 'Beta Hack', location: 'Berlin' }),
    makeHackathon(3, { name: 'Gamma Sprint', series_id: other.id, series: { id: other.id, name: other.name } }),
    makeHackathon(4, { name: 'Delta Days', series_id: series.id, series: { id: series.id, name: series.name } }),
  ]

  /** The whole list, by name, or a series' members; records each query. */
  const hackathonsApi = () =>
    pagedList(
      '/hackathons/',
      [...hackathons].sort((a, b) => a.name.localeCompare(b.name)),
      { filter: (h, query) => !query.get('series') || h.series_id === query.get('series') },
    )

  async function openManage() {
    const { user } = await renderApp('/series')
    await chooseAction(user, 'Series 1', 'Manage Hackathons')
    const dialog = await screen.findByRole('dialog', { name: 'Manage Hackathons: Series 1' })
    await within(dialog).findByRole('checkbox', { name: /Alpha Jam/ })
    return { user, dialog }
  }

  it('lists up to 1000 hackathons by name with the current members preselected, in a list at most 400px high', async () => {
    signInAs(makeUser({ role: 1 }))
    pagedList('/series/', [series, other])
    const queries = hackathonsApi()
    const { dialog } = await openManage()
    const all = queries.find((q) => !q.get('series'))
    expect(all?.get('limit')).toBe('1000')
    expect(all?.get('sort_by')).toBe('name')
    const boxes = within(dialog).getAllByRole('checkbox')
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Alpha Jam'),
      expect.stringContaining('Beta Hack'),
      expect.stringContaining('Delta Days'),
      expect.stringContaining('Gamma Sprint'),
    ])
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false, true, false])
    expect(within(dialog).getByText(/now in Series 2/)).toBeInTheDocument()
    expect(within(dialog).getByText('2 selected')).toBeInTheDocument()
    const list = within(dialog).getByRole('group', { name: 'Manage Hackathons' })
    expect(getComputedStyle(list).maxHeight).toBe('400px')
    expect(getComputedStyle(list).overflowY).toBe('auto')
  })

  it('filters the list, keeps hidden choices, and saves the whole membership with PUT /series/{id}/hackathons', async () => {
    signInAs(makeUser({ role: 1 }))
    pagedList('/series/', [series, other])
    hackathonsApi()
    let body: unknown
    server.use(
      http.put(api(`/series/${series.id}/hackathons`), async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ ...series, hackathon_count: 2 })
      }),
    )
    const { user, dialog } = await openManage()
    await user.type(within(dialog).getByRole('searchbox', { name: 'Filter hackathons' }), 'berlin')
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1))
    await user.click(within(dialog).getByRole('checkbox', { name: /Beta Hack/ }))
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Filter hackathons' }))
    await user.type(within(dialog).getByRole('searchbox', { name: 'Filter hackathons' }), 'nothing like it')
    expect(await within(dialog).findByText('No hackathon matches the filter.')).toBeInTheDocument()
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Filter hackathons' }))
    await user.click(await within(dialog).findByRole('checkbox', { name: /Alpha Jam/ }))
    expect(within(dialog).getByText('2 selected')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Series hackathons updated successfully.')).toBeInTheDocument()
    expect((body as { hackathon_ids: string[] }).hackathon_ids.sort()).toEqual(
      [makeHackathon(2).id, makeHackathon(4).id].sort(),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('preselects the membership as it is now, asked again on each opening', async () => {
    signInAs(makeUser({ role: 1 }))
    pagedList('/series/', [series])
    const queries = hackathonsApi()
    const { user, dialog } = await openManage()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const before = queries.filter((q) => q.get('series') === series.id).length
    await chooseAction(user, 'Series 1', 'Manage Hackathons')
    await screen.findByRole('dialog', { name: 'Manage Hackathons: Series 1' })
    await waitFor(() => expect(queries.filter((q) => q.get('series') === series.id).length).toBe(before + 1))
  })
})
