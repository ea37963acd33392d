import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { UserPublic } from '../../src/client/types.gen'
import { answerConfirmation, chooseAction, field, menuItems, type User } from './fields'
import { api, deletesFrom, gate, HttpResponse, http, makeUser, pagedList, server, signInAs } from './msw'
import { renderApp } from './render'

const ADMIN = makeUser({ id: '00000000-0000-4000-8000-000000000001', email: 'root@example.com', role: 10 })
const MODERATOR = makeUser({ id: '00000000-0000-4000-8000-000000000002', email: 'mod@example.com', role: 5 })

/** A listed user: `user{n}@example.com`, role 0 and active unless told otherwise. */
function makeListed(n: number, overrides: Partial<UserPublic> = {}): UserPublic {
  return makeUser({
    id: `00000000-0000-4000-c000-${String(n).padStart(12, '0')}`,
    email: `user${n}@example.com`,
    name: `User ${n}`,
    role: 0,
    ...overrides,
  })
}

const actionsFor = (email: string) => screen.getByRole('button', { name: `Actions for ${email}` })
const rowOf = (email: string) => screen.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) })

async function openAdd(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add User' }))
  return screen.findByRole('dialog', { name: 'Add User' })
}

const roleOptions = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('combobox', { name: 'Role' }))
    .getAllByRole('option')
    .map((option) => option.textContent)

