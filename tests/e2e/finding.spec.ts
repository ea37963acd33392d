import { expect, type Page, test } from '@playwright/test'
import { adminToken, uniqueEmail } from './support/api'
import { apiCreateHackathon, daysFromNow, localInput, uid } from './support/hackathons'

/** The names on the homepage's cards, top to bottom. */
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search hackathons' })

test('a visitor searches and filters the homepage; the address keeps it through reload, back and forward', async ({
  page,
  request,
}) => {
  // One word only these hackathons hold, so what other tests add meanwhile stays out of the results.
  const id = `Fjord${uid()}`
  const token = await adminToken(request)
  const create = (name: string, days: number, attendance_mode: 'online' | 'hybrid' | 'in_person') =>
    apiCreateHackathon(request, token, {
      name: `${id} ${name}`,
      start_date: daysFromNow(days),
      end_date: daysFromNow(days + 1),
      location: 'Bergen',
      attendance_mode,
    })
  await create('Online Hack', 30, 'online')
  await create('Hybrid Hack', 60, 'hybrid')
  await create('Older Past Hack', -400, 'online')
  await create('Recent Past Hack', -100, 'in_person')

  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Hackathons', level: 1 })).toBeVisible()
  // `/` from anywhere on the page goes to the search box (the heading is not a control; a click
  // on a card would open it).
  // A person presses it once the box is there to see.
  await expect(searchBox(page)).toBeVisible()
  await page.getByRole('heading', { name: 'Hackathons', level: 1 }).click()
  await page.keyboard.press('/')
  await expect(searchBox(page)).toBeFocused()
  await page.keyboard.type(id)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${id}`))
  const status = page.getByRole('status').filter({ hasText: /^\d+ (upcoming |past )?hackathons?( · \d+ upcoming)?$/ })
  await expect(status).toHaveText('4 hackathons · 2 upcoming')
  // The homepage's order holds for a search: upcoming by start date, then the past under its heading.
  await expect(cardNames(page)).toHaveText([
    new RegExp(`${id} Online Hack`),
    new RegExp(`${id} Hybrid Hack`),
    new RegExp(`${id} Older Past Hack`),
    new RegExp(`${id} Recent Past Hack`),
  ])
  await expect(
    page.getByRole('region', { name: 'Past hackathons' }).getByRole('heading', { name: 'Past Hackathons' }),
  ).toBeVisible()

  await page.getByRole('combobox', { name: 'Attendance' }).selectOption('Online')
  await expect(page).toHaveURL(/[?&]mode=online/)
  await expect(cardNames(page)).toHaveText([new RegExp(`${id} Online Hack`), new RegExp(`${id} Older Past Hack`)])
  await expect(status).toHaveText('2 hackathons · 1 upcoming')

  // The past alone keeps the same order, by start date.
  await page.getByRole('combobox', { name: 'Attendance' }).selectOption('Any attendance')
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Past')
  await expect(page).toHaveURL(/[?&]status=past/)
  await expect(cardNames(page)).toHaveText([new RegExp(`${id} Older Past Hack`), new RegExp(`${id} Recent Past Hack`)])
  await expect(status).toHaveText('2 past hackathons')

  // A reload shows the same list and the same controls.
  await page.reload()
  await expect(searchBox(page)).toHaveValue(id)
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('past')
  await expect(cardNames(page)).toHaveText([new RegExp(`${id} Older Past Hack`), new RegExp(`${id} Recent Past Hack`)])

  // Back and forward walk through the searches.
  await page.goBack()
  await expect(page).not.toHaveURL(/status=past/)
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('')
  await expect(cardNames(page)).toHaveCount(4)
  await page.goBack()
  await expect(page.getByRole('combobox', { name: 'Attendance' })).toHaveValue('online')
  await expect(cardNames(page)).toHaveCount(2)
  await page.goForward()
  await expect(page.getByRole('combobox', { name: 'Attendance' })).toHaveValue('')
  await expect(cardNames(page)).toHaveCount(4)

  // Nothing matches: the page says what was searched and offers to clear it all.
  await page.getByRole('combobox', { name: 'Attendance' }).selectOption('Hybrid')
  await page.getByRole('combobox', { name: 'Dates' }).selectOption('This week')
  await expect(page.getByText(`No hackathons match "${id}" — Hybrid, this week.`)).toBeVisible()
  await expect(status).toHaveText('0 hackathons')
  await page.getByRole('button', { name: 'Clear filters' }).last().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(searchBox(page)).toHaveValue('')
  await expect(page.getByRole('article').first()).toBeVisible()
})

test('on a 390 px phone the filters, once unfolded, wrap onto the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(searchBox(page)).toBeVisible()
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  for (const name of ['Attendance', 'Dates', 'Series', 'Status']) {
    const box = await page.getByRole('combobox', { name }).boundingBox()
    expect(box, name).not.toBeNull()
    expect((box?.x ?? 0) + (box?.width ?? 0), `${name} is on screen`).toBeLessThanOrEqual(390)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test("a visitor's suggestion goes through sign-up and log-in straight back to the form, and awaits review", async ({
  page,
}) => {
  const name = `E2E Suggested via sign-up ${uid()}`
  const email = uniqueEmail('suggester')
  const password = 'e2e-password-123'

  await page.goto('/')
  await page.getByRole('link', { name: 'Suggest a hackathon' }).click()
  await expect(page).toHaveURL(/\/signup\?redirect=/)
  await expect(page.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible()
  await page.getByLabel('Username').fill('Suggesting Visitor')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByLabel('Confirm Password').fill(password)
  await page.getByRole('button', { name: 'Sign Up' }).click()

  await expect(page).toHaveURL(/\/login\?redirect=/)
  await expect(page.getByRole('heading', { name: 'Log In', level: 1 })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Log In' }).click()

  // Back on the homepage with the form open; the request has left the address.
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await dialog.getByLabel('URL').fill('https://example.com/suggested-after-signup')
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel(/^Start Date/).fill(localInput(daysFromNow(20)))
  await dialog.getByLabel(/^End Date/).fill(localInput(daysFromNow(21)))
  await dialog.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Thank you! Your suggestion was submitted for review.')).toBeVisible()
  await expect(dialog).toBeHidden()

  await page.goto('/hackathons')
  const mine = page.getByRole('region', { name: 'My Suggestions' })
  const card = mine.getByRole('article').filter({ hasText: name })
  await expect(card.getByText('Pending', { exact: true })).toBeVisible()
  await expect(card.getByText('Awaiting review')).toBeVisible()
})
