import { expect, type Page, test } from '@playwright/test'
import { signInAs, signUpAccount, uniqueEmail } from './support/api'
import { E2E } from './support/env'
import { linkIn, waitForMail } from './support/mail'

async function logIn(page: Page, email: string, password: string) {
  // The address changes as soon as the log-in screen is chosen; its form follows once its code has loaded.
  await expect(page.getByRole('heading', { name: 'Log In', level: 1 })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Log In' }).click()
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test('sign up, log in, edit the profile, change the password, log out and log in again', async ({ page }) => {
  const email = uniqueEmail('journey')
  const newEmail = uniqueEmail('journey-new')

  await page.goto('/signup')
  await expect(page).toHaveTitle('Sign Up · Hackathons')
  await page.getByLabel('Username').fill('Journey User')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill('first-password-1')
  await page.getByLabel('Confirm Password').fill('first-password-1')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/\/login$/)

  await logIn(page, email, 'first-password-1')
  await expect(page).toHaveURL(`${E2E.baseUrl}/`)
  await expect(page.evaluate(() => localStorage.getItem('access_token'))).resolves.toBeTruthy()

  // The menu of a role-0 user.
  await expect(menu(page).getByRole('button', { name: 'Log Out' })).toBeVisible()
  await expect(menu(page).getByRole('link')).toHaveText(['Homepage', 'Map', 'Saved', 'Settings', 'Hackathons'])
  await expect(menu(page).getByText(`Logged in as: ${email}`)).toBeVisible()

  await menu(page).getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByRole('tab')).toHaveText([
    'My profile',
    'Password',
    'Appearance',
    'My alerts',
    'Danger zone',
    'API tokens',
    'Webhooks',
  ])

  // My profile: read-only, then edit and save.
  await expect(page.getByText('Journey User')).toBeVisible()
  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('Username').fill('Journey Renamed')
  await page.getByLabel('Email').fill(newEmail)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('User updated successfully.')).toBeVisible()
  await expect(page.getByText('Journey Renamed')).toBeVisible()
  await expect(menu(page).getByText(`Logged in as: ${newEmail}`)).toBeVisible()

  // Password.
  await page.getByRole('tab', { name: 'Password' }).click()
  await page.getByLabel('Current Password').fill('first-password-1')
  await page.getByLabel('New Password').fill('second-password-2')
  await page.getByLabel('Confirm Password').fill('second-password-2')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Password updated successfully.')).toBeVisible()
  await expect(page.getByLabel('Current Password')).toHaveValue('')

  await menu(page).getByRole('button', { name: 'Log Out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.evaluate(() => localStorage.getItem('access_token'))).resolves.toBeNull()
  await expect(menu(page)).toHaveCount(0)

  await logIn(page, newEmail, 'second-password-2')
  await expect(page).toHaveURL(`${E2E.baseUrl}/`)
  await expect(menu(page).getByText(`Logged in as: ${newEmail}`)).toBeVisible()
})

test('a wrong password shows the server detail and keeps the visitor on /login', async ({ page, request }) => {
  const account = await signUpAccount(request)
  await page.goto('/login')
  await logIn(page, account.email, 'not-the-password')
  await expect(page.getByText('Incorrect email or password')).toBeVisible()
  await expect(page.getByText('Something went wrong!')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('recover a password by e-mail and reset it through the mailed link', async ({ page, request }) => {
  const account = await signUpAccount(request)
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot Password?' }).click()
  await expect(page.getByRole('heading', { name: 'Password Recovery' })).toBeVisible()
  await page.getByLabel('Email').fill(account.email)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Password recovery email sent successfully.')).toBeVisible()

  const resetLink = `${E2E.baseUrl}/reset-password?token=`
  const link = linkIn(await waitForMail(account.email, resetLink), resetLink)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
  await page.getByLabel('New Password').fill('recovered-password-3')
  await page.getByLabel('Confirm Password').fill('recovered-password-3')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Password updated successfully.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  await logIn(page, account.email, 'recovered-password-3')
  await expect(page).toHaveURL(`${E2E.baseUrl}/`)

  // The link dies once the password has changed.
  await page.evaluate(() => localStorage.removeItem('access_token'))
  await page.goto(link)
  await page.getByLabel('New Password').fill('another-password-4')
  await page.getByLabel('Confirm Password').fill('another-password-4')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Invalid token')).toBeVisible()
})

test('/login and the other public screens send a signed-in visitor to /', async ({ page, request }) => {
  const account = await signUpAccount(request)
  await signInAs(page, request, account.email, account.password)
  for (const path of ['/login', '/signup', '/recover-password', '/reset-password?token=x']) {
    await page.goto(path)
    await expect(page).toHaveURL(`${E2E.baseUrl}/`)
  }
})

test('a signed-in page asks for a log-in first and comes back to it', async ({ page, request }) => {
  const account = await signUpAccount(request)
  await page.goto('/settings')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/)
  await logIn(page, account.email, account.password)
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByRole('heading', { name: 'User Settings' })).toBeVisible()
})
