import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { field, findField, touch, type User } from './fields'
import { api, HttpResponse, http, makeUser, server } from './msw'
import { renderApp } from './render'

/** Fills in the sign-up form for ada@example.com as `name` and sends it. */
async function signUp(user: User, name: string) {
  await user.type(await findField(/^Username/), name)
  await user.type(field(/^Email/), 'ada@example.com')
  await user.type(field(/^Password/), 'a-good-password')
  await user.type(field(/^Confirm Password/), 'a-good-password')
  await user.click(screen.getByRole('button', { name: 'Sign Up' }))
}

describe('signup page', () => {
  it('shows the four fields, the button and a link to log in', async () => {
    await renderApp('/signup')
    expect(await screen.findByRole('heading', { name: 'Sign Up', level: 1 })).toBeInTheDocument()
    for (const label of [/^Username/, /^Email/, /^Password/, /^Confirm Password/]) {
      expect(field(label)).toBeInTheDocument()
    }
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login')
    await waitFor(() => expect(document.title).toBe('Sign Up · Hackathons'))
  })

  it('shows every required message on blur', async () => {
    const { user } = await renderApp('/signup')
    await screen.findByRole('heading', { name: 'Sign Up' })
    await touch(user, /^Username/, /^Email/, /^Password/, /^Confirm Password/)
    expect(await screen.findByText('Username is required')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument()
  })

  it('checks the username length, the e-mail pattern, the password length and the confirmation', async () => {
    const { user } = await renderApp('/signup')
    await user.type(await findField(/^Username/), 'ab')
    await user.type(field(/^Email/), 'ada@')
    await user.type(field(/^Password/), 'short')
    await user.type(field(/^Confirm Password/), 'other')
    await user.tab()
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument()
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument()
  })

  it('re-checks the confirmation when the password changes', async () => {
    const { user } = await renderApp('/signup')
    await user.type(await findField(/^Password/), 'first-password')
    await user.type(field(/^Confirm Password/), 'second-password')
    await user.tab()
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument()
    await user.clear(field(/^Password/))
    await user.type(field(/^Password/), 'second-password')
    await user.tab()
    await waitFor(() => expect(screen.queryByText('The passwords do not match')).not.toBeInTheDocument())
  })

  it('sends email, name and password, then goes to /login', async () => {
    let body: unknown
    server.use(
      http.post(api('/users/signup'), async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(makeUser(), { status: 201 })
      }),
    )
    const { user, router } = await renderApp('/signup')
    await signUp(user, 'Ada Lovelace')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    // The account keeps the language the site spoke.
    expect(body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'a-good-password', locale: 'en' })
  })

  it('says on /login that the account was made and a verification link mailed, the address filled in', async () => {
    server.use(
      http.post(api('/users/signup'), () => HttpResponse.json(makeUser({ email: 'ada@example.com' }), { status: 201 })),
    )
    const { user } = await renderApp('/signup')
    await signUp(user, 'Ada Lovelace')
    expect(await screen.findByRole('heading', { name: 'Log In', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account has been created. We e-mailed a link to ada@example.com to verify your address; you can log in now.',
    )
    expect(field(/^Email/)).toHaveValue('ada@example.com')
  })

  it('says nothing of a new account on /login opened directly', async () => {
    await renderApp('/login')
    expect(await screen.findByRole('heading', { name: 'Log In', level: 1 })).toBeInTheDocument()
    expect(screen.queryByText(/Your account has been created/)).not.toBeInTheDocument()
    expect(field(/^Email/)).toHaveValue('')
  })

  it('shows the detail of a refused sign-up', async () => {
    server.use(
      http.post(api('/users/signup'), () =>
        HttpResponse.json({ detail: 'The user with this email already exists in the system' }, { status: 409 }),
      ),
    )
    const { user, router } = await renderApp('/signup')
    await signUp(user, 'Ada')
    expect(await screen.findByText('The user with this email already exists in the system')).toBeInTheDocument()
    expect(screen.getByText('Conflict')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/signup')
  })
})
