import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNewPasswordChecked, field, findField, touch } from './fields'
import { api, HttpResponse, http, server } from './msw'
import { renderApp } from './render'

describe('password recovery page', () => {
  it("shows 'Password Recovery', an Email field and 'Continue'", async () => {
    await renderApp('/recover-password')
    expect(await screen.findByRole('heading', { name: 'Password Recovery', level: 1 })).toBeInTheDocument()
    expect(field(/^Email/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Password Recovery · Hackathons'))
  })

  it('validates the e-mail on blur', async () => {
    const { user } = await renderApp('/recover-password')
    await user.click(await findField(/^Email/))
    await user.tab()
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    await user.type(field(/^Email/), 'nope')
    await user.tab()
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
  })

  it('asks for the e-mail and confirms with a toast', async () => {
    let path = ''
    server.use(
      http.post(api('/password-recovery/:email'), ({ params }) => {
        path = String(params.email)
        return HttpResponse.json({ message: 'Password recovery email sent' })
      }),
    )
    const { user } = await renderApp('/recover-password')
    await user.type(await findField(/^Email/), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Password recovery email sent successfully.')).toBeInTheDocument()
    expect(screen.getByText('Success!')).toBeInTheDocument()
    expect(path).toBe('ada@example.com')
    await waitFor(() => expect(field(/^Email/)).toHaveValue(''))
  })
})

describe('reset password page', () => {
  it("shows 'Reset Password' with New Password and Confirm Password", async () => {
    await renderApp('/reset-password?token=abc')
    expect(await screen.findByRole('heading', { name: 'Reset Password', level: 1 })).toBeInTheDocument()
    expect(field(/^New Password/)).toBeInTheDocument()
    expect(field(/^Confirm Password/)).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Reset Password · Hackathons'))
  })

  it('validates both fields on blur', async () => {
    const { user } = await renderApp('/reset-password?token=abc')
    await touch(user, /^New Password/, /^Confirm Password/)
    expect(await screen.findByText('Password is required')).toBeInTheDocument()
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument()
    await expectNewPasswordChecked(user)
  })

  it('sends the token from the query string, shows a toast and goes to /login', async () => {
    let body: unknown
    server.use(
      http.post(api('/reset-password/'), async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ message: 'Password updated successfully' })
      }),
    )
    const { user, router } = await renderApp('/reset-password?token=the-token')
    await user.type(await findField(/^New Password/), 'a-new-password')
    await user.type(field(/^Confirm Password/), 'a-new-password')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Password updated successfully.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(body).toEqual({ new_password: 'a-new-password', token: 'the-token' })
  })

  it('shows the detail of a refused token', async () => {
    server.use(
      http.post(api('/reset-password/'), () => HttpResponse.json({ detail: 'Invalid token' }, { status: 400 })),
    )
    const { user, router } = await renderApp('/reset-password?token=old')
    await user.type(await findField(/^New Password/), 'a-new-password')
    await user.type(field(/^Confirm Password/), 'a-new-password')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Invalid token')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/reset-password')
  })

  it('says so when the link carries no token', async () => {
    await renderApp('/reset-password')
    expect(await screen.findByText(/This link has no reset token/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled()
  })
})
