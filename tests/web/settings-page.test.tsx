import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { makeHackathon } from './factories'
import { answerConfirmation, changePassword, expectNewPasswordChecked, field, touch, type User } from './fields'
import { api, gate, HttpResponse, http, makeUser, server, signInAs } from './msw'
import { renderApp } from './render'

async function openTab(user: User, name: string) {
  await user.click(await screen.findByRole('tab', { name }))
}

describe('settings tabs', () => {
  it("shows My profile, Password, Appearance, My alerts and Danger zone to a user, then API tokens and Webhooks after the specification's tabs", async () => {
    signInAs(makeUser({ role: 0 }))
    await renderApp('/settings')
    expect(await screen.findByRole('heading', { name: 'User Settings', level: 1 })).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(7))
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My profile',
      'Password',
      'Appearance',
      'My alerts',
      'Danger zone',
      'API tokens',
      'Webhooks',
    ])
    await waitFor(() => expect(document.title).toBe('User Settings · Hackathons'))
  })

  it('adds Your hackathons, before the Danger zone, for an account that organises one', async () => {
    signInAs(makeUser({ role: 0 }))
    server.use(
      http.get(api('/users/me/hackathons'), () =>
        HttpResponse.json({ data: [makeHackathon(1, { name: 'Kept Hack' })], count: 1 }),
      ),
    )
    await renderApp('/settings')
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(8))
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My profile',
      'Password',
      'Appearance',
      'My alerts',
      'Your hackathons',
      'Danger zone',
      'API tokens',
      'Webhooks',
    ])
  })

  it('hides the Danger zone from an admin (role 10)', async () => {
    signInAs(makeUser({ role: 10 }))
    await renderApp('/settings')
    expect(await screen.findByText('ada@example.com', { selector: 'p' })).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My profile',
      'Password',
      'Appearance',
      'My alerts',
      'API tokens',
      'Webhooks',
    ])
  })

  it('opens the tab the address names, as the alert e-mails link to My alerts, and names the tab chosen', async () => {
    signInAs(makeUser({ role: 0 }))
    server.use(http.get(api('/alerts/'), () => HttpResponse.json({ data: [], count: 0 })))
    const { user, router } = await renderApp('/settings?tab=alerts')
    await waitFor(() => expect(screen.getByRole('tab', { name: 'My alerts' })).toHaveAttribute('aria-selected', 'true'))
    expect(await screen.findByText('You have no alerts yet')).toBeInTheDocument()
    await openTab(user, 'Password')
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'password' }))
    await openTab(user, 'My profile')
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })

  it('sends a visitor without a token to /login, keeping the way back', async () => {
    const { router } = await renderApp('/settings')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/settings' })
  })
})

describe('E-mail reminders', () => {
  const label = "E-mail me 72 hours before a saved hackathon's registration closes"

  it('shows the switch on by default; turning it off saves it, waits for the answer and says so', async () => {
    let current = makeUser()
    let body: unknown
    const answer = gate()
    signInAs(current)
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(current)),
      http.patch(api('/users/me'), async ({ request }) => {
        body = await request.json()
        await answer.opened
        current = { ...current, ...(body as object) }
        return HttpResponse.json(current)
      }),
    )
    const { user } = await renderApp('/settings')
    const toggle = await screen.findByRole('checkbox', { name: label })
    expect(toggle).toBeChecked()
    expect(toggle).toHaveAccessibleDescription(
      /One e-mail per saved hackathon, 72 hours before its registration closes/,
    )

    await user.click(toggle)
    await waitFor(() => expect(body).toEqual({ deadline_reminders: false }))
    expect(toggle).not.toBeChecked()
    expect(toggle).toBeDisabled()
    answer.open()
    expect(await screen.findByText('Deadline reminders are off.')).toBeInTheDocument()
    await waitFor(() => expect(toggle).toBeEnabled())
    expect(toggle).not.toBeChecked()
  })

  it('shows the error of a refused change and the stored value again', async () => {
    signInAs(makeUser({ deadline_reminders: false }))
    const answer = gate()
    server.use(
      http.patch(api('/users/me'), async () => {
        await answer.opened
        return HttpResponse.json({ detail: 'Try again later' }, { status: 503 })
      }),
    )
    const { user } = await renderApp('/settings')
    const toggle = await screen.findByRole('checkbox', { name: label })
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    await waitFor(() => expect(toggle).toBeDisabled())
    expect(toggle).toBeChecked()
    answer.open()
    expect(await screen.findByText('Try again later')).toBeInTheDocument()
    await waitFor(() => expect(toggle).toBeEnabled())
    expect(toggle).not.toBeChecked()
  })

  it('tells an unverified account that reminders wait for its verified address', async () => {
    signInAs(makeUser({ email_verified: false }))
    await renderApp('/settings')
    const toggle = await screen.findByRole('checkbox', { name: label })
    expect(toggle).toHaveAccessibleDescription(/They go out once your e-mail address is verified\./)
  })
})

