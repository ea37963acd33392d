/** Claims and organisers on a hackathon's page, and "Your hackathons" in Settings. */

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ORGANIZER_MESSAGES } from '../../common/organizers'
import type { HackathonPublic } from '../../src/client/types.gen'
import { makeHackathon, makeSuggestion } from './factories'
import { field } from './fields'
import { api, emptyLists, gate, HttpResponse, http, makeUser, server, signInAs } from './msw'
import { renderApp } from './render'

const ME = makeUser({ role: 0, name: 'Ada Lovelace' })
const HACKATHON = makeHackathon(1, { name: 'Spring Hack', url: 'https://spring.example.com/2027' })
const KEPT = makeHackathon(2, { name: 'Kept Hack', verified_organizer: true })
const CLAIM = {
  token: 'the-token-0123456789',
  meta_tag: '<meta name="hackathons-verification" content="the-token-0123456789">',
  well_known_url: 'https://spring.example.com/.well-known/hackathons-verification.txt',
}

function serve(hackathon: HackathonPublic, organizers: { user_id: string; name: string | null }[] = []) {
  server.use(
    http.get(api(`/hackathons/${hackathon.id}`), () => HttpResponse.json(hackathon)),
    http.get(api(`/hackathons/${hackathon.id}/organizers`), () =>
      HttpResponse.json({ data: organizers, count: organizers.length }),
    ),
  )
}

describe('claiming a hackathon on its page', () => {
  it('shows the token, both ways to place it and Verify; a failed check says what was looked for', async () => {
    signInAs(ME)
    serve(HACKATHON)
    server.use(
      http.post(api(`/hackathons/${HACKATHON.id}/claim`), () => HttpResponse.json(CLAIM)),
      http.post(api(`/hackathons/${HACKATHON.id}/claim/verify`), () =>
        HttpResponse.json({ detail: 'No verification token found. Looked for the tag.' }, { status: 400 }),
      ),
    )
    const user = userEvent.setup()
    await renderApp(`/hackathons/${HACKATHON.id}`)
    await user.click(await screen.findByRole('button', { name: 'I organise this' }))
    const steps = await screen.findByRole('region', { name: 'Prove you run this hackathon' })
    expect(within(steps).getByText(CLAIM.meta_tag)).toBeInTheDocument()
    expect(within(steps).getByText(CLAIM.token)).toBeInTheDocument()
    expect(within(steps).getByText(new RegExp(CLAIM.well_known_url.replaceAll('.', '\\.')))).toBeInTheDocument()
    await user.click(within(steps).getByRole('button', { name: 'Verify' }))
    const alert = await within(steps).findByRole('alert')
    expect(alert).toHaveTextContent('No verification token found. Looked for the tag.')
    // Still signed in, still on the page: the steps stay to be fixed and tried again.
    expect(within(steps).getByRole('button', { name: 'Verify' })).toBeEnabled()
  })

  it('copies the tag and the token with a button each, and says so', async () => {
    signInAs(ME)
    serve(HACKATHON)
    server.use(http.post(api(`/hackathons/${HACKATHON.id}/claim`), () => HttpResponse.json(CLAIM)))
    const user = userEvent.setup()
    await renderApp(`/hackathons/${HACKATHON.id}`)
    await user.click(await screen.findByRole('button', { name: 'I organise this' }))
    const steps = await screen.findByRole('region', { name: 'Prove you run this hackathon' })
    await user.click(within(steps).getByRole('button', { name: 'Copy the token' }))
    expect(await screen.findByText('Copied')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(CLAIM.token)
    await user.click(within(steps).getByRole('button', { name: 'Copy the tag' }))
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(CLAIM.meta_tag))
  })

  it('is offered to a visitor as the way to log in first, which comes back to the page', async () => {
    serve(HACKATHON)
    await renderApp(`/hackathons/${HACKATHON.id}`)
    const claim = await screen.findByRole('link', { name: 'I organise this' })
    expect(claim).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/hackathons/${HACKATHON.id}`)}`)
    expect(screen.getByText(/Log in, then prove it/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'I organise this' })).not.toBeInTheDocument()
  })

  it('is offered to an unverified account as the way to verify first', async () => {
    signInAs(makeUser({ email_verified: false }))
    serve(HACKATHON)
    await renderApp(`/hackathons/${HACKATHON.id}`)
    expect(await screen.findByRole('button', { name: /Suggest an edit/ })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'I organise this' })).toHaveAttribute('href', '/settings')
    expect(screen.getByText(/Verify your e-mail address first/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'I organise this' })).not.toBeInTheDocument()
  })

  it('is not offered to one of its organisers', async () => {
    signInAs(ME)
    serve(KEPT, [{ user_id: ME.id, name: ME.name }])
    await renderApp(`/hackathons/${KEPT.id}`)
    const organizers = await screen.findByRole('region', { name: 'Organisers' })
    await waitFor(() => expect(within(organizers).getByText(/Ada Lovelace/)).toBeInTheDocument())
    expect(screen.queryByRole('button', { name: 'I organise this' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'I organise this' })).not.toBeInTheDocument()
  })
})

