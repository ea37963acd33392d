import { expect, type Page, test } from '@playwright/test'
import { adminToken } from './support/api'
import { E2E } from './support/env'
import { apiCreateHackathon, daysFromNow, uid } from './support/hackathons'

/** The names on the homepage's cards, top to bottom. */
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 })

/** Three in-person hackathons the server places from their locations; one word only they hold. */
async function seedPlaced(request: Parameters<typeof adminToken>[0]) {
  const id = `Geo${uid()}`
  const token = await adminToken(request)
  const create = (name: string, location: string, days: number) =>
    apiCreateHackathon(request, token, {
      name: `${id} ${name}`,
      start_date: daysFromNow(days),
      end_date: daysFromNow(days + 1),
      location,
      attendance_mode: 'in_person',
    })
  // Munich starts first: by date it would lead, by distance from Potsdam it is not even listed.
  await create('Munich Hack', 'Munich, Germany', 10)
  await create('Berlin Hack', 'Berlin, Germany', 20)
  await create('Leipzig Hack', 'Leipzig, Germany', 30)
  return id
}

test.describe('near me', () => {
  test.use({ geolocation: { latitude: 52.39886, longitude: 13.06566 }, permissions: ['geolocation'] })

  test('a visitor in Potsdam taps Near me: Berlin first, 27 km away, Munich not at all; the address keeps it', async ({
    page,
    request,
  }) => {
    const id = await seedPlaced(request)
    await page.goto(`/?q=${id}`)
    await expect(cardNames(page)).toHaveText([`${id} Munich Hack`, `${id} Berlin Hack`, `${id} Leipzig Hack`])

    await page.getByRole('button', { name: 'Near me' }).click()
    await expect(page).toHaveURL(/[?&]near=52\.4(%2C|,)13\.07(&|$)/)
    // Within 100 km: Berlin alone (Leipzig is about 130 km away, Munich about 490).
    await expect(cardNames(page)).toHaveText([`${id} Berlin Hack`])
    await expect(page.getByRole('article').first()).toContainText('27 km away')
    await expect(page.getByRole('combobox', { name: 'Distance' })).toHaveValue('100')

    await page.getByRole('combobox', { name: 'Distance' }).selectOption('500')
    await expect(page).toHaveURL(/[?&]radius_km=500/)
    await expect(cardNames(page)).toHaveText([`${id} Berlin Hack`, `${id} Leipzig Hack`, `${id} Munich Hack`])

    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Distance' })).toHaveValue('500')
    await expect(cardNames(page)).toHaveText([`${id} Berlin Hack`, `${id} Leipzig Hack`, `${id} Munich Hack`])
    await page.goBack()
    await expect(cardNames(page)).toHaveText([`${id} Berlin Hack`])
  })
})

test('a search typed on the homepage goes to the map at once, and each result is a marker of its own', async ({
  page,
  request,
}) => {
  const id = await seedPlaced(request)
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Search hackathons' }).fill(id)
  // Pressed before the typing pauses long enough to reach the address.
  await page.getByRole('link', { name: 'Show on a map' }).click()
  await expect(page).toHaveURL(new RegExp(`/map\\?q=${id}`))
  await expect(page.getByRole('status').filter({ hasText: 'on the map' })).toHaveText('3 hackathons on the map')
  // The view fits the results: no cluster stands for them, every one is a marker to press.
  for (const name of ['Munich Hack', 'Berlin Hack', 'Leipzig Hack']) {
    await expect(page.getByRole('button', { name: `${id} ${name}` })).toBeVisible()
  }
  await expect(page.locator('.marker-cluster')).toHaveCount(0)
})

test('the map shows the placed hackathons of the filters with the tiles credit, and the homepage loads no map code', async ({
  page,
  request,
}) => {
  const id = await seedPlaced(request)
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text())
  })
  await page.goto(`/?q=${id}`)
  await expect(cardNames(page)).toHaveCount(3)
  // Leaflet's own class names: in its code, never in the homepage's.
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((code) => code.includes('leaflet-container'))).toEqual([])

  await page.getByRole('link', { name: 'Show on a map' }).click()
  await expect(page).toHaveURL(new RegExp(`/map\\?q=${id}`))
  await expect(page.getByRole('heading', { name: 'Hackathons on the map', level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'on the map' })).toHaveText('3 hackathons on the map')
  await expect(page.getByText(E2E.tileAttribution)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Places: GeoNames' })).toBeVisible()
  // A credit link in running text is told apart by more than its colour.
  await expect(page.getByRole('link', { name: 'Places: GeoNames' })).toHaveCSS('text-decoration-line', 'underline')

  const munich = page.getByRole('button', { name: `${id} Munich Hack` })
  await munich.focus()
  await expect(munich).toBeFocused()
  await page.keyboard.press('Enter')
  const popup = page.locator('.leaflet-popup')
  await expect(popup).toContainText(`${id} Munich Hack`)
  await expect(popup).toContainText('Upcoming')
  await popup.getByRole('link', { name: 'Open its page' }).click()
  await expect(page.getByRole('heading', { name: `${id} Munich Hack`, level: 1 })).toBeVisible()
  // Its "Show on a map" opens this site's map, centred on it with its popup open.
  await page.getByRole('link', { name: 'Show on a map' }).click()
  await expect(page).toHaveURL(/\/map\?focus=/)
  await expect(page.locator('.leaflet-popup')).toContainText(`${id} Munich Hack`)
})