describe('E-mails about my suggestions', () => {
  const label = 'E-mail me when a suggestion of mine is accepted or rejected'

  it('is on by default beside the reminders; turning it off saves only it and says so', async () => {
    let current = makeUser()
    let body: unknown
    signInAs(current)
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(current)),
      http.patch(api('/users/me'), async ({ request }) => {
        body = await request.json()
        current = { ...current, ...(body as object) }
        return HttpResponse.json(current)
      }),
    )
    const { user } = await renderApp('/settings')
    const section = await screen.findByRole('region', { name: 'E-mails' })
    const toggle = await within(section).findByRole('checkbox', { name: label })
    expect(toggle).toBeChecked()
    expect(toggle).toHaveAccessibleDescription(
      'One e-mail when an editor accepts or rejects a hackathon or a change you suggested.',
    )
    await user.click(toggle)
    await waitFor(() => expect(body).toEqual({ suggestion_emails: false }))
    expect(await screen.findByText('E-mails about your suggestions are off.')).toBeInTheDocument()
    await waitFor(() => expect(toggle).toBeEnabled())
    expect(toggle).not.toBeChecked()
    expect(within(section).getByRole('checkbox', { name: /72 hours/ })).toBeChecked()
  })

  it('shows the stored choice, and tells an unverified account it waits for its address', async () => {
    signInAs(makeUser({ suggestion_emails: false, email_verified: false }))
    await renderApp('/settings')
    const toggle = await screen.findByRole('checkbox', { name: label })
    expect(toggle).not.toBeChecked()
    expect(toggle).toHaveAccessibleDescription(/They go out once your e-mail address is verified\./)
  })
})

