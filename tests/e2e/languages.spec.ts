import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { ROLE } from '../../common/roles'
import { adminToken, createAccount, signInAs, signUpAccount } from './support/api'
import { apiCreateHackathon, apiCreateSeries, daysFromNow, uid } from './support/hackathons'
import { seriousViolations } from './support/page'

/** Every message id the catalogs hold: none may reach a screen as it is. */
const MESSAGE_IDS = [...readFileSync('src/locales/en/messages.po', 'utf8').matchAll(/^msgid "(.+)"$/gm)].map(
  (match) => match[1] as string,
)
/** A value or a plural left unread: "{count}", "{count, plural, …}". */
const UNREAD_PLACEHOLDER = /\{\w+(, *(plural|select|selectordinal|number|date|time)\b[^}]*)?\}/

/** The screen is no wider than the phone, and shows words: no message id, no unread placeholder. */
async function expectReadableAndInside(page: Page, where: string) {
  await expect(page.locator('h1').first(), where).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('[aria-busy="true"]'), where).toHaveCount(0, { timeout: 15_000 })
  const { width, text } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    text: document.body.innerText,
  }))
  expect(width, `${where} is ${width} px wide`).toBeLessThanOrEqual(390)
  expect(text, where).not.toMatch(UNREAD_PLACEHOLDER)
  expect(
    MESSAGE_IDS.filter((id) => text.includes(id)),
    where,
  ).toEqual([])
}

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

test.describe('in German, the longest of the languages, on a 390 px wide phone', () => {
  test.use({ locale: 'de-DE', viewport: { width: 390, height: 844 } })

  test('every screen stays inside the phone and shows words, never a message id or a placeholder', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const token = await adminToken(request)
    const series = await apiCreateSeries(request, token, `Sprachreihe ${uid()}`, 'Jedes Jahr, irgendwo.')
    const hackathon = await apiCreateHackathon(request, token, {
      name: `Sprach-Hackathon ${uid()}`,
      description: 'Zwei Tage bauen.',
      start_date: daysFromNow(12),
      end_date: daysFromNow(13, 18),
      location: 'Berlin',
      attendance_mode: 'in_person',
      timezone: 'Europe/Berlin',
      series_id: series.id,
    })
    for (const path of [
      '/',
      `/hackathons/${hackathon.id}`,
      `/series/${series.id}`,
      '/map',
      '/open-data',
      '/saved',
      '/login',
      '/signup',
      '/recover-password',
      '/reset-password?token=x',
      '/alerts/confirm?token=x',
      '/alerts/unsubscribe?token=x',
      '/verify-email?token=x',
      '/nowhere',
    ]) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      await expectReadableAndInside(page, path)
    }

    const admin = await createAccount(request, ROLE.admin)
    await signInAs(page, request, admin.email, admin.password)
    for (const path of ['/hackathons', '/series', '/users', '/suggestions', '/sources']) {
      await page.goto(path)
      await expectReadableAndInside(page, path)
    }
    await page.goto('/settings')
    const tabs = page.getByRole('tab')
    await expect(tabs.first()).toBeVisible()
    for (let index = 0; index < (await tabs.count()); index++) {
      const tab = tabs.nth(index)
      await tab.click()
      await expectReadableAndInside(page, `/settings, tab ${await tab.innerText()}`)
    }
  })
})
