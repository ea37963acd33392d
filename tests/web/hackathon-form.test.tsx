import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { HackathonPublic } from '../../src/client/types.gen'
import { fromLocalInput } from '../../src/lib/dates'
import { api, HttpResponse, http, makeUser, server, signInAs } from './msw'
import { renderApp } from './render'

const SERIES = { id: '00000000-0000-4000-9000-000000000001', name: 'Global Game Jam' }

function makeHackathon(overrides: Partial<HackathonPublic> = {}): HackathonPublic {
  return {
    id: '00000000-0000-4000-a000-000000000001',
    name: 'Spring Hack',
    description: null,
    url: 'https://spring.example.com',
    image: null,
    start_date: '2027-03-01T09:00:00.000Z',
    end_date: '2027-03-02T18:00:00.000Z',
    location: 'Berlin',
    series_id: null,
    series: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

type User = Awaited<ReturnType<typeof renderApp>>['user']

/** The table's rows and the series select's options; records the series query. */
function listApis(hackathons: HackathonPublic[] = []) {
  const seriesQueries: URLSearchParams[] = []
  server.use(
    http.get(api('/hackathons/'), () => HttpResponse.json({ data: hackathons, count: hackathons.length })),
    http.get(api('/series/'), ({ request }) => {
      seriesQueries.push(new URL(request.url).searchParams)
      return HttpResponse.json({
        data: [{ ...SERIES, description: null, hackathon_count: 0, created_at: '', updated_at: '' }],
        count: 1,
      })
    }),
  )
  return seriesQueries
}

const field = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input:not([type=file]), textarea, select' })

async function openAdd(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add Hackathon' }))
  return screen.findByRole('dialog', { name: 'Add Hackathon' })
}

async function fillRequired(user: User, dialog: HTMLElement) {
  await user.type(field(dialog, /^Name/), 'Autumn Hack')
  await user.type(field(dialog, /^URL/), 'https://autumn.example.com')
  await user.type(field(dialog, /^Start Date/), '2027-10-01T09:00')
  await user.type(field(dialog, /^End Date/), '2027-10-02T18:00')
}

/** Picks a row action with the keyboard (see series-management.test.tsx for why). */
async function chooseAction(user: User, row: string, label: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${row}` }))
  const menu = await screen.findByRole('menu')
  const item = within(menu).getByRole('menuitem', { name: label })
  for (let i = 0; i < 5 && !item.hasAttribute('data-highlighted'); i++) await user.keyboard('{ArrowDown}')
  await user.keyboard('{Enter}')
}

describe('hackathon form', () => {
  it('shows the required messages of SPEC §5 on submit', async () => {
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
      await user.click(field(dialog, label))
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

  it('creates a hackathon in a series with POST /hackathons/ and toasts; the series select asks for 100', async () => {
    signInAs(makeUser({ role: 1 }))
    const seriesQueries = listApis()
    let body: Record<string, unknown> | undefined
    server.use(
      http.post(api('/hackathons/'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(makeHackathon(body), { status: 201 })
      }),
    )
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await fillRequired(user, dialog)
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Global Game Jam' })).toBeInTheDocument())
    await user.selectOptions(field(dialog, /^Series/), SERIES.id)
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
    })
  })

  it('refuses an end before the start', async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await user.type(field(dialog, /^Start Date/), '2027-10-02T09:00')
    await user.type(field(dialog, /^End Date/), '2027-10-01T09:00')
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
    expect(within(dialog).getByText('Your changes will be submitted for review by an editor.')).toBeInTheDocument()
    await fillRequired(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }))
    expect(await screen.findByText('Thank you! Your suggestion was submitted for review.')).toBeInTheDocument()
    expect(screen.queryByText('Hackathon created successfully.')).not.toBeInTheDocument()
  })

  it('edits a hackathon with PUT /hackathons/{id}, prefilled, and toasts', async () => {
    signInAs(makeUser({ role: 1 }))
    const hackathon = makeHackathon()
    listApis([hackathon])
    let body: Record<string, unknown> | undefined
    server.use(
      http.put(api(`/hackathons/${hackathon.id}`), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({ ...hackathon, ...body })
      }),
    )
    const { user } = await renderApp('/hackathons')
    await chooseAction(user, 'Spring Hack', 'Edit Hackathon')
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hackathon' })
    expect(field(dialog, /^Name/)).toHaveValue('Spring Hack')
    expect(field(dialog, /^Location/)).toHaveValue('Berlin')
    await user.clear(field(dialog, /^Location/))
    await user.type(field(dialog, /^Location/), 'Paris')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Hackathon updated successfully.')).toBeInTheDocument()
    expect(body).toMatchObject({ name: 'Spring Hack', location: 'Paris', start_date: hackathon.start_date })
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
        return HttpResponse.json({ data: [makeHackathon({ updated_at: new Date(reads).toISOString() })], count: 1 })
      }),
      http.get(api('/series/'), () => HttpResponse.json({ data: [], count: 0 })),
    )
    const { user, queryClient } = await renderApp('/hackathons')
    await chooseAction(user, 'Spring Hack', 'Edit Hackathon')
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hackathon' })
    await user.clear(field(dialog, /^Location/))
    await user.type(field(dialog, /^Location/), 'Half-typed')
    const before = reads
    await queryClient.invalidateQueries()
    await waitFor(() => expect(reads).toBeGreaterThan(before))
    expect(field(dialog, /^Location/)).toHaveValue('Half-typed')
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
    await waitFor(() => expect(field(dialog, /^Image/)).toHaveValue('http://localhost/api/v1/uploads/abc.png'))
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
    listApis([makeHackathon()])
    const { user } = await renderApp('/hackathons')
    await user.click(await screen.findByRole('button', { name: 'Actions for Spring Hack' }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit Hackathon'])
  })

  it('asks a moderator for confirmation, deletes and toasts', async () => {
    signInAs(makeUser({ role: 5 }))
    const hackathon = makeHackathon()
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
    listApis([makeHackathon()])
    server.use(http.delete(api('/hackathons/:id'), () => HttpResponse.json({}, { status: 500 })))
    const { user } = await renderApp('/hackathons')
    await chooseAction(user, 'Spring Hack', 'Delete Hackathon')
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('An error occurred while deleting the hackathon')).toBeInTheDocument()
  })
})
