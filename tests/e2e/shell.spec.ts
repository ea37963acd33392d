import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { adminToken, signInAs, signUpAccount, TOKEN_KEY } from './support/api'
import { apiCreateHackathon, apiCreateSeries, daysFromNow, uid } from './support/hackathons'

/** A few upcoming hackathons, so the homepage has cards whatever the other tests have left. */
async function someHackathons(request: Parameters<typeof adminToken>[0]) {
  const token = await adminToken(request)
  const id = uid()
  for (const days of [3, 10, 20]) {
    await apiCreateHackathon(request, token, {
      name: `Shell ${id} Hack ${days}`,
      description: 'A weekend of building.',
      start_date: daysFromNow(days),
      end_date: daysFromNow(days + 1, 18),
      location: 'Ghent',
    })
  }
}

/** Whether the focused element is a link inside one of the homepage's cards. */
/** Whether a control of a card (its Save button, the first in its badge row, or a link) has the focus. */
const focusInCard = (page: Page) =>
  page.evaluate(
    () =>
      ['A', 'BUTTON'].includes(document.activeElement?.tagName ?? '') && !!document.activeElement?.closest('article'),
  )

test('an unknown path shows the 404 page inside the layout, with the menu and a way home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByText('404')).toBeVisible()
  await expect(page.getByText('Oops!')).toBeVisible()
  await expect(page.getByText('The page you are looking for was not found.')).toBeVisible()
  await expect(page).toHaveTitle('Not Found · Hackathons')
  // The menu stays: the page is one of the site's, not a dead end.
  const menu = page.getByRole('navigation', { name: 'Main' })
  await expect(menu.getByRole('link', { name: 'Homepage' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Oops!')
  await page.getByRole('link', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/$/)
})

/**
 * The homepage with some hackathons, settled (its lazily loaded Subscribe menu in place, so none
 * replaces a focused control), after Tab and Enter on "Skip to content": the focus is on main.
 */
async function skipToMain(page: Page, request: APIRequestContext) {
  await someHackathons(request)
  await page.goto('/')
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  // Out of sight until focused, then on the screen.
  await expect(skip).not.toBeInViewport()
  await page.keyboard.press('Tab')
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
}

test('the first Tab reaches "Skip to content", which moves focus past the menu to the main content', async ({
  page,
  request,
}) => {
  await skipToMain(page, request)
  // From there the page's own controls follow, the menu's entries skipped.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('navigation', { name: 'Main' }).locator(':focus')).toHaveCount(0)
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1)
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
    await expect(drawer.getByRole('link')).toHaveText(['Homepage', 'Map', 'Saved', 'Settings', 'Hackathons'])
    await drawer.getByRole('link', { name: 'Hackathons' }).click()
    await expect(page).toHaveURL(/\/hackathons$/)
    await expect(drawer).toBeHidden()
  })

  test('the homepage folds its filters behind one button, so the first card shows on the first screen', async ({
    page,
    request,
  }) => {
    await someHackathons(request)
    await page.goto('/')
    const firstCard = page.getByRole('article').first()
    await expect(firstCard).toBeVisible()
    const box = await firstCard.boundingBox()
    expect(box?.y).toBeLessThan(844)
    await expect(firstCard).toBeInViewport()
    // The search box stays; the filters wait behind "Filters".
    await expect(page.getByRole('searchbox', { name: 'Search hackathons' })).toBeVisible()
    const filters = page.getByRole('button', { name: 'Filters', exact: true })
    await expect(filters).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('combobox', { name: 'Attendance' })).toBeHidden()
    // From the keyboard: Space unfolds them, and they are the next stops of the Tab key.
    await filters.focus()
    await page.keyboard.press('Space')
    await expect(filters).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('combobox', { name: 'Themes' })).toBeFocused()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('the Filters button counts the filters set', async ({ page }) => {
    await page.goto('/?mode=online&status=upcoming&q=hack')
    const filters = page.getByRole('button', { name: 'Filters (2)' })
    await expect(filters).toBeVisible()
    await filters.click()
    await expect(page.getByRole('combobox', { name: 'Attendance' })).toHaveValue('online')
    await page.getByRole('combobox', { name: 'Dates' }).selectOption('This month')
    await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible()
  })

  test('"Skip to content", then "Skip to the hackathons": five key presses reach the first card', async ({
    page,
    request,
  }) => {
    await skipToMain(page, request)
    // The page's actions, the search box and the filters come before the list: its own skip link passes them.
    await page.keyboard.press('Tab')
    const toList = page.getByRole('link', { name: 'Skip to the hackathons' })
    await expect(toList).toBeFocused()
    await expect(toList).toBeInViewport()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    expect(await focusInCard(page)).toBe(true)
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

/** What a page asks the API for, and the warnings Chromium gives about preloads it did not use. */
function watchRequests(page: Page, paths: RegExp) {
  const requests: string[] = []
  const warnings: string[] = []
  page.on('request', (request) => {
    if (paths.test(new URL(request.url()).pathname)) requests.push(request.url())
  })
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
  })
  return { requests, warnings }
}

test('the homepage uses the responses preloaded by its HTML: one request per feed and for the map, none wasted', async ({
  page,
}) => {
  const seen = watchRequests(page, /^\/api\/v1\/(hackathons\/|map\/config)$/)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Hackathons', level: 1 })).toBeVisible()
  // Chromium reports an unused preload a few seconds after the load event.
  await page.waitForTimeout(3500)
  expect(seen.warnings.filter((text) => text.includes('preloaded'))).toEqual([])
  const feeds = seen.requests.filter((url) => url.includes('/hackathons/'))
  expect(feeds.map((url) => new URL(url).searchParams.get('status')).sort()).toEqual(['past', 'upcoming'])
  expect(seen.requests.filter((url) => url.endsWith('/map/config'))).toHaveLength(1)
})

test("a hackathon's page uses the hackathon and the map's setting preloaded by its HTML, once each", async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const hackathon = await apiCreateHackathon(request, token, {
    name: `Preloaded ${uid()} Hack`,
    description: 'A weekend of building.',
    start_date: daysFromNow(12),
    end_date: daysFromNow(13, 18),
  })
  const seen = watchRequests(page, new RegExp(`^/api/v1/(hackathons/${hackathon.id}|map/config)$`))
  await page.goto(`/hackathons/${hackathon.id}`)
  await expect(page.getByRole('heading', { name: hackathon.name, level: 1 })).toBeVisible()
  await page.waitForTimeout(3500)
  expect(seen.warnings.filter((text) => text.includes('preloaded'))).toEqual([])
  expect(seen.requests.map((url) => new URL(url).pathname).sort()).toEqual([
    `/api/v1/hackathons/${hackathon.id}`,
    '/api/v1/map/config',
  ])
})

