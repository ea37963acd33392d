import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { changePassword } from './fields'
import { api, emptyLists, HttpResponse, http, makeUser, server, signInAs } from './msw'
import { renderApp } from './render'

async function changePasswordAnswered(status: number, detail: string) {
  signInAs(makeUser())
  server.use(http.patch(api('/users/me/password'), () => HttpResponse.json({ detail }, { status })))
  const view = await renderApp('/settings')
  await view.user.click(await screen.findByRole('tab', { name: 'Password' }))
  await changePassword(view.user)
  return view
}

describe('session', () => {
  it('a 401 answer removes the token and goes to /login', async () => {
    const { router } = await changePasswordAnswered(401, 'Could not validate credentials')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem('access_token')).toBeNull()
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument()
  })

  it('a 403 answer removes the token and goes to /login', async () => {
    const { router } = await changePasswordAnswered(403, "The user doesn't have enough privileges")
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem('access_token')).toBeNull()
  })

  it('a stored token that the server refuses ends on /login', async () => {
    localStorage.setItem('access_token', 'garbage')
    server.use(
      http.get(api('/users/me'), () =>
        HttpResponse.json({ detail: 'Could not validate credentials' }, { status: 401 }),
      ),
    )
    const { router } = await renderApp('/settings')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem('access_token')).toBeNull()
  })

  it('/login sends a visitor with a stored token to /', async () => {
    signInAs(makeUser())
    emptyLists('/hackathons/', '/series/')
    const { router } = await renderApp('/login')
    expect(router.state.location.pathname).toBe('/')
  })
})
