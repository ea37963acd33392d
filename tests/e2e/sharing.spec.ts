import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import ICAL from 'ical.js'
import { adminToken } from './support/api'
import { apiCreateHackathon, apiCreateSeries, daysFromNow, uid } from './support/hackathons'
import { seriousViolations } from './support/page'

// The copy path of Share: a clipboard the page may write and the test may read, and no share sheet.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
  })
})

/**
 * The events of an iCalendar file as a calendar app reads them, its zones registered so that a
 * start written in the venue's zone resolves to its instant.
 */
function readCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    return {
      summary: event.summary,
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      url: String(vevent.getFirstPropertyValue('url') ?? ''),
    }
  })
  return { calendar, events }
}

test('signed out, a card opens the public page, which shares its link and adds itself to a calendar', async ({
  page,
  request,
}) => {
  const name = `Share Hack ${uid()}`
  const url = `https://example.com/share-${uid()}`
  const start = daysFromNow(1)
  const hackathon = await apiCreateHackathon(request, await adminToken(request), {
    name,
    url,
    description: 'Built to be shared.',
    start_date: start,
    end_date: daysFromNow(2, 18),
    location: 'Lisbon',
    attendance_mode: 'in_person',
    timezone: 'Europe/Lisbon',
  })

  await page.goto('/')
  await expect(page).toHaveTitle('Hackathons')
  const card = page.getByRole('article').filter({ hasText: name })
  // The card's name opens the hackathon's own site in a new tab; Details opens its page here.
  const nameLink = card.getByRole('link', { name, exact: true })
  await expect(nameLink).toHaveAttribute('href', url)
  await expect(nameLink).toHaveAttribute('target', '_blank')
  await expect(nameLink).toHaveAttribute('rel', 'noopener noreferrer')
  // Nothing covers it: the Details link's area spreads over the card beneath the other links.
  await nameLink.click({ trial: true })
  await card.getByRole('link', { name: `Details about ${name}` }).click()

  await expect(page).toHaveURL(`/hackathons/${hackathon.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page).toHaveTitle(`${name} · Hackathons`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Built to be shared.')
  // The page's own place, not a related hackathon's nearby.
  await expect(page.getByRole('article').first().getByText('Lisbon')).toBeVisible()
  await expect(page.getByRole('link', { name: /Visit website/ })).toHaveAttribute('rel', /noopener/)

  // Share copies the page's link.
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())

  // Add to calendar downloads the event as an iCalendar file.
  await page.getByRole('button', { name: /Add to calendar/ }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: /Download \.ics file/ }).click()
  const download = await downloading
  const { calendar, events } = readCalendar(await readFile(await download.path(), 'utf8'))
  expect(calendar.name).toBe('vcalendar')
  expect(events).toEqual([
    {
      summary: name,
      uid: `${hackathon.id}@${new URL(page.url()).host}`,
      start,
      url: page.url(),
    },
  ])

  // The title follows the screen back to the homepage.
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Hackathons', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle('Hackathons')
})

test('an address that names no hackathon says so and leads back to the list', async ({ page }) => {
  await page.goto('/hackathons/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { name: 'Hackathon not found', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: /Back to all hackathons/ }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { name: 'Hackathons', level: 1 })).toBeVisible()
})

test('the signed-in table stays at /hackathons', async ({ page }) => {
  await page.goto('/hackathons')
  await expect(page).toHaveURL(/\/login/)
})

test('on a 390 px phone the page fits, its actions wrap, and axe finds nothing serious', async ({ page, request }) => {
  const name = `Phone Hack ${uid()}`
  const hackathon = await apiCreateHackathon(request, await adminToken(request), {
    name,
    url: `https://example.com/phone-${uid()}`,
    description: 'Small screens too.',
    start_date: daysFromNow(5),
    end_date: daysFromNow(6, 18),
    attendance_mode: 'online',
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/hackathons/${hackathon.id}`)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(page.getByText('Online', { exact: true })).toHaveCount(2)
  const actions = page.getByRole('group', { name: 'Actions' })
  const controls = [
    actions.getByRole('link', { name: /Visit website/ }),
    actions.getByRole('button', { name: /Add to calendar/ }),
    actions.getByRole('button', { name: 'Share' }),
  ]
  for (const control of controls) await expect(control).toBeVisible()
  // Measured at one instant: the calendar menu's button takes its stand-in's place after the page has painted.
  const rightEdges = await actions.evaluate((group) =>
    [...group.querySelectorAll('a, button')].map((control) => control.getBoundingClientRect().right),
  )
  expect(rightEdges.length).toBeGreaterThanOrEqual(controls.length)
  for (const right of rightEdges) expect(right).toBeLessThanOrEqual(390)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await seriousViolations(page)).toEqual([])
})

test("a series page subscribes to the series' upcoming hackathons: webcal:// and a copied https link", async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const series = await apiCreateSeries(request, token, `Subscribe Series ${uid()}`)
  const name = `Subscribed Hack ${uid()}`
  await apiCreateHackathon(request, token, {
    name,
    url: `https://example.com/subscribed-${uid()}`,
    start_date: daysFromNow(3),
    end_date: daysFromNow(4),
    series_id: series.id,
  })
  await page.goto(`/series/${series.id}`)
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click()
  const https = `${new URL(page.url()).origin}/api/v1/hackathons/calendar.ics?series=${series.id}`
  await expect(page.getByRole('menuitem', { name: /Subscribe in calendar app/ })).toHaveAttribute(
    'href',
    https.replace(/^https?:/, 'webcal:'),
  )
  await page.getByRole('menuitem', { name: /Copy calendar link/ }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(https)
  const calendar = await request.get(https)
  expect(calendar.status()).toBe(200)
  expect(await calendar.text()).toContain(`SUMMARY:${name}`)
})