describe('/users table', () => {
  it('shows the heading, Add User, the columns, N/A, role names and Active/Inactive', async () => {
    signInAs(ADMIN)
    pagedList('/users/', [
      ADMIN,
      makeListed(1, { name: null, role: 1 }),
      makeListed(2, { role: 5, is_active: false }),
      makeListed(3, { role: 0 }),
      makeListed(4, { role: 10, name: 'Second Admin' }),
    ])
    await renderApp('/users')
    expect(await screen.findByRole('heading', { name: 'User Management', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument()
    await screen.findByText('user1@example.com')
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Username',
      'Email',
      'Role',
      'Status',
      'Actions',
    ])
    const cells = (email: string) =>
      within(rowOf(email))
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent)
    expect(cells('root@example.com')).toEqual(['Ada LovelaceYou', 'root@example.com', 'Admin', 'Active'])
    expect(cells('user1@example.com')).toEqual(['N/A', 'user1@example.com', 'Editor', 'Active'])
    expect(cells('user2@example.com')).toEqual(['User 2', 'user2@example.com', 'Moderator', 'Inactive'])
    expect(cells('user3@example.com')).toEqual(['User 3', 'user3@example.com', 'User', 'Active'])
    expect(cells('user4@example.com')).toEqual(['Second Admin', 'user4@example.com', 'Admin', 'Active'])
    await waitFor(() => expect(document.title).toBe('User Management · Hackathons'))
  })

  it("marks the viewer's own row with 'You' and disables its actions; an admin may act on every other row", async () => {
    signInAs(ADMIN)
    pagedList('/users/', [ADMIN, makeListed(1, { role: 10 }), makeListed(2, { role: 5 }), makeListed(3)])
    await renderApp('/users')
    await screen.findByText('user1@example.com')
    expect(within(rowOf('root@example.com')).getByText('You')).toBeInTheDocument()
    expect(screen.getAllByText('You')).toHaveLength(1)
    expect(actionsFor('root@example.com')).toBeDisabled()
    for (const email of ['user1@example.com', 'user2@example.com', 'user3@example.com']) {
      expect(actionsFor(email)).toBeEnabled()
    }
  })

  it('lets a moderator act only on users below moderator: admin and moderator rows are disabled', async () => {
    signInAs(MODERATOR)
    pagedList('/users/', [
      makeListed(1, { role: 10 }),
      makeListed(2, { role: 5 }),
      MODERATOR,
      makeListed(3, { role: 1 }),
      makeListed(4, { role: 0, is_active: false }),
    ])
    const { user } = await renderApp('/users')
    await screen.findByText('user1@example.com')
    expect(actionsFor('user1@example.com')).toBeDisabled()
    expect(actionsFor('user2@example.com')).toBeDisabled()
    expect(actionsFor('mod@example.com')).toBeDisabled()
    expect(within(rowOf('mod@example.com')).getByText('You')).toBeInTheDocument()
    expect(actionsFor('user3@example.com')).toBeEnabled()
    expect(actionsFor('user4@example.com')).toBeEnabled()

    await user.click(actionsFor('user3@example.com'))
    expect(menuItems(await screen.findByRole('menu'))).toEqual(['Edit User', 'Ban user', 'Delete User'])
  })

  it("opens a row's menu from the keyboard, as a menu button, and Escape gives focus back to it", async () => {
    signInAs(ADMIN)
    pagedList('/users/', [ADMIN, makeListed(1)])
    const { user } = await renderApp('/users')
    await screen.findByText('user1@example.com')
    expect(actionsFor('user1@example.com')).toHaveAttribute('aria-haspopup', 'menu')
    expect(actionsFor('user1@example.com')).toHaveAttribute('aria-expanded', 'false')
    actionsFor('user1@example.com').focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    await waitFor(() => expect(menu).toHaveFocus())
    expect(actionsFor('user1@example.com')).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(actionsFor('user1@example.com')).toHaveFocus())
  })

  it("opens a row's menu with the Down arrow key, its code loaded on first use", async () => {
    signInAs(ADMIN)
    pagedList('/users/', [ADMIN, makeListed(1)])
    const { user } = await renderApp('/users')
    await screen.findByText('user1@example.com')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    actionsFor('user1@example.com').focus()
    await user.keyboard('{ArrowDown}')
    const menu = await screen.findByRole('menu')
    await waitFor(() => expect(menu).toHaveFocus())
    expect(menuItems(menu)).toEqual(['Edit User', 'Ban user', 'Delete User'])
  })

  it('pages by 10 and follows the page param', async () => {
    signInAs(ADMIN)
    const queries = pagedList(
      '/users/',
      Array.from({ length: 23 }, (_, i) => makeListed(i + 1)),
    )
    const { user, router } = await renderApp('/users?page=2')
    expect(await screen.findByText('user11@example.com')).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(11)
    expect(queries.at(-1)?.get('skip')).toBe('10')
    expect(queries.at(-1)?.get('limit')).toBe('10')
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('user21@example.com')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ page: 3 })
    expect(screen.getAllByRole('row')).toHaveLength(4)
  })

  it.each(['abc', '0', '-2', '1.5'])('falls back to page 1 for page=%s', async (page) => {
    signInAs(ADMIN)
    const queries = pagedList(
      '/users/',
      Array.from({ length: 12 }, (_, i) => makeListed(i + 1)),
    )
    const { router } = await renderApp(`/users?page=${page}`)
    expect(await screen.findByText('user1@example.com')).toBeInTheDocument()
    expect(queries.at(-1)?.get('skip')).toBe('0')
    await waitFor(() => expect(router.state.location.href).toBe('/users'))
  })

  it('shows a skeleton first, then keeps the previous page visible while the next one loads', async () => {
    signInAs(ADMIN)
    const all = Array.from({ length: 15 }, (_, i) => makeListed(i + 1))
    const first = gate()
    const next = gate()
    pagedList('/users/', all, { hold: (query) => (Number(query.get('skip')) > 0 ? next : first).opened })
    const { user, container } = await renderApp('/users', { awaitLoad: false })
    await waitFor(() => expect(container.querySelector('.chakra-skeleton')).not.toBeNull())
    first.open()
    await screen.findByText('user1@example.com')
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true'))
    expect(screen.getByText('user1@example.com')).toBeInTheDocument()
    next.open()
    expect(await screen.findByText('user11@example.com')).toBeInTheDocument()
    expect(screen.queryByText('user1@example.com')).not.toBeInTheDocument()
  })

  it('is not offered to an editor, and no user is asked for', async () => {
    signInAs(makeUser({ role: 1 }))
    const queries = pagedList('/users/', [makeListed(1)])
    await renderApp('/users')
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument())
    expect(queries).toHaveLength(0)
  })
})

