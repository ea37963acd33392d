import { expect, test } from '@playwright/test'
import { adminToken, signInAs, signUpAccount, TOKEN_KEY } from './support/api'

test('the theme choice survives a reload and applies before the app starts', async ({ page, request }) => {
  const account = await signUpAccount(request)
  await signInAs(page, request, account.email, account.password)
  await page.goto('/settings')
  await expect(page.locator('html')).toHaveClass(/\blight\b/)
  await page.getByRole('tab', { name: 'Appearance' }).click()
  await expect(page.getByRole('radio', { name: 'Light Mode' })).toBeChecked()
  await page.getByText('Dark Mode').click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)

  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.getByRole('tab', { name: 'Appearance' }).click()
  await expect(page.getByRole('radio', { name: 'Dark Mode' })).toBeChecked()

  await page.getByText('Light Mode').click()
  await page.reload()
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
})

test('the deadline reminders are on by default; turned off by keyboard, they stay off after a reload', async ({
  page,
  request,
}) => {
  const account = await signUpAccount(request)
  await signInAs(page, request, account.email, account.password)
  await page.goto('/settings')
  const toggle = page.getByRole('checkbox', {
    name: "E-mail me 72 hours before a saved hackathon's registration closes",
  })
  await expect(toggle).toBeChecked()
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(page.getByText('Deadline reminders are off.')).toBeVisible()
  await expect(toggle).not.toBeChecked()

  await page.reload()
  await expect(toggle).not.toBeChecked()
})

test('deleting the account asks for confirmation, then logs out for good', async ({ page, request }) => {
  const account = await signUpAccount(request)
  await signInAs(page, request, account.email, account.password)
  await page.goto('/settings')
  await page.getByRole('tab', { name: 'Danger zone' }).click()
  await page.getByRole('button', { name: 'Delete Account' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByText('Confirmation Required')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Delete Account' }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Your account has been successfully deleted')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).resolves.toBeNull()

  const login = await request.post('/api/v1/login/access-token', {
    form: { username: account.email, password: account.password },
  })
  expect(login.status()).toBe(400)
})

test('an admin has no Danger zone', async ({ page, request }) => {
  const token = await adminToken(request)
  await page.goto('/')
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const)
  await page.goto('/settings')
  await expect(page.getByRole('tab', { name: 'Appearance' })).toBeVisible()
  await expect(page.getByRole('tab')).toHaveText([
    'My profile',
    'Password',
    'Appearance',
    'My alerts',
    'API tokens',
    'Webhooks',
  ])
})