describe('a listing its organisers keep', () => {
  it('says so, names its organisers, and offers a role-0 organiser Edit (applied at once), not a suggestion', async () => {
    signInAs(ME)
    serve(KEPT, [
      { user_id: ME.id, name: ME.name },
      { user_id: '00000000-0000-4000-8000-000000000002', name: null },
    ])
    await renderApp(`/hackathons/${KEPT.id}`)
    expect(await screen.findByText('Kept by its organisers')).toBeInTheDocument()
    const organizers = await screen.findByRole('region', { name: 'Organisers' })
    await waitFor(() => expect(within(organizers).getByText(/Ada Lovelace/)).toBeInTheDocument())
    expect(within(organizers).getByText(/An organiser/)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Suggest an edit/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'I organise this' })).not.toBeInTheDocument()
    expect(within(organizers).getByRole('button', { name: 'Remove An organiser' })).toBeInTheDocument()
    expect(within(organizers).getByRole('textbox', { name: /Email/ })).toBeInTheDocument()
  })

  it('invites a co-organiser by e-mail and says an invitation was sent, naming nobody', async () => {
    signInAs(ME)
    serve(KEPT, [{ user_id: ME.id, name: ME.name }])
    const bodies: unknown[] = []
    server.use(
      http.post(api(`/hackathons/${KEPT.id}/organizers`), async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ message: ORGANIZER_MESSAGES.invitationSent }, { status: 202 })
      }),
    )
    const user = userEvent.setup()
    await renderApp(`/hackathons/${KEPT.id}`)
    const organizers = await screen.findByRole('region', { name: 'Organisers' })
    const email = await within(organizers).findByRole('textbox', { name: /Email/ })
    await user.type(email, ' grace@example.com ')
    await user.click(within(organizers).getByRole('button', { name: 'Invite' }))
    const sent = await within(organizers).findByRole('status')
    expect(sent).toHaveTextContent('Invitation sent')
    expect(sent).toHaveTextContent(ORGANIZER_MESSAGES.invitationSent)
    expect(bodies).toEqual([{ email: 'grace@example.com' }])
    expect(email).toHaveValue('')
    // The list is as it was: nobody joins before accepting.
    expect(within(organizers).getAllByRole('listitem')).toHaveLength(1)
  })

  // The form's code loads on the first Edit and is then filled twice: more than the default time on
  // a busy machine.
  it("makes a role-0 organiser's move of the url to another site a suggestion, and says so", async () => {
    signInAs(ME)
    serve(KEPT, [{ user_id: ME.id, name: ME.name }])
    let sent: Record<string, unknown> | undefined
    emptyLists('/series/')
    server.use(
      http.put(api(`/hackathons/${KEPT.id}`), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(makeSuggestion(1, { kind: 'update', url: String(sent.url) }), { status: 202 })
      }),
    )
    const { user } = await renderApp(`/hackathons/${KEPT.id}`)
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    // The form loads when Edit is first used.
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hackathon' })
    const url = field(/^URL/, { within: dialog })
    // Another page of the same site is still the organiser's to save.
    await user.clear(url)
    await user.paste(`${KEPT.url}/schedule`)
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument()
    await user.clear(url)
    await user.paste('https://somewhere-else.example.org/hack')
    expect(
      within(dialog).getByText('An editor reviews what you send before it appears on the site.'),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }))
    expect(await screen.findByText('Thank you! Your suggestion was submitted for review.')).toBeInTheDocument()
    expect(sent).toMatchObject({ url: 'https://somewhere-else.example.org/hack' })
  })

  it('shows too many invitations (429) under the e-mail field', async () => {
    signInAs(ME)
    serve(KEPT, [{ user_id: ME.id, name: ME.name }])
    server.use(
      http.post(api(`/hackathons/${KEPT.id}/organizers`), () =>
        HttpResponse.json({ detail: 'Too many requests, please try again later' }, { status: 429 }),
      ),
    )
    const user = userEvent.setup()
    await renderApp(`/hackathons/${KEPT.id}`)
    const organizers = await screen.findByRole('region', { name: 'Organisers' })
    await user.type(await within(organizers).findByRole('textbox', { name: /Email/ }), 'grace@example.com')
    await user.click(within(organizers).getByRole('button', { name: 'Invite' }))
    expect(await within(organizers).findByText('Too many requests, please try again later')).toBeInTheDocument()
    expect(within(organizers).queryByRole('status')).not.toBeInTheDocument()
  })

  it('offers a visitor neither Edit nor the organisers’ controls', async () => {
    serve(KEPT, [{ user_id: ME.id, name: ME.name }])
    await renderApp(`/hackathons/${KEPT.id}`)
    const organizers = await screen.findByRole('region', { name: 'Organisers' })
    await waitFor(() => expect(within(organizers).getByText(/Ada Lovelace/)).toBeInTheDocument())
    expect(within(organizers).queryByRole('button')).not.toBeInTheDocument()
    expect(within(organizers).queryByRole('textbox')).not.toBeInTheDocument()
  })
})

