import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PATTERN_MESSAGES, PATTERNS } from '../../common/limits'
import type { HackathonPublic, SuggestionPublic } from '../../src/client/types.gen'
import { FACT_FIELDS } from '../../src/entities/hackathon/fields'
import { fromLocalInput, toLocalInput } from '../../src/lib/dates'
import { makeHackathon, makeSeries, makeSuggestion } from './factories'
import { chooseAction, field, menuItems, openRowMenu, type User } from './fields'
import { api, emptyLists, gate, HttpResponse, http, makeUser, pagedList, server, signInAs, updatesOf } from './msw'
import { renderApp } from './render'

const SERIES = makeSeries(1, { name: 'Global Game Jam', description: null })

/** The hackathon the edit tests change. */
function springHack(overrides: Partial<HackathonPublic> = {}): HackathonPublic {
  return makeHackathon(1, { name: 'Spring Hack', url: 'https://spring.example.com', location: 'Berlin', ...overrides })
}

/** The table's rows, the series select's options and a user's own suggestions; records the series query. */
function listApis(hackathons: HackathonPublic[] = [], mine: SuggestionPublic[] = []) {
  pagedList('/hackathons/', hackathons)
  pagedList('/suggestions/mine', mine)
  return pagedList('/series/', [SERIES])
}

/** Opens the add form from /hackathons with its button, which names the dialog too, for every role. */
async function openAdd(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add Hackathon' }))
  return screen.findByRole('dialog', { name: 'Add Hackathon' })
}

async function fillRequired(user: User, dialog: HTMLElement) {
  await user.type(field(/^Name/, { within: dialog }), 'Autumn Hack')
  await user.type(field(/^URL/, { within: dialog }), 'https://autumn.example.com')
  await user.type(field(/^Start Date/, { within: dialog }), '2027-10-01T09:00')
  await user.type(field(/^End Date/, { within: dialog }), '2027-10-02T18:00')
}