describe('user form', () => {
  it('offers every role to an admin, and only User and Editor to a moderator', async () => {
    signInAs(ADMIN)
    pagedList('/users/', [ADMIN])
    const admin = await renderApp('/users')
    expect(roleOptions(await openAdd(admin.user))).toEqual(['User', 'Editor', 'Moderator', 'Admin'])
    admin.unmount()

    signInAs(MODERATOR)
    pagedList('/users/', [MODERATOR, makeListed(1, { role: 1 })])
    const moderator = await renderApp('/users')
    const dialog = await openAdd(moderator.user)
    expect(roleOptions(dialog)).toEqual(['User', 'Editor'])
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('0')
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked()
    await moderator.user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await chooseAction(moderator.user, 'user1@example.com', 'Edit User')
    const edit = await screen.findByRole('dialog', { name: 'Edit User' })
    expect(roleOptions(edit)).toEqual(['User', 'Editor'])
    expect(within(edit).getByRole('combobox', { name: 'Role' })).toHaveValue('1')
  })

  it('validates on blur with the exact messages, and marks a malformed e-mail without showing its text', async () => {
    signInAs(ADMIN)
    pagedList('/users/', [ADMIN])
    const { user } = await renderApp('/users')
    const dialog = await openAdd(user)

    await user.click(field(/^Email/))
    await user.tab()
    expect(await within(dialog).findByText('Email is required')).toBeVisible()

    await user.type(field(/^Email/), 'not-an-email')
    await user.tab()
    await waitFor(() => expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true'))
    expect(within(dialog).queryByText('Email is required')).not.toBeInTheDocument()
    // Read by assistive technology, not shown: this form hides the e-mail message on screen.
    const hidden = within(dialog).getByText('Invalid email address')
    expect(getComputedStyle(hidden).position).toBe('absolute')
    expect(getComputedStyle(hidden).width).toBe('1px')
    expect(getComputedStyle(hidden).overflow).toBe('hidden')

    await user.click(field(/^Password/))
    await user.tab()
    expect(await within(dialog).findByText('Password is required')).toBeVisible()
    await user.click(field(/^Confirm Password/))
    await user.tab()
    expect(await within(dialog).findByText('Please confirm your password')).toBeVisible()

    await user.type(field(/^Password/), 'short')
    await user.tab()
    expect(await within(dialog).findByText('Password must be at least 8 characters')).toBeVisible()

    await user.clear(field(/^Password/))
    await user.type(field(/^Password/), 'long-enough-1')
    await user.type(field(/^Confirm Password/), 'long-enough-2')
    await user.tab()
    expect(await within(dialog).findByText('The passwords do not match')).toBeVisible()

    // Nothing is sent while the form is invalid.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByText('The passwords do not match')).toBeVisible()
    expect(screen.getByRole('dialog', { name: 'Add User' })).toBeInTheDocument()
  })

  it('creates a user with POST /users/, confirm_password included, toasts and refreshes the table', async () => {
    signInAs(ADMIN)
    const all = [ADMIN]
    const queries = pagedList('/users/', all)
    let body: unknown
    server.use(
      http.post(api('/users/'), async ({ request }) => {
        body = await request.json()
        const created = makeListed(9, { ...(body as Partial<UserPublic>) })
        all.push(created)
        return HttpResponse.json(created, { status: 201 })
      }),
    )
    const { user } = await renderApp('/users')
    const dialog = await openAdd(user)
    await user.type(field(/^Email/), '  grace@example.com ')
    await user.type(field(/^Username/), ' Grace Hopper ')
    await user.type(field(/^Password/), 'compilers-1952')
    await user.type(field(/^Confirm Password/), 'compilers-1952')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Editor')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }))
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).not.toBeChecked()
    const before = queries.length
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('User created successfully.')).toBeInTheDocument()
    expect(body).toEqual({
      email: 'grace@example.com',
      name: 'Grace Hopper',
      password: 'compilers-1952',
      confirm_password: 'compilers-1952',
      role: 1,
      is_active: false,
    })
    await waitFor(() => expect(queries.length).toBeGreaterThan(before))
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('sends a new user as role User and active by default', async () => {
    signInAs(MODERATOR)
    pagedList('/users/', [MODERATOR])
    let body: unknown
    server.use(
      http.post(api('/users/'), async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(makeListed(9), { status: 201 })
      }),
    )
    const { user } = await renderApp('/users')
    const dialog = await openAdd(user)
    await user.type(field(/^Email/), 'plain@example.com')
    await user.type(field(/^Password/), 'password-123')
    await user.type(field(/^Confirm Password/), 'password-123')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('User created successfully.')).toBeInTheDocument()
    expect(body).toEqual({
      email: 'plain@example.com',
      name: null,
      password: 'password-123',
      confirm_password: 'password-123',
      role: 0,
      is_active: true,
    })
  })

  it('shows the server detail of a taken e-mail (409) and keeps the dialog open', async () => {
    signInAs(ADMIN)
    pagedList('/users/', [ADMIN])
    server.use(
      http.post(api('/users/'), () =>
        HttpResponse.json({ detail: 'The user with this email already exists in the system.' }, { status: 409 }),
      ),
    )
    const { user } = await renderApp('/users')
    const dialog = await openAdd(user)
    await user.type(field(/^Email/), 'root@example.com')
    await user.type(field(/^Password/), 'password-123')
    await user.type(field(/^Confirm Password/), 'password-123')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument()
    expect(screen.getByText('The user with this email already exists in the system.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Add User' })).toBeInTheDocument()
  })

  it('edits a user with PATCH /users/{id}, prefilled, and drops an empty password', async () => {
    signInAs(ADMIN)
    const target = makeListed(1, { role: 1 })
    pagedList('/users/', [ADMIN, target])
    const bodies: unknown[] = []
    server.use(
      http.patch(api(`/users/${target.id}`), async ({ request }) => {
        const body = await request.json()
        bodies.push(body)
        return HttpResponse.json({ ...target, ...(body as object) })
      }),
    )
    const { user } = await renderApp('/users')
    await chooseAction(user, 'user1@example.com', 'Edit User')
    let dialog = await screen.findByRole('dialog', { name: 'Edit User' })
    expect(field(/^Email/)).toHaveValue('user1@example.com')
    expect(field(/^Username/)).toHaveValue('User 1')
    expect(field(/^Password/)).toHaveValue('')
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('1')
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked()
    expect(roleOptions(dialog)).toEqual(['User', 'Editor', 'Moderator', 'Admin'])

    // An empty password is optional on edit, and not sent.
    await user.click(field(/^Password/))
    await user.tab()
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('User updated successfully.')).toBeInTheDocument()
    expect(bodies[0]).toEqual({ email: 'user1@example.com', name: 'User 1', role: 1, is_active: false })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    // A new password is sent with its confirmation.
    await chooseAction(user, 'user1@example.com', 'Edit User')
    dialog = await screen.findByRole('dialog', { name: 'Edit User' })
    await user.type(field(/^Password/), 'brand-new-pass')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('The passwords do not match')).toBeVisible()
    await user.type(field(/^Confirm Password/), 'brand-new-pass')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies[1]).toEqual({
      email: 'user1@example.com',
      name: 'User 1',
      password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
      role: 1,
      is_active: true,
    })
  })
})

