import { expect, type Page, test } from '@playwright/test'
import { adminToken, createAccount, signInAs, TOKEN_KEY, uniqueEmail } from './support/api'
import { E2E } from './support/env'
import { uid } from './support/hackathons'
import { rowAction, seriousViolations } from './support/page'

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const actionsFor = (page: Page, email: string) => page.getByRole('button', { name: `Actions for ${email}` })
const row = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email })

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Log In' }).click()
}

/** Opens the app as the seeded admin with the worker's one admin token (log-in is rate limited). */
async function signInAsAdmin(page: Page, token: string) {
  await page.goto('/')
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const)
}

test('the admin creates an editor, who sees the editor menu; once deactivated, the editor is logged out and refused', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('editor')
  const name = `E2E Editor ${uid()}`
  const password = 'editor-password-1'

  // The admin adds the editor through the form.
  await signInAsAdmin(page, await adminToken(request))
  await page.goto('/users')
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible()
  await expect(page.getByRole('table')).toBeVisible()
  await page.getByRole('button', { name: 'Add User' }).click()
  const add = page.getByRole('dialog', { name: 'Add User' })
  await add.getByRole('button', { name: 'Save' }).click()
  await expect(add.getByText('Password is required')).toBeVisible()
  await expect(add.getByText('Please confirm your password')).toBeVisible()
  await add.getByLabel('Email').fill(email)
  await add.getByLabel('Username').fill(name)
  await add.getByLabel(/^Password/).fill(password)
  await add.getByLabel('Confirm Password').fill(password)
  await expect(add.getByRole('combobox', { name: 'Role' }).locator('option')).toHaveText([
    'User',
    'Editor',
    'Moderator',
    'Admin',
  ])
  await add.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Editor' })
  await expect(add.getByRole('checkbox', { name: 'Active' })).toBeChecked()
  await add.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('User created successfully.')).toBeVisible()
  await expect(add).toBeHidden()
  await expect(row(page, email)).toContainText(name)
  await expect(row(page, email)).toContainText('Editor')
  await expect(row(page, email)).toContainText('Active')

  // The editor logs in elsewhere: Suggestions, Series and Sources are offered, Users is not.
  const editorContext = await browser.newContext({ baseURL: E2E.baseUrl })
  const editor = await editorContext.newPage()
  await editor.goto('/login')
  await logIn(editor, email, password)
  await expect(editor).toHaveURL(/\/$/)
  await expect(menu(editor).getByRole('link')).toHaveText([
    'Homepage',
    'Map',
    'Saved',
    'Settings',
    'Hackathons',
    'Suggestions',
    'Series',
    'Sources',
  ])

  // The admin deactivates the editor.
  await rowAction(page, email, 'Edit User')
  const edit = page.getByRole('dialog', { name: 'Edit User' })
  await expect(edit.getByLabel('Email')).toHaveValue(email)
  await expect(edit.getByRole('combobox', { name: 'Role' })).toHaveValue('1')
  await edit.getByText('Active', { exact: true }).click()
  await expect(edit.getByRole('checkbox', { name: 'Active' })).not.toBeChecked()
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('User updated successfully.')).toBeVisible()
  await expect(row(page, email)).toContainText('Inactive')

  // The editor's next action ends the session, and the next log-in is refused.
  await menu(editor).getByRole('link', { name: 'Suggestions' }).click()
  await expect(editor).toHaveURL(/\/login/)
  await expect(editor.getByRole('button', { name: 'Log In' })).toBeVisible()
  expect(await editor.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull()
  await logIn(editor, email, password)
  await expect(editor.getByText('Inactive user')).toBeVisible()
  await expect(editor).toHaveURL(/\/login/)
  await editorContext.close()

  // The admin deletes the account, after confirming.
  await rowAction(page, email, 'Delete User')
  const confirm = page.getByRole('alertdialog')
  await expect(confirm.getByText('Confirmation Required')).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('User deleted successfully')).toBeVisible()
  await expect(row(page, email)).toHaveCount(0)
})

test('a moderator may change only users below moderator: admin and moderator rows are disabled', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 10, { name: `E2E Admin ${uid()}` })
  const peer = await createAccount(request, 5, { name: `E2E Peer ${uid()}` })
  const editor = await createAccount(request, 1, { name: `E2E Editor ${uid()}` })
  const moderator = await createAccount(request, 5, { name: `E2E Moderator ${uid()}` })

  await signInAs(page, request, moderator.email, moderator.password)
  await page.goto('/users')
  await expect(row(page, moderator.email)).toBeVisible()
  await expect(menu(page).getByRole('link', { name: 'Users' })).toBeVisible()

  await expect(row(page, admin.email)).toContainText('Admin')
  await expect(actionsFor(page, admin.email)).toBeDisabled()
  await expect(row(page, peer.email)).toContainText('Moderator')
  await expect(actionsFor(page, peer.email)).toBeDisabled()
  await expect(row(page, moderator.email).getByText('You', { exact: true })).toBeVisible()
  await expect(actionsFor(page, moderator.email)).toBeDisabled()
  await expect(actionsFor(page, editor.email)).toBeEnabled()

  // The editor's row opens with the keyboard, and its form offers only User and Editor.
  await actionsFor(page, editor.email).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem')).toHaveText(['Edit User', 'Ban user', 'Delete User'])
  await page.getByRole('menuitem', { name: 'Edit User' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit User' })
  await expect(edit.getByRole('combobox', { name: 'Role' }).locator('option')).toHaveText(['User', 'Editor'])
  await edit.getByRole('button', { name: 'Cancel' }).click()
  await expect(edit).toBeHidden()

  await page.getByRole('button', { name: 'Add User' }).click()
  const add = page.getByRole('dialog', { name: 'Add User' })
  await expect(add.getByRole('combobox', { name: 'Role' }).locator('option')).toHaveText(['User', 'Editor'])
  await page.keyboard.press('Escape')
  await expect(add).toBeHidden()

  // Nothing on the page asked the API for what it refuses: the session is intact.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible()
})

test.describe('on a 320 px wide screen', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('/users and its form fit the screen and have no serious or critical accessibility violation', async ({
    page,
    request,
  }) => {
    const target = await createAccount(request, 0, { name: `E2E Narrow ${uid()}` })
    await signInAsAdmin(page, await adminToken(request))
    await page.goto('/users')
    await expect(row(page, target.email)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Add User' }).click()
    const add = page.getByRole('dialog', { name: 'Add User' })
    await expect(add).toBeVisible()
    await add.getByLabel('Email').fill('not-an-email')
    await add.getByLabel('Username').focus()
    // The e-mail is marked invalid; this form does not show its message.
    await expect(add.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(add.getByText('Invalid email address')).toHaveCSS('clip', 'rect(0px, 0px, 0px, 0px)')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    expect(await seriousViolations(page), 'Add User').toEqual([])
  })
})
