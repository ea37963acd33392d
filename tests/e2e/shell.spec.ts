import { expect, test } from '@playwright/test'
import { signInAs, signUpAccount, TOKEN_KEY } from './support/api'

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByText('404')).toBeVisible()
  await expect(page.getByText('Oops!')).toBeVisible()
  await expect(page.getByText('The page you are looking for was not found.')).toBeVisible()
  await page.getByRole('link', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test.describe('on a 390 px wide screen', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the menu is a drawer showing 'Logged in as: …'", async ({ page, request }) => {
    const account = await signUpAccount(request)
    await signInAs(page, request, account.email, account.password)
    await page.goto('/settings')
    await expect(page.getByRole('heading', { name: 'User Settings' })).toBeVisible()
    // No side menu, no horizontal scrolling.
    await expect(page.locator('nav[aria-label="Main"]').first()).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByText(`Logged in as: ${account.email}`)).toBeVisible()
    await expect(drawer.getByRole('link')).toHaveText(['Homepage', 'Map', 'Settings', 'Hackathons'])
    await drawer.getByRole('link', { name: 'Hackathons' }).click()
    await expect(page).toHaveURL(/\/hackathons$/)
    await expect(drawer).toBeHidden()
  })

  test('the log-in card fits the screen', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

test('a garbage token in local storage ends on /login', async ({ page }) => {
  await page.goto('/login')
  await page.evaluate((key) => localStorage.setItem(key, 'not-a-real-token'), TOKEN_KEY)
  await page.goto('/settings')
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible()
  await expect(page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).resolves.toBeNull()
})

test('the homepage uses the feed responses preloaded by its HTML: one request per feed, none wasted', async ({
  page,
}) => {
  const feedRequests: string[] = []
  const warnings: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/hackathons/')) feedRequests.push(request.url())
  })
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Hackathons', level: 1 })).toBeVisible()
  // Chromium reports an unused preload a few seconds after the load event.
  await page.waitForTimeout(3500)
  expect(warnings.filter((text) => text.includes('preloaded'))).toEqual([])
  expect(feedRequests.map((url) => new URL(url).searchParams.get('status')).sort()).toEqual(['past', 'upcoming'])
})