describe('hackathon form', () => {
  it('shows the required messages on submit', async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    for (const message of [
      'Name is required.',
      'Url is required.',
      'Start date is required.',
      'End date is required.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument()
    }
  })

  it('shows the length messages just past each limit, on blur', async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    const paste = async (label: RegExp, text: string) => {
      await user.click(field(label, { within: dialog }))
      await user.paste(text)
    }
    await paste(/^Name/, 'n'.repeat(256))
    await paste(/^URL/, `https://${'u'.repeat(493)}`)
    await paste(/^Description/, 'd'.repeat(1001))
    await paste(/^Location/, 'l'.repeat(256))
    await paste(/^Image/, `https://${'i'.repeat(493)}`)
    await user.tab()
    for (const message of [
      'Name must be less than 255 characters.',
      'URL must be less than 500 characters.',
      'Description must be less than 1000 characters.',
      'Location must be less than 255 characters.',
      'Image URL must be less than 255 characters.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument()
    }
  })

  it('refuses a tab in a name and a control character in a description, in the words the API uses', async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await user.click(field(/^Name/, { within: dialog }))
    await user.paste('Autumn\tHack')
    await user.click(field(/^Description/, { within: dialog }))
    await user.paste('Two days\u007f')
    await user.tab()
    for (const message of [
      `This field ${PATTERN_MESSAGES[PATTERNS.singleLine]}.`,
      `This field ${PATTERN_MESSAGES[PATTERNS.multiLine]}.`,
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument()
    }

    // Line breaks and tabs are what a description may hold.
    await user.clear(field(/^Description/, { within: dialog }))
    await user.paste('Day one:\n\tbuild')
    await user.tab()
    await waitFor(() => expect(within(dialog).queryByText(/other than line breaks/)).not.toBeInTheDocument())
  })

  it('creates a hackathon in a series with POST /hackathons/ and toasts; the series select asks for 100', async () => {
    signInAs(makeUser({ role: 1 }))
    const seriesQueries = listApis()
    let body: Record<string, unknown> | undefined
    server.use(
      http.post(api('/hackathons/'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(springHack(body), { status: 201 })
      }),
    )
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await fillRequired(user, dialog)
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Global Game Jam' })).toBeInTheDocument())
    await user.selectOptions(field(/^Series/, { within: dialog }), SERIES.id)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Hackathon created successfully.')).toBeInTheDocument()
    expect(seriesQueries[0]?.get('limit')).toBe('100')
    expect(body).toEqual({
      name: 'Autumn Hack',
      url: 'https://autumn.example.com',
      description: null,
      image: null,
      start_date: fromLocalInput('2027-10-01T09:00'),
      end_date: fromLocalInput('2027-10-02T18:00'),
      location: null,
      series_id: SERIES.id,
      attendance_mode: null,
      timezone: null,
      // No coordinates: the server places it from its location.
      latitude: null,
      longitude: null,
      // Nor any of the facts the form folds away.
      ...Object.fromEntries(FACT_FIELDS.map((fact) => [fact, null])),
      // It takes place unless said otherwise.
      cancelled: false,
    })
  })

  it('marks a hackathon cancelled with the Cancelled field, in words', async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    let body: Record<string, unknown> | undefined
    server.use(
      http.post(api('/hackathons/'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(springHack(body), { status: 201 })
      }),
    )
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await fillRequired(user, dialog)
    const cancelled = field(/^Cancelled/, { within: dialog })
    expect(
      within(cancelled)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Takes place', 'Cancelled'])
    expect(cancelled).toHaveValue('false')
    await user.selectOptions(cancelled, 'true')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Hackathon created successfully.')).toBeInTheDocument()
    expect(body?.cancelled).toBe(true)
  })

  it('refuses an end before the start', async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await user.type(field(/^Start Date/, { within: dialog }), '2027-10-02T09:00')
    await user.type(field(/^End Date/, { within: dialog }), '2027-10-01T09:00')
    await user.tab()
    expect(await within(dialog).findByText('End date must be on or after the start date.')).toBeInTheDocument()
  })

  it('for a user (role 0) submits the form for review and says so', async () => {
    signInAs(makeUser({ role: 0 }))
    listApis()
    server.use(
      http.post(api('/hackathons/'), () =>
        HttpResponse.json({ id: 'sugg', kind: 'new', status: 'pending' }, { status: 202 }),
      ),
    )
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    expect(dialog).toHaveAccessibleDescription('An editor reviews what you send before it appears on the site.')
    // The form starts with the page's address, from which the rest can be filled.
    expect(within(dialog).getAllByRole('textbox')[0]).toHaveAccessibleName(/^URL/)
    await fillRequired(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }))
    expect(await screen.findByText('Thank you! Your suggestion was submitted for review.')).toBeInTheDocument()
    expect(screen.queryByText('Hackathon created successfully.')).not.toBeInTheDocument()
  })

  it('edits a hackathon with PUT /hackathons/{id}, prefilled, and toasts', async () => {
    signInAs(makeUser({ role: 1 }))
    const hackathon = springHack()
    listApis([hackathon])
    const saved = updatesOf(`/hackathons/${hackathon.id}`, hackathon)
    const { user } = await renderApp('/hackathons')
    await chooseAction(user, 'Spring Hack', 'Edit Hackathon')
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hackathon' })
    expect(field(/^Name/, { within: dialog })).toHaveValue('Spring Hack')
    expect(field(/^Location/, { within: dialog })).toHaveValue('Berlin')
    await user.clear(field(/^Location/, { within: dialog }))
    await user.type(field(/^Location/, { within: dialog }), 'Paris')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Hackathon updated successfully.')).toBeInTheDocument()
    expect(saved.at(-1)).toMatchObject({ name: 'Spring Hack', location: 'Paris', start_date: hackathon.start_date })
  })
})

describe('editing while the table refetches', () => {
  it('keeps what is typed when the table refetches a changed row behind the open dialog', async () => {
    signInAs(makeUser({ role: 1 }))
    let reads = 0
    server.use(
      http.get(api('/hackathons/'), () => {
        reads++
        // Someone else saved it meanwhile: each read brings a new object for the row.
        return HttpResponse.json({ data: [springHack({ updated_at: new Date(reads).toISOString() })], count: 1 })
      }),
    )
    emptyLists('/series/')
    const { user, queryClient } = await renderApp('/hackathons')
    await chooseAction(user, 'Spring Hack', 'Edit Hackathon')
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hackathon' })
    await user.clear(field(/^Location/, { within: dialog }))
    await user.type(field(/^Location/, { within: dialog }), 'Half-typed')
    const before = reads
    await queryClient.invalidateQueries()
    await waitFor(() => expect(reads).toBeGreaterThan(before))
    expect(field(/^Location/, { within: dialog })).toHaveValue('Half-typed')
  })
})

