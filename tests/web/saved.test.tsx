import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { HackathonPublic } from '../../src/client/types.gen'
import { LOCAL_SAVES_KEY } from '../../src/entities/saved/state'
import { makeHackathon } from './factories'
import { field } from './fields'
import { api, gate, HttpResponse, http, makeUser, pagedList, server, signInAs } from './msw'
import { renderApp } from './render'

const DAY = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()
/** A hackathon starting `days` from now (negative: in the past), lasting a day. */
const hackathonIn = (n: number, days: number, overrides: Partial<HackathonPublic> = {}) =>
  makeHackathon(n, { start_date: inDays(days), end_date: inDays(days + 1), ...overrides })

const storedSaves = () => JSON.parse(localStorage.getItem(LOCAL_SAVES_KEY) ?? '[]') as string[]
/** A card's or the page's Save button once usable (a card's loads its saving code after the card). */
async function saveButton(name: string): Promise<HTMLElement> {
  let button: HTMLElement | undefined
  await waitFor(() => {
    button = screen.getByRole('button', { name: `Save ${name}` })
    expect(button).not.toHaveAttribute('aria-disabled')
  })
  return button as HTMLElement
}

/** The homepage listing `rows` as upcoming (and nothing past). */
function homepageListing(rows: HackathonPublic[]) {
  pagedList('/hackathons/', rows, { filter: (_row, query) => query.get('status') !== 'past' })
  pagedList('/series/', [])
}

/** Answers GET /hackathons/{id} from `rows`, 404 for any other id. */
function hackathonPages(rows: HackathonPublic[]) {
  server.use(
    http.get(api('/hackathons/:id'), ({ params }) => {
      const row = rows.find((hackathon) => hackathon.id === params.id)
      return row ? HttpResponse.json(row) : HttpResponse.json({ detail: 'Hackathon not found' }, { status: 404 })
    }),
  )
}

