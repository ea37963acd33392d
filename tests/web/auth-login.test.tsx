import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { field, findField, type User } from './fields'
import { api, emptyLists, gate, HttpResponse, http, makeUser, server, signInAs } from './msw'
import { renderApp } from './render'

/** Fills in the log-in form and sends it. */
async function logIn(user: User, password = 'a-good-password') {
  await user.type(await findField(/^Email/), 'ada@example.com')
  await user.type(field(/^Password/), password)
  await user.click(screen.getByRole('button', { name: 'Log In' }))
}

describe('login page', () => {
  it('shows the fields, links and the page title', async () => {
    await renderApp('/login')
    expect(await screen.findByRole('heading', { name: 'Log In', level: 1 })).toBeInTheDocument()
    expect(field(/^Email/)).toBeInTheDocument()
    expect(field(/^Password/)).toHaveAttribute('type', 'password')
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/recover-password')
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup')
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Log In · Hackathons'))
  })

  it('validates on blur: required e-mail and password', async () => {
    const { user } = await renderApp('/login')
    await user.click(await findField(/^Email/))
    await user.tab()
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    await user.click(field(/^Password/))
    await user.tab()
    expect(await screen.findByText('Password is required')).toBeInTheDocument()
  })

  it('validates on blur: the e-mail pattern and the password length', async () => {
    const { user } = await renderApp('/login')
    await user.type(await findField(/^Email/), 'not-an-email')
    await user.type(field(/^Password/), 'short')
    await user.tab()
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument()
  })

  it('names each field by its label, without the required asterisk, and marks it required', async () => {
    await renderApp('/login')
    const email = await screen.findByRole('textbox', { name: 'Email' })
    expect(email).toBe(field(/^Email/))
    expect(email).toBeRequired()
    expect(email).toHaveAttribute('type', 'email')
    expect(field(/^Password/)).toHaveAccessibleName('Password')
    expect(field(/^Password/)).toBeRequired()
  })

  it('points an invalid field at its message, announced as it appears, until it is corrected', async () => {
    const { user } = await renderApp('/login')
    const email = await findField(/^Email/)
    expect(email).not.toHaveAttribute('aria-invalid')
    await user.type(email, 'not-an-email')
    await user.tab()
    const message = await screen.findByText('Invalid email address')
    expect(message).toHaveAttribute('aria-live', 'polite')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Invalid email address')
    expect(email).toHaveAccessibleErrorMessage('Invalid email address')
    await user.clear(email)
    await user.type(email, 'ada@example.com')
    await user.tab()
    await waitFor(() => expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument())
    expect(email).not.toHaveAttribute('aria-invalid')
    expect(email).not.toHaveAccessibleDescription()
  })

  it('sends the focus to the first field to correct when the form is sent', async () => {
    const { user } = await renderApp('/login')
    await findField(/^Email/)
    await user.click(screen.getByRole('button', { name: 'Log In' }))
    await waitFor(() => expect(field(/^Email/)).toHaveFocus())
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    await user.type(field(/^Email/), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Log In' }))
    await waitFor(() => expect(field(/^Password/)).toHaveFocus())
  })

  it('toggles the password visibility', async () => {
    const { user } = await renderApp('/login')
    const password = await findField(/^Password/)
    const show = screen.getByRole('button', { name: 'Show password' })
    expect(show).toHaveAttribute('aria-pressed', 'false')
    await user.click(show)
    expect(password).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('stores the token and goes home after a log-in, sending the e-mail as username once', async () => {
    const bodies: string[] = []
    // The answer waits until the second submit was tried, however slow the machine.
    const answer = gate()
    server.use(
      http.post(api('/login/access-token'), async ({ request }) => {
        bodies.push(await request.text())
        await answer.opened
        return HttpResponse.json({ access_token: 'fresh-token', token_type: 'bearer' })
      }),
      http.get(api('/users/me'), () => HttpResponse.json(makeUser())),
    )
    emptyLists('/hackathons/', '/series/')
    const { user, router } = await renderApp('/login')
    await user.type(await findField(/^Email/), 'ada@example.com')
    await user.type(field(/^Password/), 'a-good-password')
    const button = screen.getByRole('button', { name: 'Log In' })
    await user.click(button)
    // While the first runs the button is disabled, and another submit (Enter) sends nothing.
    await waitFor(() => expect(button).toBeDisabled())
    // The second submit's validation and handler run on promises only: act returns once React has
    // settled all of it, so the handler has seen the pending log-in before the first call is answered.
    await act(async () => {
      fireEvent.submit(button.closest('form') as HTMLFormElement)
    })
    answer.open()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(localStorage.getItem('access_token')).toBe('fresh-token')
    expect(bodies).toHaveLength(1)
    const sent = new URLSearchParams(bodies[0])
    expect(sent.get('username')).toBe('ada@example.com')
    expect(sent.get('password')).toBe('a-good-password')
  })

  it('goes back to the page first asked for', async () => {
    server.use(
      http.post(api('/login/access-token'), () => HttpResponse.json({ access_token: 't', token_type: 'bearer' })),
      http.get(api('/users/me'), () => HttpResponse.json(makeUser())),
    )
    const { user, router } = await renderApp('/settings')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/settings' })
    await logIn(user)
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'))
  })

  it('ignores a redirect to another site', async () => {
    server.use(
      http.post(api('/login/access-token'), () => HttpResponse.json({ access_token: 't', token_type: 'bearer' })),
      http.get(api('/users/me'), () => HttpResponse.json(makeUser())),
    )
    emptyLists('/hackathons/', '/series/')
    const { user, router } = await renderApp('/login?redirect=%2F%2Fevil.example.com')
    await logIn(user)
    await waitFor(() => expect(router.state.location.href).toBe('/'))
  })

  it("shows the server's detail when the log-in fails and keeps no token", async () => {
    server.use(
      http.post(api('/login/access-token'), () =>
        HttpResponse.json({ detail: 'Incorrect email or password' }, { status: 400 }),
      ),
    )
    const { user, router } = await renderApp('/login')
    await logIn(user, 'a-wrong-password')
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument()
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(localStorage.getItem('access_token')).toBeNull()
  })

  it('paints its first screen before the design system has loaded', async () => {
    // A fresh app, whose design system nothing has loaded yet, rendered as a production build renders
    // it: a Chakra component on the screen would hold the screen back until the system had loaded.
    vi.resetModules()
    const { designSystemLoaded, designSystemOnFirstUse } = await import('../../src/design-system')
    const { createAppRouter, createQueryClient } = await import('../../src/router')
    const { ChakraProvider } = await import('@chakra-ui/react')
    const { QueryClientProvider } = await import('@tanstack/react-query')
    const { createMemoryHistory, RouterProvider } = await import('@tanstack/react-router')
    const queryClient = createQueryClient()
    const router = createAppRouter(queryClient)
    router.update({ ...router.options, history: createMemoryHistory({ initialEntries: ['/login'] }) })
    await router.load()
    render(
      <ChakraProvider value={designSystemOnFirstUse()}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ChakraProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Log In', level: 1 })).toBeInTheDocument()
    expect(field(/^Email/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument()
    expect(designSystemLoaded()).toBe(false)
  })

  it('sends a signed-in visitor home', async () => {
    signInAs()
    emptyLists('/hackathons/', '/series/')
    for (const path of ['/login', '/signup', '/recover-password', '/reset-password?token=x']) {
      const { router, unmount } = await renderApp(path)
      expect(router.state.location.pathname).toBe('/')
      unmount()
    }
  })
})