describe('image upload', () => {
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' })

  it('uploads the chosen file and shows the returned URL with a preview', async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    server.use(
      http.post(api('/utils/upload-image/'), () =>
        HttpResponse.json({ image_url: 'http://localhost/api/v1/uploads/abc.png' }),
      ),
    )
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await user.upload(within(dialog).getByLabelText('Image file'), png())
    await waitFor(() =>
      expect(field(/^Image/, { within: dialog })).toHaveValue('http://localhost/api/v1/uploads/abc.png'),
    )
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      'http://localhost/api/v1/uploads/abc.png',
    )
  })

  it("says 'Failed to upload image' when the upload fails without a message, or the server's message", async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    let answer = HttpResponse.json({}, { status: 500 })
    server.use(http.post(api('/utils/upload-image/'), () => answer))
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await user.upload(within(dialog).getByLabelText('Image file'), png())
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to upload image')
    answer = HttpResponse.json({ detail: 'The file is not an image' }, { status: 422 })
    await user.upload(within(dialog).getByLabelText('Image file'), png())
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('The file is not an image'))
  })
})

describe('deleting a hackathon', () => {
  it('is not offered to an editor (role 1)', async () => {
    signInAs(makeUser({ role: 1 }))
    listApis([springHack()])
    const { user } = await renderApp('/hackathons')
    expect(menuItems(await openRowMenu(user, 'Spring Hack'))).toEqual(['Edit Hackathon', 'Check link now'])
  })

  it('asks a moderator for confirmation, deletes and toasts', async () => {
    signInAs(makeUser({ role: 5 }))
    const hackathon = springHack()
    listApis([hackathon])
    let deleted = ''
    server.use(
      http.delete(api('/hackathons/:id'), ({ params }) => {
        deleted = String(params.id)
        return HttpResponse.json({ message: 'Hackathon deleted successfully' })
      }),
    )
    const { user } = await renderApp('/hackathons')
    await chooseAction(user, 'Spring Hack', 'Delete Hackathon')
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('The hackathon was deleted successfully')).toBeInTheDocument()
    expect(deleted).toBe(hackathon.id)
  })

  it("shows 'An error occurred while deleting the hackathon' when the delete fails without a detail", async () => {
    signInAs(makeUser({ role: 5 }))
    listApis([springHack()])
    server.use(http.delete(api('/hackathons/:id'), () => HttpResponse.json({}, { status: 500 })))
    const { user } = await renderApp('/hackathons')
    await chooseAction(user, 'Spring Hack', 'Delete Hackathon')
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('An error occurred while deleting the hackathon')).toBeInTheDocument()
  })
})

