/** Suggest a hackathon: from the homepage, through sign-up and log-in for a visitor, back to the open form. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeSuggestion } from './factories'
import { field, findField } from './fields'
import { api, emptyLists, HttpResponse, http, makeUser, pagedList, server, signInAs } from './msw'
import { renderApp } from './render'

/** The homepage's lists, empty, and the series the form offers. */
function homepageApis() {
  emptyLists('/hackathons/', '/series/')
}

const suggestButton = () => screen.findByRole('button', { name: 'Suggest a hackathon' })

describe('Suggest a hackathon', () => {
  it('takes a visitor to sign up, on to log in, and back to the open form', async () => {
    homepageApis()
    let signedUp: unknown
    server.use(
      http.post(api('/users/signup'), async ({ request }) => {
        signedUp = await request.json()
        return HttpResponse.json(makeUser(), { status: 201 })
      }),
      http.post(api('/login/access-token'), () => HttpResponse.json({ access_token: 'fresh', token_type: 'bearer' })),
      http.get(api('/users/me'), () => HttpResponse.json(makeUser({ role: 0 }))),
    )
    const { user, router } = await renderApp('/')
    const link = await screen.findByRole('link', { name: 'Suggest a hackathon' })
    await user.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'))
    expect(router.state.location.search).toEqual({ redirect: '/?suggest=1' })
    // The log-in link of the sign-up page keeps where to go afterwards.
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/?suggest=1')}`,
    )

    await user.type(await findField(/^Username/), 'Ada Lovelace')
    await user.type(field(/^Email/), 'ada@example.com')
    await user.type(field(/^Password/), 'a-good-password')
    await user.type(field(/^Confirm Password/), 'a-good-password')
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(signedUp).toMatchObject({ email: 'ada@example.com' })
    expect(router.state.location.search).toEqual({ redirect: '/?suggest=1' })

    await screen.findByRole('heading', { name: 'Log In', level: 1 })
    // The log-in form holds the address just signed up with: only the password is left to type.
    expect(await findField(/^Email/)).toHaveValue('ada@example.com')
    await user.type(field(/^Password/), 'a-good-password')
    await user.click(screen.getByRole('button', { name: 'Log In' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByLabelText(/^URL/)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Submit for review' })).toBeInTheDocument()
    // Opened once: the request leaves the address, so a reload or Back does not open it again.
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(router.state.location.pathname).toBe('/')
  })

  it('keeps the way back when the visitor goes from sign-up to log in', async () => {
    const { user, router } = await renderApp('/signup?redirect=%2F%3Fsuggest%3D1')
    await user.click(await screen.findByRole('link', { name: 'Log In' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/?suggest=1' })
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      `/signup?redirect=${encodeURIComponent('/?suggest=1')}`,
    )
  })

  it('sends a visitor who opens the suggest link to sign up first', async () => {
    homepageApis()
    const { router } = await renderApp('/?suggest=1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'))
    expect(router.state.location.search).toEqual({ redirect: '/?suggest=1' })
  })

  it('opens the form at once for a signed-in user, whose hackathon becomes a suggestion', async () => {
    signInAs(makeUser({ role: 0 }))
    homepageApis()
    let posted: Record<string, unknown> | undefined
    server.use(
      http.post(api('/hackathons/'), async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(makeSuggestion(1, { name: String(posted.name) }), { status: 202 })
      }),
    )
    const { user } = await renderApp('/')
    await user.click(await suggestButton())
    const dialog = await screen.findByRole('dialog')
    await user.type(field(/^URL/, { within: dialog }), 'https://autumn.example.com')
    await user.type(field(/^Name/, { within: dialog }), 'Autumn Hack')
    await user.type(field(/^Start Date/, { within: dialog }), '2027-10-01T09:00')
    await user.type(field(/^End Date/, { within: dialog }), '2027-10-02T18:00')
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }))
    expect(await screen.findByText('Thank you! Your suggestion was submitted for review.')).toBeInTheDocument()
    expect(posted).toMatchObject({ name: 'Autumn Hack', url: 'https://autumn.example.com' })
  })

  it('is offered to an editor too, whose hackathon is added at once', async () => {
    signInAs(makeUser({ role: 1 }))
    homepageApis()
    const { user } = await renderApp('/')
    await user.click(await suggestButton())
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument()
  })
})

describe('My Suggestions', () => {
  it('shows each status, and when the review was done or that it is awaited', async () => {
    signInAs(makeUser({ role: 0 }))
    emptyLists('/hackathons/', '/series/')
    pagedList('/suggestions/mine', [
      makeSuggestion(1, { name: 'Waiting Hack' }),
      makeSuggestion(2, { name: 'Accepted Hack', status: 'approved', reviewed_at: '2026-11-25T10:00:00.000Z' }),
      makeSuggestion(3, { name: 'Refused Hack', status: 'rejected', reviewed_at: '2026-11-26T10:00:00.000Z' }),
    ])
    await renderApp('/hackathons')
    const section = await screen.findByRole('region', { name: 'My Suggestions' })
    const [waiting, accepted, refused] = (await within(section).findAllByRole('article')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ]
    expect(within(waiting).getByText('Pending')).toBeInTheDocument()
    expect(within(waiting).getByText('Awaiting review')).toBeInTheDocument()
    const day = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso))
    expect(within(accepted).getByText('Approved')).toBeInTheDocument()
    expect(within(accepted).getByText(`Reviewed on ${day('2026-11-25T10:00:00.000Z')}`)).toBeInTheDocument()
    expect(within(refused).getByText('Rejected')).toBeInTheDocument()
    expect(within(refused).getByText(`Reviewed on ${day('2026-11-26T10:00:00.000Z')}`)).toBeInTheDocument()
    expect(within(accepted).queryByText('Awaiting review')).not.toBeInTheDocument()
  })
})
