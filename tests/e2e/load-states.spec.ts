import { expect, test } from '@playwright/test'
import { adminToken, createAccount, signInAs } from './support/api'
import { apiCreateHackathon, apiCreateSeries, daysFromNow, uid } from './support/hackathons'

// The API fails on the way to the browser (the real server keeps running): the page must say what
// failed and offer Retry, and Retry must load the real data once the API answers again.
const fail = { status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Database down' }) }

test('the homepage shows a load error with Retry when the API fails, then the cards after Retry', async ({
  page,
  request,
}) => {
  const name = `Retry ${uid()}`
  await apiCreateHackathon(request, await adminToken(request), {
    name,
    start_date: daysFromNow(400),
    end_date: daysFromNow(401),
  })
  await page.route('**/api/v1/hackathons/?**', (route) => route.fulfill(fail))
  await page.goto('/')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('The hackathons could not be loaded.')
  await expect(alert).toContainText('Internal Server Error: Database down')
  await expect(page.getByRole('heading', { name: 'Hackathons', level: 1 })).toBeVisible()
  await expect(page.getByText('No hackathons found')).toHaveCount(0)

  await page.unroute('**/api/v1/hackathons/?**')
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a series page shows a load error with Retry when the API fails, and "Series not found" only for a 404', async ({
  page,
  request,
}) => {
  const series = await apiCreateSeries(request, await adminToken(request), `Retry series ${uid()}`)
  await page.route(`**/api/v1/series/${series.id}`, (route) => route.fulfill(fail))
  await page.goto(`/series/${series.id}`)
  await expect(page.getByRole('alert')).toContainText('The series could not be loaded.')
  await expect(page.getByText('Series not found')).toHaveCount(0)

  await page.unroute(`**/api/v1/series/${series.id}`)
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('heading', { name: series.name, level: 1 })).toBeVisible()

  await page.goto('/series/00000000-0000-4000-8000-00000000dead')
  await expect(page.getByText('Series not found')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0)
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('every admin table keeps its row actions on screen, without scrolling sideways', async ({ page, request }) => {
    const token = await adminToken(request)
    const name = `A phone row ${uid()} with a long name that needs room`
    await apiCreateHackathon(request, token, {
      name,
      description: 'A description long enough to push the later columns far off a narrow screen.',
      start_date: daysFromNow(30),
      end_date: daysFromNow(31),
      location: 'Somewhere with a long place name',
    })
    const seriesName = `A phone series ${uid()}`
    await apiCreateSeries(request, token, seriesName, 'A description long enough to need room on a phone.')
    const moderator = await createAccount(request, 5)
    await signInAs(page, request, moderator.email, moderator.password)

    for (const [path, row] of [
      // Searched for, so the hackathons other tests add meanwhile never push it off the first page.
      [`/hackathons?q=${encodeURIComponent(name)}`, name],
      ['/series', seriesName],
    ] as const) {
      await page.goto(path)
      const actions = page.getByRole('button', { name: `Actions for ${row}` })
      await expect(actions).toBeVisible()
      const box = await actions.boundingBox()
      expect(box, `${path}: the actions button has a box`).not.toBeNull()
      expect((box?.x ?? 0) + (box?.width ?? 0), `${path}: the actions button is on screen`).toBeLessThanOrEqual(390)
      await actions.click()
      await expect(page.getByRole('menuitem').first()).toBeVisible()
      await page.keyboard.press('Escape')
    }

    await page.goto('/users')
    const firstActions = page.getByRole('button', { name: /^Actions for / }).first()
    await expect(firstActions).toBeVisible()
    const box = await firstActions.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0), '/users: the actions button is on screen').toBeLessThanOrEqual(390)
  })
})