describe("a user's own suggestions", () => {
  it('are listed under the table for role 0, with their review state', async () => {
    signInAs(makeUser({ role: 0 }))
    listApis(
      [springHack()],
      [
        makeSuggestion(1, { name: 'Winter Hack', status: 'rejected' }),
        makeSuggestion(2, {
          kind: 'update',
          hackathon_id: springHack().id,
          hackathon: springHack(),
          location: 'Munich',
        }),
      ],
    )
    await renderApp('/hackathons')
    const section = await screen.findByRole('region', { name: 'My Suggestions' })
    const cards = await within(section).findAllByRole('article')
    expect(cards).toHaveLength(2)
    expect(within(cards[0] as HTMLElement).getByText('Rejected')).toBeInTheDocument()
    expect(within(cards[0] as HTMLElement).getByText('Winter Hack')).toBeInTheDocument()
    expect(within(cards[1] as HTMLElement).getByText('Pending')).toBeInTheDocument()
    expect(within(cards[1] as HTMLElement).getByRole('group', { name: 'Location after' })).toHaveTextContent('Munich')
    expect(within(section).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
  })

  it('are not shown to an editor, whose saves change hackathons directly', async () => {
    signInAs(makeUser({ role: 1 }))
    listApis([springHack()])
    await renderApp('/hackathons')
    expect(await screen.findByRole('heading', { name: 'Hackathon Management' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'My Suggestions' })).not.toBeInTheDocument()
  })
})

describe('filling the hackathon form from its page', () => {
  const FOUND = {
    name: 'Page Name',
    description: 'From the page',
    start_date: '2027-05-01T08:00:00.000Z',
    end_date: '2027-05-02T17:00:00.000Z',
    location: 'Online',
    image: 'https://img.example.com/banner.png',
  }

  it('fills only the empty fields, never what was typed, and says which', async () => {
    signInAs(makeUser({ role: 0 }))
    listApis()
    const asked: string[] = []
    const answer = gate()
    server.use(
      http.post(api('/utils/complete-hackathon/'), async ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('url') ?? '')
        await answer.opened
        return HttpResponse.json(FOUND)
      }),
    )
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    const fill = within(dialog).getByRole('button', { name: 'Fill from page' })
    expect(fill).toBeDisabled()

    await user.type(field(/^Name/, { within: dialog }), 'My Own Name')
    await user.type(field(/^URL/, { within: dialog }), 'https://event.example.com/2027')
    await user.click(fill)
    expect(await within(dialog).findByText('Extracting hackathon data...')).toBeInTheDocument()
    answer.open()
    expect(
      await within(dialog).findByText('Filled from the page: Description, Start Date, End Date, Location, Image.'),
    ).toBeInTheDocument()

    expect(asked).toEqual(['https://event.example.com/2027'])
    expect(field(/^Name/, { within: dialog })).toHaveValue('My Own Name')
    expect(field(/^Description/, { within: dialog })).toHaveValue('From the page')
    expect(field(/^Start Date/, { within: dialog })).toHaveValue(toLocalInput(FOUND.start_date))
    expect(field(/^End Date/, { within: dialog })).toHaveValue(toLocalInput(FOUND.end_date))
    expect(field(/^Location/, { within: dialog })).toHaveValue('Online')
    expect(field(/^Image/, { within: dialog })).toHaveValue(FOUND.image)
  })

  it('fills the listing facts the page states and opens their section to show them', async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    server.use(
      http.post(api('/utils/complete-hackathon/'), () =>
        HttpResponse.json({
          ...FOUND,
          themes: ['ai', 'health'],
          free: true,
          eligibility: ['university'],
          languages: ['en', 'es'],
        }),
      ),
    )
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await user.click(field(/^URL/, { within: dialog }))
    await user.paste('https://event.example.com/facts')
    await user.click(within(dialog).getByRole('button', { name: 'Fill from page' }))
    expect(await within(dialog).findByText(/Themes, Free, Who may take part, Languages\.$/)).toBeInTheDocument()
    expect(within(dialog).getByRole('checkbox', { name: 'AI' })).toBeChecked()
    expect(within(dialog).getByRole('checkbox', { name: 'Health' })).toBeChecked()
    expect(within(dialog).getByRole('checkbox', { name: 'Web3' })).not.toBeChecked()
    expect(within(dialog).getByRole('checkbox', { name: 'University students' })).toBeChecked()
    expect(field(/^Free/, { within: dialog })).toHaveValue('true')
    expect(field(/^Languages/, { within: dialog })).toHaveValue('en, es')
  })

  it("shows 'Failed to extract hackathon data' for 3 seconds when the page cannot be read", async () => {
    // Time advances by itself (for user events) and on demand (to pass the 3 seconds).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    try {
      signInAs(makeUser({ role: 1 }))
      listApis()
      server.use(
        http.post(api('/utils/complete-hackathon/'), () =>
          HttpResponse.json({ detail: 'The page could not be fetched' }, { status: 400 }),
        ),
      )
      const { user } = await renderApp('/hackathons')
      const dialog = await openAdd(user)
      await user.type(field(/^URL/, { within: dialog }), 'https://gone.example.com')
      await user.click(within(dialog).getByRole('button', { name: 'Fill from page' }))

      const failure = await within(dialog).findByText('Failed to extract hackathon data')
      expect(field(/^Name/, { within: dialog })).toHaveValue('')
      await act(() => vi.advanceTimersByTimeAsync(2500))
      expect(failure).toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(600))
      expect(failure).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })
})
