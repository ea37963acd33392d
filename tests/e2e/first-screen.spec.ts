/**
 * What the first screen shows, measured in real Chromium on a homepage of about thirty hackathons
 * as varied as the demo's: six names a desktop screen, the first name high on a phone, and a
 * hackathon page's name, when and where and primary actions on a phone's first screen.
 */
import { expect, type Page, test } from '@playwright/test'
import { adminToken } from './support/api'
import { apiCreateHackathon, apiCreateSeries, daysFromNow, uid } from './support/hackathons'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

/** Names, places and facts like the demo's: long and short names, in series or not, facts or none. */
const NAMES = [
  'Spree Hacks Spring',
  'Global Climate Jam',
  'Campus Build Weekend Toronto',
  'London Fintech Challenge',
  'Bay Area LLM Hack',
  'Amsterdam Open Source Days',
  'Singapore Smart City Hack',
  'Mexico City EdTech Hack',
  'Warsaw Security CTF',
  'Madrid Health Datathon',
]
const PLACES = ['Berlin, Germany', 'San Francisco, United States', 'Toronto, Canada', 'Singapore', 'Madrid, Spain']
const MODES = ['in_person', 'online', 'hybrid'] as const

/** The visible cards' names (their h3), top to bottom. */
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 })

let search = ''
let pageOfOne = ''
const created: string[] = []
let token = ''

/**
 * Years ahead, so these come after what the other tests running beside them list on the homepage,
 * whose first page they would otherwise fill.
 */
const FAR = 3650

test.beforeAll(async ({ request }) => {
  // One word only these hackathons hold, so what other tests add meanwhile stays out of the list.
  const id = `Fold${uid()}`
  search = `/?q=${id}`
  token = await adminToken(request)
  const series = await apiCreateSeries(request, token, `Campus Build Weekend ${id}`)
  for (let n = 0; n < 30; n++) {
    const mode = MODES[n % 3] as (typeof MODES)[number]
    const hackathon = await apiCreateHackathon(request, token, {
      name: `${NAMES[n % NAMES.length]} ${n + 1}`,
      description: `Two days of building with mentors and free meals, for everyone who wants to learn. ${id}`,
      start_date: daysFromNow(FAR + 5 + n * 3),
      end_date: daysFromNow(FAR + 7 + n * 3),
      location: mode === 'online' ? null : (PLACES[n % PLACES.length] as string),
      attendance_mode: mode,
      timezone: mode === 'online' ? null : 'Europe/Berlin',
      series_id: n % 4 === 0 ? series.id : null,
      ...(n % 2 === 0
        ? {
            themes: ['ai', 'data', 'open-source'],
            free: true,
            travel_support: 'partial',
            prize_amount: 10_000,
            prize_currency: 'EUR',
            beginner_friendly: true,
            registration_opens_at: daysFromNow(-10),
            registration_deadline: daysFromNow(FAR + 2 + n * 3),
          }
        : {}),
    })
    created.push(hackathon.id)
    if (n === 0) pageOfOne = `/hackathons/${hackathon.id}`
  }
})

test.afterAll(async ({ request }) => {
  for (const id of created) {
    const response = await request.delete(`/api/v1/hackathons/${id}`, { headers: { authorization: `Bearer ${token}` } })
    expect(response.ok(), await response.text()).toBe(true)
  }
})

test('a desktop screen shows at least six hackathon names; a phone shows the first name above y=300', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await page.goto(search)
  await expect(cardNames(page).nth(5)).toBeVisible()
  const desktopBottoms = await cardNames(page).evaluateAll((names) =>
    names.map((name) => name.getBoundingClientRect().bottom),
  )
  expect(desktopBottoms.filter((bottom) => bottom <= DESKTOP.height).length).toBeGreaterThanOrEqual(6)

  await page.setViewportSize(PHONE)
  await page.goto(search)
  const first = await cardNames(page).first().boundingBox()
  expect(first).not.toBeNull()
  expect((first?.y ?? 0) + (first?.height ?? 0)).toBeLessThanOrEqual(300)
  // The header's actions fold to icons on one line and still say what they are.
  for (const name of ['Suggest a hackathon', 'Show on a map']) {
    await expect(page.getByRole('link', { name })).toBeVisible()
  }
  await expect(page.getByRole('button', { name: /Subscribe/ })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
})

test("a hackathon page shows its name, when and where and its primary actions on a phone's first screen", async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto(pageOfOne)
  const onFirstScreen = async (what: string, box: { y: number; height: number } | null) => {
    expect(box, what).not.toBeNull()
    expect((box?.y ?? 0) + (box?.height ?? 0), what).toBeLessThanOrEqual(PHONE.height)
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spree Hacks Spring 1')
  await onFirstScreen('the name', await page.getByRole('heading', { level: 1 }).boundingBox())
  await onFirstScreen('when', await page.getByRole('region', { name: 'When' }).boundingBox())
  await onFirstScreen('where', await page.getByRole('region', { name: 'Where' }).boundingBox())
  const actions = page.getByRole('group', { name: 'Actions' })
  await onFirstScreen('Visit website', await actions.getByRole('link', { name: /Visit website/ }).boundingBox())
  await onFirstScreen('Save', await actions.getByRole('button', { name: /^Save/ }).boundingBox())
  await onFirstScreen('Add to calendar', await actions.getByRole('button', { name: /Add to calendar/ }).boundingBox())
  // The description follows the actions, then the facts in groups. The related hackathons' cards,
  // which load after the paint further down, share the demo's description: the page's own is first.
  const description = await page
    .getByText(/^Two days of building/)
    .first()
    .boundingBox()
  const visit = await actions.getByRole('link', { name: /Visit website/ }).boundingBox()
  const groups = await page.getByRole('region', { name: 'Cost and prizes' }).boundingBox()
  expect(description?.y ?? 0).toBeGreaterThan(visit?.y ?? 0)
  expect(groups?.y ?? 0).toBeGreaterThan(description?.y ?? 0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
})

test('from 1024 px the groups of facts stand in two columns', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 })
  await page.goto(pageOfOne)
  const who = await page.getByRole('region', { name: 'Who can go' }).boundingBox()
  const cost = await page.getByRole('region', { name: 'Cost and prizes' }).boundingBox()
  expect(who && cost && Math.abs(who.y - cost.y)).toBeLessThan(2)
  expect((cost?.x ?? 0) > (who?.x ?? 0) + (who?.width ?? 0) - 1).toBe(true)
})