/** The account's saves on a mocked server: PUT and DELETE change `saved`, GET lists it. */
function accountSaves(rows: HackathonPublic[], saved: string[] = []) {
  const calls: string[] = []
  server.use(
    http.get(api('/users/me/saved'), () => {
      const data = rows.filter((row) => saved.includes(row.id))
      return HttpResponse.json({ data, count: data.length })
    }),
    http.put(api('/users/me/saved/:id'), ({ params }) => {
      calls.push(`PUT ${params.id}`)
      if (!rows.some((row) => row.id === params.id)) {
        return HttpResponse.json({ detail: 'Hackathon not found' }, { status: 404 })
      }
      if (!saved.includes(String(params.id))) saved.push(String(params.id))
      return new HttpResponse(null, { status: 204 })
    }),
    http.delete(api('/users/me/saved/:id'), ({ params }) => {
      calls.push(`DELETE ${params.id}`)
      saved.splice(saved.indexOf(String(params.id)), 1)
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return calls
}

describe('the Save toggle', () => {
  it('a visitor saves a hackathon of the homepage in this browser, and unsaves it', async () => {
    const hackathon = hackathonIn(1, 5, { name: 'Spring Hack' })
    homepageListing([hackathon, hackathonIn(2, 6, { name: 'Autumn Hack' })])
    const { user } = await renderApp('/')
    const button = await saveButton('Spring Hack')
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(await saveButton('Autumn Hack')).toHaveAttribute('aria-pressed', 'false')

    expect(button).toHaveTextContent(/^Save$/)

    await user.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(button).toHaveTextContent(/^Saved$/)
    expect(storedSaves()).toEqual([hackathon.id])
    expect(await saveButton('Autumn Hack')).toHaveAttribute('aria-pressed', 'false')

    await user.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(button).toHaveTextContent(/^Save$/)
    expect(storedSaves()).toEqual([])
  })

  it("a signed-in user saves on the hackathon's page into the account", async () => {
    signInAs()
    const hackathon = hackathonIn(1, 5, { name: 'Spring Hack' })
    hackathonPages([hackathon])
    const calls = accountSaves([hackathon])
    const { user } = await renderApp(`/hackathons/${hackathon.id}`)
    const button = await saveButton('Spring Hack')
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'))

    await user.click(button)
    await waitFor(() => expect(calls).toEqual([`PUT ${hackathon.id}`]))
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(button).toHaveTextContent(/^Saved$/)
    expect(storedSaves(), 'nothing is kept in the browser for an account').toEqual([])

    await user.click(button)
    await waitFor(() => expect(calls).toEqual([`PUT ${hackathon.id}`, `DELETE ${hackathon.id}`]))
    expect(button).toHaveAttribute('aria-pressed', 'false')
  })

  it('shows the saved state at once, and puts it back with an error when the server refuses', async () => {
    signInAs()
    const hackathon = hackathonIn(1, 5, { name: 'Spring Hack' })
    hackathonPages([hackathon])
    const answer = gate()
    server.use(
      http.get(api('/users/me/saved'), () => HttpResponse.json({ data: [], count: 0 })),
      http.put(api('/users/me/saved/:id'), async () => {
        await answer.opened
        return HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 })
      }),
    )
    const { user } = await renderApp(`/hackathons/${hackathon.id}`)
    const button = await saveButton('Spring Hack')
    await user.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    answer.open()
    expect(await screen.findByText(/Database unavailable/)).toBeInTheDocument()
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'))
  })
})

describe('/saved', () => {
  it("lists a visitor's saves from this browser, upcoming first, leaving out one deleted since", async () => {
    const past = hackathonIn(1, -10, { name: 'Past Hack' })
    const later = hackathonIn(2, 20, { name: 'Later Hack' })
    const soon = hackathonIn(3, 2, { name: 'Soon Hack' })
    const gone = hackathonIn(4, 3, { name: 'Gone Hack' })
    hackathonPages([past, later, soon])
    localStorage.setItem(LOCAL_SAVES_KEY, JSON.stringify([past.id, gone.id, later.id, soon.id]))
    await renderApp('/saved')
    expect(await screen.findByRole('heading', { name: 'Saved hackathons', level: 1 })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Saved hackathons' })
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(names).toEqual(['Soon Hack', 'Later Hack', 'Past Hack'])
    expect(screen.getByText(/Log in to keep them in your account/)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Your calendar' })).not.toBeInTheDocument()
  })

  it('says what to do when nothing is saved', async () => {
    await renderApp('/saved')
    expect(await screen.findByRole('heading', { name: "You haven't saved any hackathons yet" })).toBeInTheDocument()
  })

  it("shows a signed-in user's saves in the server's order, and unsaving removes one", async () => {
    signInAs()
    const rows = [hackathonIn(1, 2, { name: 'Soon Hack' }), hackathonIn(2, -5, { name: 'Past Hack' })]
    accountSaves(rows, [rows[0]?.id ?? '', rows[1]?.id ?? ''])
    server.use(http.get(api('/users/me/saved/calendar'), () => HttpResponse.json({ url: 'https://x.example/a.ics' })))
    const { user } = await renderApp('/saved')
    const list = await screen.findByRole('list', { name: 'Saved hackathons' })
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Soon Hack', 'Past Hack']),
    )
    await user.click(await saveButton('Past Hack'))
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Soon Hack']),
    )
  })

  it('shows a load error with Retry when the account list fails', async () => {
    signInAs()
    server.use(
      http.get(api('/users/me/saved'), () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 })),
      http.get(api('/users/me/saved/calendar'), () => HttpResponse.json({ url: 'https://x.example/a.ics' })),
    )
    await renderApp('/saved')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Saved hackathons could not be loaded')
    expect(alert).toHaveTextContent('Database unavailable')
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('gives the private calendar address to copy, and a new one only after confirming', async () => {
    signInAs()
    accountSaves([])
    let url = 'http://localhost:8000/api/v1/calendars/saved/first-token.ics'
    let rotations = 0
    server.use(
      http.get(api('/users/me/saved/calendar'), () => HttpResponse.json({ url })),
      http.post(api('/users/me/saved/calendar/rotate'), () => {
        rotations++
        url = 'http://localhost:8000/api/v1/calendars/saved/second-token.ics'
        return HttpResponse.json({ url })
      }),
    )
    const { user } = await renderApp('/saved')
    const calendar = await screen.findByRole('region', { name: 'Your calendar' })
    await waitFor(() =>
      expect(field(/^Private calendar address/)).toHaveValue(
        'http://localhost:8000/api/v1/calendars/saved/first-token.ics',
      ),
    )
    await user.click(within(calendar).getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe('http://localhost:8000/api/v1/calendars/saved/first-token.ics')

    await user.click(within(calendar).getByRole('button', { name: 'New address' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('The current address stops working at once')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(rotations).toBe(0)

    await user.click(within(calendar).getByRole('button', { name: 'New address' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make a new address' }))
    await waitFor(() =>
      expect(field(/^Private calendar address/)).toHaveValue(
        'http://localhost:8000/api/v1/calendars/saved/second-token.ics',
      ),
    )
    expect(rotations).toBe(1)
    expect(await screen.findByText('Your calendar has a new address.')).toBeInTheDocument()
  })
})

describe('logging in', () => {
  it("moves the browser's saves into the account and clears them here; a deleted one is dropped", async () => {
    const kept = hackathonIn(1, 4, { name: 'Kept Hack' })
    const deleted = hackathonIn(2, 5, { name: 'Deleted Hack' })
    localStorage.setItem(LOCAL_SAVES_KEY, JSON.stringify([kept.id, deleted.id]))
    const calls = accountSaves([kept])
    server.use(
      http.post(api('/login/access-token'), () => HttpResponse.json({ access_token: 'token', token_type: 'bearer' })),
      http.get(api('/users/me'), () => HttpResponse.json(makeUser())),
      http.get(api('/users/me/saved/calendar'), () => HttpResponse.json({ url: 'https://x.example/a.ics' })),
    )
    const { user } = await renderApp('/login?redirect=/saved')
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com')
    await user.type(screen.getByLabelText(/^Password/), 'a-good-password')
    await user.click(screen.getByRole('button', { name: 'Log In' }))

    const list = await screen.findByRole('list', { name: 'Saved hackathons' })
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Kept Hack'])
    expect(calls.sort()).toEqual([`PUT ${deleted.id}`, `PUT ${kept.id}`].sort())
    expect(localStorage.getItem(LOCAL_SAVES_KEY)).toBeNull()
  })
})
