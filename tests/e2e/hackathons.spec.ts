import { expect, type Page, test } from '@playwright/test'
import { adminToken, createAccount, signInAs, signUpAccount } from './support/api'
import { apiCreateHackathon, apiListHackathons, daysFromNow, localInput, uid } from './support/hackathons'
import { seriousViolations } from './support/page'

/** The Name column of the table's rows, top to bottom. */
/** Each row's name: the link in its first cell (a phone also shows the place and status under it). */
const names = (page: Page) => page.getByRole('row').locator('td:first-child a')

test('the /hackathons table sorts by its headers and pages by 10, following the URL', async ({ page, request }) => {
  const id = uid()
  const token = await adminToken(request)
  // Twelve hackathons whose names sort first ('0000 …') and whose start dates (in the 1990s, before
  // anyone else's) run the other way: name 01 starts last, name 12 first.
  const count = 12
  const label = (n: number) => `0000 ${id} ${String(n).padStart(2, '0')}`
  for (let n = 1; n <= count; n++) {
    await apiCreateHackathon(request, token, {
      name: label(n),
      start_date: `${1990 + count - n}-06-01T09:00:00.000Z`,
      end_date: `${1990 + count - n}-06-02T18:00:00.000Z`,
      location: `Place ${id}`,
    })
  }
  const editor = await createAccount(request, 1)
  await signInAs(page, request, editor.email, editor.password)

  // Default: name ascending, page 1.
  await page.goto('/hackathons')
  await expect(page.getByRole('heading', { name: 'Hackathon Management' })).toBeVisible()
  await expect(names(page)).toHaveCount(10)
  await expect(names(page)).toHaveText(Array.from({ length: 10 }, (_, i) => label(i + 1)))
  await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending')

  // Page 2 continues where page 1 stopped.
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/[?&]page=2\b/)
  await expect(names(page).nth(0)).toHaveText(label(11))
  await expect(names(page).nth(1)).toHaveText(label(12))

  // Sorting goes back to page 1: start date ascending puts the 1990s first, name 12 first of all.
  await page.getByRole('button', { name: /^Start Date/ }).click()
  await expect(page).toHaveURL(/\/hackathons\?sortBy=start_date$/)
  await expect(names(page)).toHaveText(Array.from({ length: 10 }, (_, i) => label(count - i)))

  // Clicking the sorted header again turns the order around.
  await page.getByRole('button', { name: /^Start Date/ }).click()
  await expect(page).toHaveURL(/sortOrder=desc/)
  await expect(page.getByRole('columnheader', { name: /^Start Date/ })).toHaveAttribute('aria-sort', 'descending')
  // Other tests add hackathons meanwhile: check the order of what is shown rather than exact rows
  // (polled, since the previous page stays on screen until the new one arrives).
  const startTimes = () =>
    page
      .getByRole('row')
      .locator('td:nth-child(2)')
      .evaluateAll((cells) => cells.map((cell) => Date.parse((cell.textContent ?? '').replace(/[\u202f\u00a0]/g, ' '))))
  await expect
    .poll(async () => {
      const starts = await startTimes()
      return (
        starts.length > 1 && starts.every((time, i) => !Number.isNaN(time) && (i === 0 || time <= (starts[i - 1] ?? 0)))
      )
    })
    .toBe(true)

  // A shared link opens the same view; invalid params fall back to page 1, name, asc.
  await page.goto('/hackathons?page=2&sortBy=start_date&sortOrder=asc')
  await expect(names(page).nth(0)).toHaveText(label(2))
  await expect(names(page).nth(1)).toHaveText(label(1))
  await page.goto('/hackathons?page=abc&sortBy=bogus&sortOrder=sideways')
  await expect(names(page).nth(0)).toHaveText(label(1))
  await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending')
  await expect(page).toHaveURL(/\/hackathons$/)
})