describe('deleting a user', () => {
  it('asks for confirmation, then deletes with DELETE /users/{id} and toasts', async () => {
    signInAs(ADMIN)
    const all = [ADMIN, makeListed(1), makeListed(2)]
    pagedList('/users/', all)
    const deleted = deletesFrom('/users/:id', all, 'User deleted successfully')
    const { user } = await renderApp('/users')
    await chooseAction(user, 'user1@example.com', 'Delete User')
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Confirmation Required')).toBeInTheDocument()
    expect(within(dialog).getByText(/user1@example\.com/)).toBeInTheDocument()
    await answerConfirmation(user, 'Cancel')
    expect(deleted).toEqual([])

    await chooseAction(user, 'user1@example.com', 'Delete User')
    await answerConfirmation(user, 'Delete')
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument()
    expect(deleted).toEqual([makeListed(1).id])
    await waitFor(() => expect(screen.queryByText('user1@example.com')).not.toBeInTheDocument())
    expect(screen.getByText('user2@example.com')).toBeInTheDocument()
  })
})

describe('banning a user', () => {
  it('says what the ban will undo, then bans with POST /users/{id}/ban and toasts how many of each it undid', async () => {
    signInAs(MODERATOR)
    pagedList('/users/', [MODERATOR, makeListed(1)])
    const banned: string[] = []
    server.use(
      http.post(api('/users/:id/ban'), ({ params }) => {
        banned.push(String(params.id))
        return HttpResponse.json({
          reverted: 2,
          rejected: 1,
          alerts_deleted: 0,
          tokens_deleted: 1,
          webhooks_deleted: 3,
        })
      }),
    )
    const { user } = await renderApp('/users')
    await chooseAction(user, 'user1@example.com', 'Ban user')
    const dialog = await screen.findByRole('alertdialog')
    expect(
      within(dialog).getByText(
        'user1@example.com will be deactivated, their pending suggestions rejected, every change they made to hackathons reverted (newest first), and their alerts, API tokens and webhooks deleted. Are you sure?',
      ),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Ban user' }))
    expect(
      await screen.findByText(
        'User banned: 2 changes reverted, 1 suggestion rejected, 0 alerts, 1 API token and 3 webhooks deleted.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    expect(banned).toEqual([makeListed(1).id])
  })
})
