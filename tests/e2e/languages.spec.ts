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

/** A message's words in a language, as its catalog gives them. */
function translated(locale: string, id: string): string {
  const catalog = readFileSync(`src/locales/${locale}/messages.po`, 'utf8')
  const entry = catalog.match(new RegExp(`^msgid "${id.replaceAll('.', '\\.')}"\nmsgstr "(.+)"$`, 'm'))
  if (!entry?.[1]) throw new Error(`${locale} has no translation of ${id}`)
  return entry[1]
}

/** The open dialog fits the phone, scrolls nowhere sideways, and shows words. */
async function expectDialogReadableAndInside(page: Page, where: string) {
  const dialog = page.getByRole('dialog')
  await expect(dialog, where).toBeVisible()
  await expect(dialog.locator('[aria-busy="true"]'), where).toHaveCount(0, { timeout: 15_000 })
  const { right, overflow, text } = await dialog.evaluate((element) => ({
    right: element.getBoundingClientRect().right,
    overflow: element.scrollWidth - element.clientWidth,
    text: (element as HTMLElement).innerText,
  }))
  expect(right, `${where} ends at ${right} px`).toBeLessThanOrEqual(390)
  expect(overflow, `${where} is ${overflow} px wider than its box`).toBeLessThanOrEqual(0)
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

/**
 * Each language the site speaks, with the browser locale that picks it. German's words are the
 * longest, which makes it the test of a phone's width; every language is held to it.
 */
const OTHER_LANGUAGES = [
  { locale: 'de', browser: 'de-DE', series: 'Sprachreihe', hackathon: 'Sprach-Hackathon', about: 'Zwei Tage bauen.' },
  {
    locale: 'es',
    browser: 'es-ES',
    series: 'Serie de idiomas',
    hackathon: 'Hackathon de idiomas',
    about: 'Dos días construyendo.',
  },
  {
    locale: 'fr',
    browser: 'fr-FR',
    series: 'Série des langues',
    hackathon: 'Hackathon des langues',
    about: 'Deux jours pour construire.',
  },
  {
    locale: 'pt-BR',
    browser: 'pt-BR',
    series: 'Série de idiomas',
    hackathon: 'Hackathon de idiomas',
    about: 'Dois dias construindo.',
  },
  {
    locale: 'ja',
    browser: 'ja-JP',
    series: '言語シリーズ',
    hackathon: '言語ハッカソン',
    about: '二日間のものづくり。',
  },
] as const

for (const language of OTHER_LANGUAGES) {
  test.describe(`in ${language.locale}, on a 390 px wide phone`, () => {
    test.use({ locale: language.browser, viewport: { width: 390, height: 844 } })

    test('every screen stays inside the phone and shows words, never a message id or a placeholder', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000)
      const token = await adminToken(request)
      const series = await apiCreateSeries(request, token, `${language.series} ${uid()}`, language.about)
      const hackathon = await apiCreateHackathon(request, token, {
        name: `${language.hackathon} ${uid()}`,
        description: language.about,
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
        await expect(page.locator('html')).toHaveAttribute('lang', language.locale)
        await expectReadableAndInside(page, path)
      }

      const admin = await createAccount(request, ROLE.admin)
      await signInAs(page, request, admin.email, admin.password)
      for (const path of ['/hackathons', '/series', '/users', '/suggestions', '/sources']) {
        await page.goto(path)
        await expectReadableAndInside(page, path)
      }
      // The forms that add an entity, the longest of them the hackathon's.
      for (const [path, add] of [
        ['/hackathons', 'hackathonManagement.add'],
        ['/series', 'series.add'],
        ['/users', 'users.add'],
      ] as const) {
        await page.goto(path)
        await page.getByRole('button', { name: translated(language.locale, add), exact: true }).click()
        await expectDialogReadableAndInside(page, `${path}, ${add}`)
        await page.keyboard.press('Escape')
        await expect(page.getByRole('dialog')).toHaveCount(0)
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
}
