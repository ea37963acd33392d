import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EMAIL_VERIFICATION_MESSAGES } from '../../common/accounts'
import { api, HttpResponse, http, makeUser, server, signInAs } from './msw'
import { renderApp } from './render'

describe('Settings while the address is unverified', () => {
  it('shows the banner, mails a new link on "Send the link again", and My alerts asks for nothing', async () => {
    signInAs(makeUser({ email: 'ada@example.com', email_verified: false }))
    let alertsAsked = 0
    let linksSent = 0
    server.use(
      http.get(api('/alerts/'), () => {
        alertsAsked++
        return HttpResponse.json({ detail: EMAIL_VERIFICATION_MESSAGES.verifyFirst }, { status: 403 })
      }),
      http.post(api('/users/me/verify-email'), () => {
        linksSent++
        return HttpResponse.json({ message: EMAIL_VERIFICATION_MESSAGES.linkSent })
      }),
    )
    const { user, router } = await renderApp('/settings?tab=alerts')
    const banner = await screen.findByRole('region', { name: 'Your e-mail address is not verified' })
    expect(banner).toHaveTextContent('ada@example.com')
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.verifyFirst)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Send the link again' }))
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.linkSent)).toBeInTheDocument()
    expect(linksSent).toBe(1)
    expect(alertsAsked).toBe(0)
    expect(router.state.location.pathname).toBe('/settings')
  })

  it('shows no banner once the address is verified', async () => {
    signInAs(makeUser({ email_verified: true }))
    await renderApp('/settings')
    expect(await screen.findByText('ada@example.com', { selector: 'p' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Your e-mail address is not verified' })).not.toBeInTheDocument()
  })
})

describe('/verify-email', () => {
  it('verifies nothing on opening; the button does, once', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(api('/users/verify-email'), async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ message: EMAIL_VERIFICATION_MESSAGES.verified })
      }),
    )
    const { user } = await renderApp('/verify-email?token=abc')
    const button = await screen.findByRole('button', { name: 'Verify e-mail address' })
    expect(bodies).toEqual([])
    await user.click(button)
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.verified)).toBeInTheDocument()
    expect(bodies).toEqual([{ token: 'abc' }])
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login')
  })

  it('says where a used or expired link leads instead of a toast', async () => {
    server.use(
      http.post(api('/users/verify-email'), () => HttpResponse.json({ detail: 'Invalid token' }, { status: 400 })),
    )
    const { user } = await renderApp('/verify-email?token=used')
    await user.click(await screen.findByRole('button', { name: 'Verify e-mail address' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This link cannot be used')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Verify e-mail address' })).not.toBeInTheDocument())
  })

  it('without a token, says to open the link from the e-mail', async () => {
    await renderApp('/verify-email')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has no token')
  })
})
