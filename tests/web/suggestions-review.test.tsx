import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { readHackathonsQueryKey, readSeriesListQueryKey } from '../../src/client/@tanstack/react-query.gen'
import type { SuggestionPublic } from '../../src/client/types.gen'
import { formatDate, formatDateTime } from '../../src/lib/dates'
import { makeHackathon, makeSeries, makeSuggestion } from './factories'
import { api, emptyLists, gate, HttpResponse, http, makeUser, pagedList, server, signInAs } from './msw'
import { renderApp } from './render'

const CURRENT = makeHackathon(1, {
  name: 'Spring Hack',
  description: 'Unchanged description',
  location: 'Berlin',
  image: 'https://img.example.com/old.png',
})

const UPDATE = makeSuggestion(1, {
  kind: 'update',
  hackathon_id: CURRENT.id,
  hackathon: CURRENT,
  location: 'Hamburg',
  image: 'https://img.example.com/new.png',
  created_at: '2026-11-21T10:00:00.000Z',
})

const NEW = makeSuggestion(2, {
  name: 'Autumn Hack',
  url: 'https://autumn.example.com',
  start_date: '2027-10-01T09:00:00.000Z',
  end_date: '2027-10-02T18:00:00.000Z',
  series_id: makeSeries(1).id,
  submitted_by: { id: '00000000-0000-4000-c000-000000000009', name: null, email: 'ken@example.com' },
})

/** Answers GET /suggestions/ from `all` (filtered by kind) and records each query. */
function suggestionsApi(all: SuggestionPublic[]) {
  pagedList('/series/', [makeSeries(1)])
  return pagedList('/suggestions/', all, { filter: (s, query) => !query.get('kind') || s.kind === query.get('kind') })
}

async function findCard(title: string) {
  const heading = await screen.findByRole('heading', { name: title, level: 2 })
  const article = heading.closest('article')
  if (!article) throw new Error(`no card for ${title}`)
  return article as HTMLElement
}

