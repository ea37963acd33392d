import { expect, test } from '@playwright/test'
import { signInAs, signUpAccount } from './support/api'
import { seriousViolations } from './support/page'

test.describe('a visitor whose browser reads Spanish first', () => {
  test.use({ locale: 'es-MX' })

  test('gets the homepage in Spanish, and <html lang> says so', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('searchbox', { name: 'Buscar hackathons' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  })
})

test('a ?lang=de link opens the page in German for any browser, with no accessibility fault', async ({ page }) => {
  await page.goto('/?lang=de')
  await expect(page.getByRole('searchbox', { name: 'Hackathons suchen' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  expect(await seriousViolations(page)).toEqual([])
})

test('a signed-in user picks Japanese in Settings, and keeps it after a reload and on another browser', async ({
  page,
  request,
  browser,
}) => {
  const account = await signUpAccount(request)
  await signInAs(page, request, account.email, account.password)
  await page.goto('/settings?tab=appearance')
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/users/me') && response.request().method() === 'PATCH',
  )
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja')
  expect((await saved).status()).toBe(200)
  await expect(page.getByRole('combobox', { name: '言語' })).toBeFocused()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')

  await page.reload()
  await expect(page.getByRole('tab', { name: '外観' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')

  // A browser that never saw the choice takes it up from the account once its owner signs in.
  const other = await browser.newContext({ locale: 'en-US' })
  try {
    const elsewhere = await other.newPage()
    await signInAs(elsewhere, request, account.email, account.password)
    await elsewhere.goto('/')
    await expect(elsewhere.getByRole('searchbox', { name: 'ハッカソンを検索' })).toBeVisible()
  } finally {
    await other.close()
  }
})