describe('Your hackathons in Settings', () => {
  it('lists the hackathons one organises, linking to their pages, after a loading state', async () => {
    signInAs(ME)
    const held = gate()
    server.use(
      http.get(api('/users/me/hackathons'), async () => {
        await held.opened
        return HttpResponse.json({ data: [KEPT], count: 1 })
      }),
    )
    await renderApp('/settings?tab=hackathons')
    expect(await screen.findByRole('status', { name: 'Loading your hackathons…' })).toHaveAttribute('aria-busy', 'true')
    held.open()
    expect(await screen.findByRole('link', { name: 'Kept Hack' })).toHaveAttribute('href', `/hackathons/${KEPT.id}`)
  })

  it('says how to become an organiser when there is none', async () => {
    signInAs(ME)
    server.use(http.get(api('/users/me/hackathons'), () => HttpResponse.json({ data: [], count: 0 })))
    await renderApp('/settings?tab=hackathons')
    expect(
      await screen.findByRole('heading', { name: "You don't organise any hackathon here yet" }),
    ).toBeInTheDocument()
  })

  it('never shows a failed load as empty', async () => {
    signInAs(ME)
    server.use(
      http.get(api('/users/me/hackathons'), () => HttpResponse.json({ detail: 'Database down' }, { status: 503 })),
    )
    await renderApp('/settings?tab=hackathons')
    expect(await screen.findByText('Your hackathons could not be loaded.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.queryByText("You don't organise any hackathon here yet")).not.toBeInTheDocument()
  })
})

describe('/organizer-invitation', () => {
  const accepting = (answer: () => Response) => {
    const bodies: unknown[] = []
    server.use(
      http.post(api('/organizer-invitations/accept'), async ({ request }) => {
        bodies.push(await request.json())
        return answer()
      }),
    )
    return bodies
  }

  it("accepts nothing on opening; its button does, then leads to the hackathon's page", async () => {
    signInAs(ME)
    serve(KEPT, [
      { user_id: '00000000-0000-4000-8000-000000000002', name: 'Grace' },
      { user_id: ME.id, name: ME.name },
    ])
    const answer = gate()
    const bodies: unknown[] = []
    server.use(
      http.post(api('/organizer-invitations/accept'), async ({ request }) => {
        bodies.push(await request.json())
        await answer.opened
        return HttpResponse.json({ message: ORGANIZER_MESSAGES.invitationAccepted, hackathon_id: KEPT.id })
      }),
    )
    const { user, router } = await renderApp('/organizer-invitation?token=abc')
    expect(await screen.findByRole('heading', { name: 'Invitation to organise a hackathon', level: 1 })).toBeVisible()
    expect(await screen.findByText(`You are signed in as ${ME.email}.`)).toBeInTheDocument()
    const button = screen.getByRole('button', { name: 'Accept invitation' })
    expect(bodies).toEqual([])
    await user.click(button)
    // While it runs, the button says so and cannot be pressed again.
    await waitFor(() => expect(button).toBeDisabled())
    answer.open()
    await waitFor(() => expect(router.state.location.pathname).toBe(`/hackathons/${KEPT.id}`))
    expect(await screen.findByRole('heading', { name: KEPT.name, level: 1 })).toBeInTheDocument()
    expect(await screen.findByText(ORGANIZER_MESSAGES.invitationAccepted)).toBeInTheDocument()
    expect(bodies).toEqual([{ token: 'abc' }])
  })

  it('says in place when the link is used or expired, and which account an invitation is for', async () => {
    signInAs(ME)
    accepting(() => HttpResponse.json({ detail: ORGANIZER_MESSAGES.invitationInvalid }, { status: 400 }))
    const first = await renderApp('/organizer-invitation?token=used')
    await first.user.click(await screen.findByRole('button', { name: 'Accept invitation' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This invitation cannot be accepted')
    expect(alert).toHaveTextContent('Ask the organiser who invited you for a new invitation.')
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument()
    first.unmount()

    accepting(() => HttpResponse.json({ detail: ORGANIZER_MESSAGES.invitationForAnother }, { status: 409 }))
    const second = await renderApp('/organizer-invitation?token=theirs')
    await second.user.click(await screen.findByRole('button', { name: 'Accept invitation' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ORGANIZER_MESSAGES.invitationForAnother)
    // Still signed in, still here, to log in with the other account.
    expect(second.router.state.location.pathname).toBe('/organizer-invitation')
  })

  it('asks an unverified account to verify its address first, without calling the server', async () => {
    signInAs(makeUser({ ...ME, email_verified: false }))
    const bodies = accepting(() => HttpResponse.json({ detail: 'unexpected' }, { status: 500 }))
    await renderApp('/organizer-invitation?token=abc')
    expect(await screen.findByRole('alert')).toHaveTextContent('Verify your e-mail address first')
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument()
    expect(bodies).toEqual([])
  })

  it('without a token, says to open the link from the e-mail', async () => {
    signInAs(ME)
    await renderApp('/organizer-invitation')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has no token')
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument()
  })

  it('sends a visitor to log in, and back to the invitation with its token', async () => {
    server.use(
      http.post(api('/login/access-token'), () => HttpResponse.json({ access_token: 't', token_type: 'bearer' })),
      http.get(api('/users/me'), () => HttpResponse.json(ME)),
    )
    const { user, router } = await renderApp('/organizer-invitation?token=abc')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/organizer-invitation?token=abc' })
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), ME.email)
    await user.type(screen.getByLabelText(/^Password/), 'a-good-password')
    await user.click(screen.getByRole('button', { name: 'Log In' }))
    await waitFor(() => expect(router.state.location.href).toBe('/organizer-invitation?token=abc'))
    expect(await screen.findByRole('button', { name: 'Accept invitation' })).toBeInTheDocument()
  })
})