describe('/suggestions', () => {
  it('shows each card: the name or New Hackathon, when and by whom, and the count', async () => {
    signInAs(makeUser({ role: 1 }))
    suggestionsApi([UPDATE, NEW])
    await renderApp('/suggestions')

    expect(await screen.findByRole('heading', { name: 'Suggestions', level: 1 })).toBeInTheDocument()
    expect(await screen.findByText('Showing 2 of 2 suggestions')).toBeInTheDocument()
    const update = await findCard('Spring Hack')
    expect(
      within(update).getByText(`Suggested on ${formatDate(UPDATE.created_at)} by Grace Hopper`),
    ).toBeInTheDocument()
    const created = await findCard('New Hackathon')
    expect(
      within(created).getByText(`Suggested on ${formatDate(NEW.created_at)} by ken@example.com`),
    ).toBeInTheDocument()
  })

  it('compares only the changed fields of an update, the image as pictures', async () => {
    signInAs(makeUser({ role: 1 }))
    suggestionsApi([UPDATE])
    await renderApp('/suggestions')
    const update = await findCard('Spring Hack')

    expect(within(update).getByText('Location')).toBeInTheDocument()
    expect(within(update).getByRole('group', { name: 'Location before' })).toHaveTextContent('Berlin')
    expect(within(update).getByRole('group', { name: 'Location after' })).toHaveTextContent('Hamburg')
    const before = within(update).getByRole('group', { name: 'Image before' })
    expect(within(before).getByRole('img')).toHaveAttribute('src', CURRENT.image)
    const after = within(update).getByRole('group', { name: 'Image after' })
    expect(within(after).getByRole('img')).toHaveAttribute('src', UPDATE.image)
    // Unchanged fields are left out.
    expect(within(update).queryByText('Description')).not.toBeInTheDocument()
    expect(within(update).queryByText('Unchanged description')).not.toBeInTheDocument()
    expect(within(update).queryByText('Name')).not.toBeInTheDocument()
  })

  it('puts Accept and Reject at the top of the card, before the diff of field, before and after', async () => {
    signInAs(makeUser({ role: 1 }))
    suggestionsApi([UPDATE])
    await renderApp('/suggestions')
    const update = await findCard('Spring Hack')
    const accept = within(update).getByRole('button', { name: 'Accept' })
    const firstField = within(update).getByText('Location', { selector: 'dt' })
    // In reading order (and on screen) the decision comes first, the diff after it.
    expect(accept.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(
      within(update).getByRole('button', { name: 'Reject' }).compareDocumentPosition(firstField) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    // One row per changed field: its name, then before and after side by side.
    const row = firstField.parentElement as HTMLElement
    expect(within(row).getByRole('group', { name: 'Location before' })).toHaveTextContent('Berlin')
    expect(within(row).getByRole('group', { name: 'Location after' })).toHaveTextContent('Hamburg')
  })

  it('warns the reviewer of a possible duplicate, linking to the listed hackathon', async () => {
    signInAs(makeUser({ role: 1 }))
    const listed = makeHackathon(7, { name: 'Autumn Hackathon' })
    suggestionsApi([
      {
        ...NEW,
        possible_duplicates: [
          {
            id: listed.id,
            name: listed.name,
            url: listed.url,
            start_date: listed.start_date,
            end_date: listed.end_date,
          },
        ],
      },
      makeSuggestion(5, { name: 'Unrelated Jam' }),
    ])
    await renderApp('/suggestions')
    const [created, unrelated] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement]
    expect(within(created).getByText('Possible duplicate of')).toBeInTheDocument()
    expect(within(created).getByRole('link', { name: 'Autumn Hackathon' })).toHaveAttribute(
      'href',
      `/hackathons/${listed.id}`,
    )
    expect(within(unrelated).queryByText('Possible duplicate of')).not.toBeInTheDocument()
  })

  it('cuts a long text to two lines until the reviewer asks for all of it', async () => {
    signInAs(makeUser({ role: 1 }))
    const long = `${'A long description of the event. '.repeat(8)}The end.`
    suggestionsApi([{ ...NEW, description: long }])
    const { user } = await renderApp('/suggestions')
    const created = await findCard('New Hackathon')
    const text = within(created).getByText(long)
    expect(text).toHaveAttribute('title', long)
    await user.click(within(created).getByRole('button', { name: 'Show full text' }))
    expect(within(created).getByText(long)).not.toHaveAttribute('title')
    expect(within(created).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('shows a reviewed update as what it proposed, not against the hackathon it changed', async () => {
    signInAs(makeUser({ role: 1 }))
    // After the approval the hackathon already holds the suggested values.
    suggestionsApi([{ ...UPDATE, status: 'approved', hackathon: { ...CURRENT, location: 'Hamburg' } }])
    await renderApp('/suggestions')
    const update = await findCard('Spring Hack')
    expect(within(update).getByText('Approved')).toBeInTheDocument()
    expect(within(update).getByText('Hamburg')).toBeInTheDocument()
    expect(within(update).queryByRole('group', { name: /before$/ })).not.toBeInTheDocument()
  })

  it('lists every field a new hackathon supplies, the series by name', async () => {
    signInAs(makeUser({ role: 1 }))
    suggestionsApi([NEW])
    await renderApp('/suggestions')
    const created = await findCard('New Hackathon')

    expect(within(created).getByText('Autumn Hack')).toBeInTheDocument()
    expect(within(created).getByRole('link', { name: 'https://autumn.example.com' })).toHaveAttribute(
      'target',
      '_blank',
    )
    expect(within(created).getByText(formatDateTime('2027-10-01T09:00:00.000Z'))).toBeInTheDocument()
    expect(await within(created).findByText('Series 1')).toBeInTheDocument()
    expect(within(created).queryByText('Location')).not.toBeInTheDocument()
    expect(within(created).queryByRole('group', { name: /before$/ })).not.toBeInTheDocument()
  })

  it('shows Accept and Reject only while pending, otherwise the status', async () => {
    signInAs(makeUser({ role: 1 }))
    suggestionsApi([
      makeSuggestion(3, { name: 'Approved one', status: 'approved' }),
      makeSuggestion(4, { name: 'Rejected one', status: 'rejected' }),
      NEW,
    ])
    await renderApp('/suggestions')
    const cards = await screen.findAllByRole('article')
    expect(cards).toHaveLength(3)
    const [approved, rejected, pending] = cards as [HTMLElement, HTMLElement, HTMLElement]
    expect(within(approved).getByText('Approved')).toBeInTheDocument()
    expect(within(approved).queryByRole('button')).not.toBeInTheDocument()
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument()
    expect(within(rejected).queryByRole('button')).not.toBeInTheDocument()
    expect(within(pending).getByRole('button', { name: 'Accept' })).toBeEnabled()
    expect(within(pending).getByRole('button', { name: 'Reject' })).toBeEnabled()
  })

  it('accepts: the other button is disabled meanwhile, then a toast and fresh lists', async () => {
    signInAs(makeUser({ role: 1 }))
    const queries = suggestionsApi([UPDATE])
    const approved: string[] = []
    const answer = gate()
    server.use(
      http.put(api('/suggestions/:id/approve'), async ({ params }) => {
        approved.push(String(params.id))
        await answer.opened
        return HttpResponse.json({ ...UPDATE, status: 'approved' })
      }),
    )
    const { user, queryClient } = await renderApp('/suggestions')
    queryClient.setQueryData(readHackathonsQueryKey({ query: { limit: 100 } }), { data: [], count: 0 })
    queryClient.setQueryData(readSeriesListQueryKey(), { data: [], count: 0 })
    const update = await findCard('Spring Hack')
    await user.click(within(update).getByRole('button', { name: 'Accept' }))

    expect(within(update).getByRole('button', { name: 'Reject' })).toBeDisabled()
    answer.open()
    expect(await screen.findByText('Suggestion accepted successfully.')).toBeInTheDocument()
    expect(screen.getByText('Success!')).toBeInTheDocument()
    expect(approved).toEqual([UPDATE.id])
    await waitFor(() => expect(queries.length).toBeGreaterThan(1))
    // The hackathon lists and series counts it changed are stale now, wherever they are cached.
    for (const key of [readHackathonsQueryKey({ query: { limit: 100 } }), readSeriesListQueryKey()]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true)
    }
    // Keyboard focus moves from the removed button to the card's title.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Spring Hack'))
  })

  it('rejects with its own toast', async () => {
    signInAs(makeUser({ role: 1 }))
    suggestionsApi([NEW])
    const rejected: string[] = []
    server.use(
      http.put(api('/suggestions/:id/reject'), ({ params }) => {
        rejected.push(String(params.id))
        return HttpResponse.json({ ...NEW, status: 'rejected' })
      }),
    )
    const { user } = await renderApp('/suggestions')
    await user.click(within(await findCard('New Hackathon')).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Suggestion rejected successfully.')).toBeInTheDocument()
    expect(rejected).toEqual([NEW.id])
  })

  it("shows the server's detail when another editor reviewed it first", async () => {
    signInAs(makeUser({ role: 1 }))
    suggestionsApi([NEW])
    server.use(
      http.put(api('/suggestions/:id/approve'), () =>
        HttpResponse.json({ detail: 'This suggestion has already been reviewed' }, { status: 409 }),
      ),
    )
    const { user } = await renderApp('/suggestions')
    await user.click(within(await findCard('New Hackathon')).getByRole('button', { name: 'Accept' }))
    expect(await screen.findByText('This suggestion has already been reviewed')).toBeInTheDocument()
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument()
  })

  it.each([
    ['Updates', 'update', 'No update suggestions.'],
    ['New Hackathons', 'new', 'No new hackathon suggestions.'],
  ])('filters by %s through the API, with its own empty message', async (label, kind, empty) => {
    signInAs(makeUser({ role: 1 }))
    const queries = suggestionsApi([])
    const { user, router } = await renderApp('/suggestions')
    expect(await screen.findByText('No suggestions found.')).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), label)
    expect(await screen.findByText(empty)).toBeInTheDocument()
    expect(queries.at(-1)?.get('kind')).toBe(kind)
    expect(queries.at(-1)?.get('limit')).toBe('100')
    expect(router.state.location.search).toEqual({ filter: kind })
  })

  it('shows the load error', async () => {
    signInAs(makeUser({ role: 1 }))
    server.use(http.get(api('/suggestions/'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })))
    emptyLists('/series/')
    await renderApp('/suggestions')
    expect(await screen.findByText('Error loading suggestions. Please try again later.')).toBeInTheDocument()
  })

  it('offers more when there are over 100, never stopping silently', async () => {
    signInAs(makeUser({ role: 1 }))
    const all = Array.from({ length: 130 }, (_, i) => makeSuggestion(i + 1, { name: `Proposal ${i + 1}` }))
    pagedList('/suggestions/', all)
    emptyLists('/series/')
    const { user } = await renderApp('/suggestions')
    expect(await screen.findByText('Showing 100 of 130 suggestions')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show more suggestions' }))
    expect(await screen.findByText('Showing 130 of 130 suggestions')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Show more suggestions' })).not.toBeInTheDocument()
  })

  it('disables Cleanup below role 5', async () => {
    signInAs(makeUser({ role: 1 }))
    suggestionsApi([])
    await renderApp('/suggestions')
    expect(await screen.findByRole('button', { name: 'Cleanup' })).toBeDisabled()
  })

  it('lets a moderator clean up after confirming', async () => {
    signInAs(makeUser({ role: 5 }))
    suggestionsApi([makeSuggestion(3, { status: 'approved' })])
    let deleted = 0
    server.use(
      http.delete(api('/suggestions/cleanup'), () => {
        deleted++
        return HttpResponse.json({ message: 'Deleted 1 reviewed suggestions' })
      }),
    )
    const { user } = await renderApp('/suggestions')
    await user.click(await screen.findByRole('button', { name: 'Cleanup' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation Required' })
    expect(deleted).toBe(0)
    await user.click(within(dialog).getByRole('button', { name: 'Clean up' }))
    expect(await screen.findByText('Deleted 1 reviewed suggestions')).toBeInTheDocument()
    expect(deleted).toBe(1)
  })

  it("says when an update's hackathon changed since, and links an accepted new one to its page", async () => {
    signInAs(makeUser({ role: 1 }))
    const changedAt = '2026-11-22T08:00:00.000Z'
    const accepted = makeSuggestion(4, { name: 'Accepted Hack', status: 'approved', hackathon_id: CURRENT.id })
    suggestionsApi([{ ...UPDATE, hackathon_changed_at: changedAt }, accepted])
    await renderApp('/suggestions')
    const update = await findCard('Spring Hack')
    expect(
      within(update).getByText(
        `The hackathon has changed since this suggestion was made (last on ${formatDate(changedAt)}).`,
      ),
    ).toBeInTheDocument()
    const created = await findCard('New Hackathon')
    expect(within(created).getByRole('link', { name: 'Open its public page' })).toHaveAttribute(
      'href',
      `/hackathons/${CURRENT.id}`,
    )
  })

  it('opens the hackathon form prefilled with what the suggestion proposes, to amend and accept it', async () => {
    signInAs(makeUser({ role: 1 }))
    suggestionsApi([UPDATE])
    const { user } = await renderApp('/suggestions')
    const update = await findCard('Spring Hack')
    await user.click(within(update).getByRole('button', { name: 'Amend' }))
    const dialog = await screen.findByRole('dialog', { name: 'Amend suggestion' })
    // The hackathon as the suggestion would leave it: its own name, the suggested location.
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Spring Hack')
    expect(within(dialog).getByLabelText(/^Location/)).toHaveValue('Hamburg')
    expect(within(dialog).getByRole('button', { name: 'Accept with changes' })).toBeEnabled()
  })

  it('is not for role 0, and asks the API nothing', async () => {
    signInAs(makeUser({ role: 0 }))
    const queries = pagedList('/suggestions/', [])
    await renderApp('/suggestions')
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument()
    expect(queries).toHaveLength(0)
  })
})

describe('suggestions imported from a source', () => {
  const SOURCE_ID = '00000000-0000-4000-d000-000000000001'
  const imported = (n: number, name: string) =>
    makeSuggestion(n, {
      name,
      url: `https://${n}.example.com`,
      source: 'import',
      source_id: SOURCE_ID,
      source_name: 'Berlin calendar',
      submitted_by: null,
    })

  it('says which source each came from, and Accept all from this source accepts every pending one, then says what it did', async () => {
    signInAs(makeUser({ role: 1 }))
    const all = [imported(11, 'Jam One'), imported(12, 'Jam Two'), NEW]
    const byStatusAndSource = (s: SuggestionPublic, query: URLSearchParams) =>
      (!query.get('source_id') || s.source_id === query.get('source_id')) &&
      (!query.get('status') || s.status === query.get('status'))
    pagedList('/series/', [makeSeries(1)])
    const queries = pagedList('/suggestions/', all, { filter: byStatusAndSource })
    const approved: unknown[] = []
    server.use(
      http.post(api('/suggestions/approve'), async ({ request }) => {
        const body = (await request.json()) as { ids: string[] }
        approved.push(body)
        // The first is accepted: its card stops being pending, and the result must stay on screen.
        all.splice(0, 1, { ...imported(11, 'Jam One'), status: 'approved' })
        return HttpResponse.json({
          approved: 1,
          failed: [{ id: body.ids[1], detail: 'A hackathon with this URL already exists' }],
        })
      }),
    )
    const { user } = await renderApp('/suggestions')
    await screen.findByText('Showing 3 of 3 suggestions')
    const cards = screen.getAllByRole('article')
    expect(cards.filter((card) => within(card).queryByText('From Berlin calendar'))).toHaveLength(2)
    // A person's suggestion names no source and offers no bulk accept.
    const persons = cards.find((card) => within(card).queryByText(/by ken@example.com/)) as HTMLElement
    expect(within(persons).queryByText(/^From /)).not.toBeInTheDocument()
    expect(within(persons).queryByRole('button', { name: 'Accept all from this source' })).not.toBeInTheDocument()

    await user.click(screen.getAllByRole('button', { name: 'Accept all from this source' })[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: 'Accept all from Berlin calendar' })
    expect(await within(dialog).findByText('1 suggestion accepted.')).toBeInTheDocument()
    expect(within(dialog).getByText('1 could not be accepted:')).toBeInTheDocument()
    expect(within(dialog).getByText('Jam Two: A hackathon with this URL already exists')).toBeInTheDocument()
    expect(approved).toEqual([{ ids: [all[0]?.id, all[1]?.id] }])
    const asked = queries.find((query) => query.get('source_id'))
    expect([asked?.get('source_id'), asked?.get('status')]).toEqual([SOURCE_ID, 'pending'])
  })
})