test("a series page uses the series, its two feeds and the map's setting preloaded by its HTML, once each", async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const series = await apiCreateSeries(request, token, `Preloaded ${uid()} Series`, 'Every spring.')
  await apiCreateHackathon(request, token, {
    name: `Preloaded ${uid()} Spring Hack`,
    start_date: daysFromNow(20),
    end_date: daysFromNow(21, 18),
    series_id: series.id,
  })
  const seen = watchRequests(page, new RegExp(`^/api/v1/(series/${series.id}|hackathons/|map/config)$`))
  await page.goto(`/series/${series.id}`)
  await expect(page.getByRole('heading', { name: series.name, level: 1 })).toBeVisible()
  await page.waitForTimeout(3500)
  expect(seen.warnings.filter((text) => text.includes('preloaded'))).toEqual([])
  const feeds = seen.requests.filter((url) => new URL(url).pathname === '/api/v1/hackathons/')
  expect(feeds.map((url) => new URL(url).searchParams.get('status')).sort()).toEqual(['past', 'upcoming'])
  expect(seen.requests.filter((url) => url.endsWith(`/series/${series.id}`))).toHaveLength(1)
  expect(seen.requests.filter((url) => url.endsWith('/map/config'))).toHaveLength(1)
})

/**
 * Holds back the design system's code until `release()`: whatever a page shows meanwhile, it drew
 * without Chakra's components, which would wait for the system.
 */
async function holdDesignSystem(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const held: string[] = []
  await page.route('**/assets/design-system-*.js', async (route) => {
    held.push(route.request().url())
    await released
    await route.continue()
  })
  return { held, release }
}

test('the public pages draw their first screen before the design system has loaded', async ({ page, request }) => {
  const token = await adminToken(request)
  const series = await apiCreateSeries(request, token, `First Paint ${uid()} Series`, 'Every autumn.')
  const hackathon = await apiCreateHackathon(request, token, {
    name: `First Paint ${uid()} Hack`,
    description: 'A weekend of building.',
    start_date: daysFromNow(15),
    end_date: daysFromNow(16, 18),
    location: 'Ghent',
    series_id: series.id,
  })
  const designSystem = await holdDesignSystem(page)

  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Hackathons', level: 1 })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()

  await page.goto(`/hackathons/${hackathon.id}`)
  await expect(page.getByRole('heading', { name: hackathon.name, level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: /Visit Website/i })).toBeVisible()

  await page.goto(`/series/${series.id}`)
  await expect(page.getByRole('heading', { name: series.name, level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: hackathon.name })).toBeVisible()

  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Log In', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Email')).toBeEditable()
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled()

  // Once it arrives, a screen that needs it (signing up) draws as before.
  designSystem.release()
  await page.goto('/signup')
  await expect(page.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible()
  expect(designSystem.held.length).toBeGreaterThan(0)
})

test("a visitor's hackathon page shows every part without loading the design system, until History is opened", async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const series = await apiCreateSeries(request, token, `Plain Page ${uid()} Series`, 'Every spring.')
  const inSeries = (days: number) =>
    apiCreateHackathon(request, token, {
      name: `Plain Page ${uid()} Hack`,
      description: 'A weekend of building.',
      start_date: daysFromNow(days),
      end_date: daysFromNow(days + 1, 18),
      location: 'Ghent',
      series_id: series.id,
    })
  const hackathon = await inSeries(15)
  const related = await inSeries(40)
  const designSystem: string[] = []
  page.on('request', (sent) => {
    if (/\/assets\/design-system-[^/]*\.js$/.test(sent.url())) designSystem.push(sent.url())
  })

  await page.goto(`/hackathons/${hackathon.id}`)
  await expect(page.getByRole('heading', { name: 'Related hackathons', level: 2 })).toBeVisible()
  await expect(page.getByRole('heading', { name: related.name })).toBeVisible()
  await expect(page.getByRole('link', { name: 'I organise this' })).toHaveAttribute('href', /^\/login\?redirect=/)
  const showHistory = page.getByRole('button', { name: 'Show history' })
  await expect(showHistory).toBeVisible()
  expect(designSystem).toEqual([])

  await showHistory.click()
  await expect(page.getByRole('listitem').filter({ hasText: /^Added/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Hide history' })).toBeVisible()
  expect(designSystem.length).toBeGreaterThan(0)
})