describe('My profile', () => {
  it('shows Username and Email read-only until Edit, and Cancel restores them', async () => {
    signInAs(makeUser({ name: 'Ada', email: 'ada@example.com' }))
    const { user } = await renderApp('/settings')
    expect(await screen.findByText('Ada')).toBeInTheDocument()
    expect(screen.getByText('ada@example.com', { selector: 'p' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    expect(field(/^Username/)).toHaveValue('Ada')
    expect(field(/^Email/)).toHaveValue('ada@example.com')
    await user.clear(field(/^Username/))
    await user.type(field(/^Username/), 'Someone else')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByText('Ada')).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('shows N/A for a missing username', async () => {
    signInAs(makeUser({ name: null }))
    await renderApp('/settings')
    expect(await screen.findByText('N/A')).toBeInTheDocument()
  })

  it('validates the username length and the e-mail on blur', async () => {
    signInAs(makeUser())
    const { user } = await renderApp('/settings')
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    await user.clear(field(/^Username/))
    await user.type(field(/^Username/), 'x'.repeat(31))
    await user.clear(field(/^Email/))
    await user.tab()
    expect(await screen.findByText('Username must be less than 30 characters')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    await user.type(field(/^Email/), 'not-an-email')
    await user.tab()
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
  })

  it('saves with PATCH /users/me, toasts, and shows the refreshed user', async () => {
    let current = makeUser({ name: 'Ada' })
    let body: unknown
    let reads = 0
    localStorage.setItem('access_token', 'test-token')
    server.use(
      http.get(api('/users/me'), () => {
        reads++
        return HttpResponse.json(current)
      }),
      http.patch(api('/users/me'), async ({ request }) => {
        body = await request.json()
        current = { ...current, ...(body as object) }
        return HttpResponse.json(current)
      }),
    )
    const { user, queryClient } = await renderApp('/settings')
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    await user.clear(field(/^Username/))
    await user.type(field(/^Username/), 'Ada King')
    await user.clear(field(/^Email/))
    await user.type(field(/^Email/), 'ada.king@example.com')
    const readsBefore = reads
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('User updated successfully.')).toBeInTheDocument()
    expect(body).toEqual({ name: 'Ada King', email: 'ada.king@example.com' })
    expect(await screen.findByText('Ada King')).toBeInTheDocument()
    // The navigation shows the new address too: the cached current user was refreshed.
    expect(await screen.findByText('Logged in as: ada.king@example.com')).toBeInTheDocument()
    await waitFor(() => expect(reads).toBeGreaterThan(readsBefore))
    expect(invalidate).toHaveBeenCalledTimes(1)
  })

  it('shows the detail when the e-mail is taken and stays in edit mode', async () => {
    signInAs(makeUser())
    server.use(
      http.patch(api('/users/me'), () =>
        HttpResponse.json({ detail: 'User with this email already exists' }, { status: 409 }),
      ),
    )
    const { user } = await renderApp('/settings')
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    await user.clear(field(/^Email/))
    await user.type(field(/^Email/), 'taken@example.com')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('User with this email already exists')).toBeInTheDocument()
    expect(field(/^Email/)).toHaveValue('taken@example.com')
  })
})

describe('Password tab', () => {
  it('validates every field on blur', async () => {
    signInAs(makeUser())
    const { user } = await renderApp('/settings')
    await openTab(user, 'Password')
    await touch(user, /^Current Password/, /^New Password/, /^Confirm Password/)
    expect(await screen.findAllByText('Password is required')).toHaveLength(2)
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument()
    await expectNewPasswordChecked(user)
  })

  it('changes the password, keeps the session with the fresh token, toasts and empties the form', async () => {
    signInAs(makeUser())
    let body: unknown
    server.use(
      http.patch(api('/users/me/password'), async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({
          message: 'Password updated successfully',
          access_token: 'the-fresh-token',
          token_type: 'bearer',
        })
      }),
    )
    const { user } = await renderApp('/settings')
    await openTab(user, 'Password')
    await changePassword(user)
    expect(await screen.findByText('Password updated successfully.')).toBeInTheDocument()
    expect(localStorage.getItem('access_token')).toBe('the-fresh-token')
    expect(body).toEqual({ current_password: 'the-old-password', new_password: 'the-new-password' })
    await waitFor(() => expect(field(/^Current Password/)).toHaveValue(''))
    expect(field(/^New Password/)).toHaveValue('')
    expect(field(/^Confirm Password/)).toHaveValue('')
  })

  it('shows the detail of a wrong current password', async () => {
    signInAs(makeUser())
    server.use(
      http.patch(api('/users/me/password'), () => HttpResponse.json({ detail: 'Incorrect password' }, { status: 400 })),
    )
    const { user } = await renderApp('/settings')
    await openTab(user, 'Password')
    await changePassword(user, 'a-wrong-password')
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument()
    expect(localStorage.getItem('access_token')).toBe('test-token')
  })
})

describe('Appearance tab', () => {
  it('offers System, Light Mode and Dark Mode, light by default, and stores the choice', async () => {
    signInAs(makeUser())
    const { user } = await renderApp('/settings')
    await openTab(user, 'Appearance')
    const group = screen.getByRole('radiogroup', { name: 'Appearance' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['System', 'Light Mode', 'Dark Mode'])
    expect(within(group).getByRole('radio', { name: 'Light Mode' })).toBeChecked()
    await user.click(within(group).getByText('Dark Mode'))
    expect(localStorage.getItem('color-mode')).toBe('dark')
    expect(document.documentElement).toHaveClass('dark')
    await user.click(within(group).getByText('System'))
    expect(localStorage.getItem('color-mode')).toBe('system')
    await user.click(within(group).getByText('Light Mode'))
    expect(localStorage.getItem('color-mode')).toBe('light')
    expect(document.documentElement).not.toHaveClass('dark')
  })
})

describe('Danger zone tab', () => {
  it("deletes the account after 'Confirmation Required', toasts and logs out", async () => {
    signInAs(makeUser())
    let deleted = false
    server.use(
      http.delete(api('/users/me'), () => {
        deleted = true
        return HttpResponse.json({ message: 'User deleted successfully' })
      }),
    )
    const { user, router } = await renderApp('/settings')
    await openTab(user, 'Danger zone')
    await user.click(screen.getByRole('button', { name: 'Delete Account' }))
    expect(within(await screen.findByRole('alertdialog')).getByText('Confirmation Required')).toBeInTheDocument()
    expect(deleted).toBe(false)
    await answerConfirmation(user, 'Delete')
    expect(await screen.findByText('Your account has been successfully deleted')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(deleted).toBe(true)
    expect(localStorage.getItem('access_token')).toBeNull()
  })

  it('cancelling the dialog deletes nothing', async () => {
    signInAs(makeUser())
    const { user, router } = await renderApp('/settings')
    await openTab(user, 'Danger zone')
    await user.click(screen.getByRole('button', { name: 'Delete Account' }))
    await answerConfirmation(user, 'Cancel')
    expect(router.state.location.pathname).toBe('/settings')
    expect(localStorage.getItem('access_token')).toBe('test-token')
  })
})
