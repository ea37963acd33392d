import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { mapConfigQuery } from '../../src/entities/hackathon/mapQueries'
import { api, emptyLists, HttpResponse, http, makeUser, server, signInAs } from './msw'
import { renderApp } from './render'

// The side menu is display:none below md, and jsdom knows no widths: reach it by its landmark.
const sidebar = () => document.querySelector('nav[aria-label="Main"]') as HTMLElement

async function menuEntries() {
  await waitFor(() => expect(within(sidebar()).getByText(/^(Log Out|Log In)$/)).toBeInTheDocument())
  return within(sidebar())
    .getAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent?.trim())
}

beforeEach(() => {
  // The homepage's lists, answered empty: these tests look only at the menu.
  emptyLists('/hackathons/', '/series/')
})

describe('navigation', () => {
  it('a visitor sees Homepage, Map, Saved and Log In', async () => {
    await renderApp('/')
    await waitFor(async () => expect(await menuEntries()).toEqual(['Homepage', 'Map', 'Saved', 'Log In']))
  })

  it('hides the map when the server has it switched off', async () => {
    server.use(http.get(api('/map/config'), () => HttpResponse.json({ tile_url: null, attribution: '' })))
    const { queryClient } = await renderApp('/')
    // Once the server has answered, the entry stays away (it never shows before the answer either).
    await waitFor(() => expect(queryClient.getQueryState(mapConfigQuery().queryKey)?.status).toBe('success'))
    expect(await menuEntries()).toEqual(['Homepage', 'Saved', 'Log In'])
    expect(screen.queryByRole('link', { name: 'Show on a map' })).not.toBeInTheDocument()
  })

  it.each([
    [0, ['Homepage', 'Map', 'Saved', 'Settings', 'Hackathons', 'Log Out']],
    [1, ['Homepage', 'Map', 'Saved', 'Settings', 'Hackathons', 'Suggestions', 'Series', 'Sources', 'Log Out']],
    [5, ['Homepage', 'Map', 'Saved', 'Settings', 'Hackathons', 'Suggestions', 'Series', 'Sources', 'Users', 'Log Out']],
    [
      10,
      ['Homepage', 'Map', 'Saved', 'Settings', 'Hackathons', 'Suggestions', 'Series', 'Sources', 'Users', 'Log Out'],
    ],
  ])('role %i sees %j', async (role, entries) => {
    signInAs(makeUser({ role }))
    await renderApp('/settings')
    await screen.findByRole('heading', { name: 'User Settings' })
    await waitFor(async () => expect(await menuEntries()).toEqual(entries))
  })

  it('shows a reviewer how many suggestions wait beside Suggestions, and never asks for a user', async () => {
    const asked: string[] = []
    server.use(
      http.get(api('/suggestions/count'), ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json({ count: 3 })
      }),
    )
    signInAs(makeUser({ role: 1 }))
    const view = await renderApp('/settings')
    const entry = await within(sidebar()).findByRole('link', { name: 'Suggestions', hidden: true })
    await waitFor(() => expect(entry).toHaveAccessibleDescription('3 pending'))
    expect(within(entry).getByText('3')).toBeInTheDocument()
    expect(asked).toEqual(['?status=pending'])
    view.unmount()

    asked.length = 0
    signInAs(makeUser({ role: 0 }))
    await renderApp('/settings')
    await screen.findByRole('heading', { name: 'User Settings' })
    await waitFor(async () => expect(await menuEntries()).toContain('Hackathons'))
    expect(asked).toEqual([])
  })

  it('shows no count while nothing waits', async () => {
    signInAs(makeUser({ role: 5 }))
    await renderApp('/settings')
    const entry = await within(sidebar()).findByRole('link', { name: 'Suggestions', hidden: true })
    expect(entry).not.toHaveAttribute('aria-describedby')
    expect(entry).toHaveTextContent(/^Suggestions$/)
  })

  it('marks the active entry and links each entry to its path', async () => {
    signInAs(makeUser({ role: 5 }))
    await renderApp('/settings')
    const settings = await within(sidebar()).findByRole('link', { name: 'Settings', hidden: true })
    expect(settings).toHaveAttribute('aria-current', 'page')
    expect(settings).toHaveAttribute('href', '/settings')
    expect(within(sidebar()).getByRole('link', { name: 'Homepage', hidden: true })).not.toHaveAttribute('aria-current')
    expect(await within(sidebar()).findByRole('link', { name: 'Users', hidden: true })).toHaveAttribute(
      'href',
      '/users',
    )
  })

  it("carries the homepage's filters into the Map entry while the homepage is open, and only then", async () => {
    const view = await renderApp('/?q=berlin&mode=online')
    const map = await within(sidebar()).findByRole('link', { name: 'Map', hidden: true })
    await waitFor(() => expect(map.getAttribute('href')).toMatch(/^\/map\?/))
    const search = new URLSearchParams(map.getAttribute('href')?.split('?')[1])
    expect(Object.fromEntries(search)).toEqual({ q: 'berlin', mode: 'online' })
    view.unmount()
    signInAs(makeUser())
    await renderApp('/settings?tab=password')
    expect(await within(sidebar()).findByRole('link', { name: 'Map', hidden: true })).toHaveAttribute('href', '/map')
  })

  it('gives a visitor a dark mode switch, off by default, stored in this browser as the settings store it', async () => {
    const { user } = await renderApp('/')
    const toggle = await within(sidebar()).findByRole('switch', { name: 'Dark mode', hidden: true })
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(document.documentElement).not.toHaveClass('dark')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    expect(document.documentElement).toHaveClass('dark')
    expect(localStorage.getItem('color-mode')).toBe('dark')

    // The drawer's switch shows the same choice.
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const drawer = await screen.findByRole('dialog')
    const inDrawer = within(drawer).getByRole('switch', { name: 'Dark mode' })
    expect(inDrawer).toHaveAttribute('aria-checked', 'true')
    await user.click(inDrawer)
    expect(localStorage.getItem('color-mode')).toBe('light')
    expect(document.documentElement).toHaveClass('light')
    expect(toggle).toHaveAttribute('aria-checked', 'false')
  })

  it('leaves the switch out for a signed-in user, whose settings have Appearance', async () => {
    signInAs(makeUser())
    await renderApp('/settings')
    await screen.findByRole('heading', { name: 'User Settings' })
    await within(sidebar()).findByRole('button', { name: 'Log Out', hidden: true })
    expect(within(sidebar()).queryByRole('switch', { name: 'Dark mode', hidden: true })).not.toBeInTheDocument()
  })

  it('Log Out removes the token and goes to /login', async () => {
    signInAs(makeUser())
    const { user, router } = await renderApp('/settings')
    await user.click(await within(sidebar()).findByRole('button', { name: 'Log Out', hidden: true }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem('access_token')).toBeNull()
  })

  it("the drawer shows the entries and 'Logged in as: {email}'", async () => {
    signInAs(makeUser({ email: 'grace@example.com' }))
    const { user, router } = await renderApp('/settings')
    await user.click(await screen.findByRole('button', { name: 'Open menu' }))
    const drawer = await screen.findByRole('dialog')
    expect(await within(drawer).findByText('Logged in as: grace@example.com')).toBeInTheDocument()
    expect(within(drawer).getByRole('link', { name: 'Settings' })).toBeInTheDocument()
    await user.click(within(drawer).getByRole('link', { name: 'Hackathons' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // The test ends once the navigation has: a pending one's timer would fire after the page is gone.
    await waitFor(() => expect(router.state.status).toBe('idle'))
    expect(router.state.location.pathname).toBe('/hackathons')
  })
})