test("a user's (role 0) new hackathon is submitted for review and leaves the homepage unchanged", async ({
  page,
  request,
}) => {
  const name = `E2E Suggested ${uid()}`
  const account = await signUpAccount(request)
  await signInAs(page, request, account.email, account.password)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Hackathons', level: 1 })).toBeVisible()

  await page.goto('/hackathons')
  await expect(page.getByRole('heading', { name: 'Hackathon Management', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Add Hackathon' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Hackathon' })
  await expect(dialog.getByText('An editor reviews what you send before it appears on the site.')).toBeVisible()
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('URL').fill('https://example.com/suggested')
  await dialog.getByLabel(/^Start Date/).fill(localInput(daysFromNow(5)))
  await dialog.getByLabel(/^End Date/).fill(localInput(daysFromNow(6)))
  await dialog.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Thank you! Your suggestion was submitted for review.')).toBeVisible()
  await expect(dialog).toBeHidden()
  // Not in the table; listed, pending, among the user's own suggestions.
  await expect(page.getByRole('table').or(page.getByText("You don't have any hackathons yet"))).toBeVisible()
  await expect(page.getByRole('table').getByText(name)).toHaveCount(0)
  const mine = page.getByRole('region', { name: 'My Suggestions' })
  await expect(mine.getByRole('article').filter({ hasText: name }).getByText('Pending', { exact: true })).toBeVisible()

  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Hackathons', level: 1 })).toBeVisible()
  await expect(page.getByRole('article').first().or(page.getByText('No hackathons found'))).toBeVisible()
  await expect(page.getByText(name)).toHaveCount(0)
  expect((await apiListHackathons(request, { q: name })).count).toBe(0)
})

test('a moderator deletes a hackathon after confirming; an editor is not offered Delete', async ({ page, request }) => {
  const name = `E2E Doomed ${uid()}`
  const token = await adminToken(request)
  // Starting in 1970 puts it first when sorted by start date.
  const hackathon = await apiCreateHackathon(request, token, {
    name,
    start_date: '1970-01-02T09:00:00.000Z',
    end_date: '1970-01-02T18:00:00.000Z',
  })
  const editor = await createAccount(request, 1)
  const moderator = await createAccount(request, 5)

  await signInAs(page, request, editor.email, editor.password)
  await page.goto('/hackathons?sortBy=start_date')
  await page.getByRole('button', { name: `Actions for ${name}` }).click()
  await expect(page.getByRole('menuitem')).toHaveText(['Edit Hackathon', 'Check link now'])
  await page.keyboard.press('Escape')

  await signInAs(page, request, moderator.email, moderator.password)
  await page.goto('/hackathons?sortBy=start_date')
  await page.getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: 'Delete Hackathon' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm.getByText('Confirmation Required')).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('link', { name })).toBeVisible()

  await page.getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: 'Delete Hackathon' }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('The hackathon was deleted successfully')).toBeVisible()
  await expect(page.getByRole('link', { name })).toHaveCount(0)
  expect((await request.get(`/api/v1/hackathons/${hackathon.id}`)).status()).toBe(404)

  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Hackathons', level: 1 })).toBeVisible()
  await expect(page.getByText(name)).toHaveCount(0)
})

// Two tests, not one: four axe scans of large pages outlast one test's time limit on a busy machine.
test('the homepage, light and dark, has no serious or critical accessibility violation', async ({ page, request }) => {
  const token = await adminToken(request)
  await apiCreateHackathon(request, token, {
    name: `E2E Axe Upcoming ${uid()}`,
    start_date: daysFromNow(40),
    end_date: daysFromNow(41),
    location: 'Oslo',
  })
  await apiCreateHackathon(request, token, {
    name: `E2E Axe Past ${uid()}`,
    description: 'An ended hackathon is dimmed, and its text must stay readable.',
    start_date: daysFromNow(-41),
    end_date: daysFromNow(-40),
    location: 'Bergen',
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Past Hackathons' })).toBeVisible()
  expect(await seriousViolations(page), 'homepage').toEqual([])
  await page.evaluate(() => localStorage.setItem('color-mode', 'dark'))
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(page.getByRole('heading', { name: 'Past Hackathons' })).toBeVisible()
  expect(await seriousViolations(page), 'homepage, dark mode').toEqual([])
  await page.evaluate(() => localStorage.removeItem('color-mode'))
})

test('/hackathons and its form have no serious or critical accessibility violation', async ({ page, request }) => {
  await apiCreateHackathon(request, await adminToken(request), {
    name: `E2E Axe Table ${uid()}`,
    start_date: daysFromNow(40),
    end_date: daysFromNow(41),
    location: 'Oslo',
  })
  const editor = await createAccount(request, 1)
  await signInAs(page, request, editor.email, editor.password)
  await page.goto('/hackathons')
  await expect(names(page).first()).toBeVisible()
  expect(await seriousViolations(page), '/hackathons').toEqual([])
  await page.getByRole('button', { name: 'Add Hackathon' }).click()
  await expect(page.getByRole('dialog', { name: 'Add Hackathon' })).toBeVisible()
  expect(await seriousViolations(page), 'Add Hackathon').toEqual([])
})

/** Whether the page scrolls sideways, the table's region does, and whether its Actions header is seen (not covered). */
async function tableFit(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('table') as HTMLTableElement
    const region = table.parentElement as HTMLElement
    const actions = [...table.querySelectorAll('th')].find((th) => th.textContent?.trim() === 'Actions') as HTMLElement
    const box = actions.getBoundingClientRect()
    const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return {
      pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
      tableOverflows: region.scrollWidth > region.clientWidth,
      actionsSeen: actions.contains(seen) && box.right <= window.innerWidth,
    }
  })
}

test('the /hackathons table fits at 1280 px and on a phone, its Actions header in view', async ({ page, request }) => {
  const token = await adminToken(request)
  await apiCreateHackathon(request, token, {
    name: `E2E Wide Table International Hackathon Weekend ${uid()}`,
    description: 'A long description that would widen the table if it were not cut short. '.repeat(5),
    location: 'San Francisco, California, United States',
    start_date: daysFromNow(5000),
    end_date: daysFromNow(5002),
  })
  const admin = await createAccount(request, 10)
  await signInAs(page, request, admin.email, admin.password)
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto('/hackathons?sortBy=start_date&sortOrder=desc')
    await expect(page.getByRole('link', { name: /^E2E Wide Table/ }).first()).toBeVisible()
    expect(await tableFit(page), `${viewport.width} px`).toEqual({
      pageOverflows: false,
      tableOverflows: false,
      actionsSeen: true,
    })
  }
})
