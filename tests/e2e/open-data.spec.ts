import { expect, test } from '@playwright/test'
import { adminToken } from './support/api'
import { E2E } from './support/env'
import { apiCreateHackathon, daysFromNow, uid } from './support/hackathons'
import { type OtherSite, startOtherSite } from './support/other-site'

/** A club's own site on another origin (another port of loopback), showing the list in an iframe. */
let site: OtherSite

test.beforeAll(async () => {
  site = await startOtherSite()
})

test.afterAll(() => {
  site.close()
})

test("a club's site on another origin shows the list in an iframe and reads the API from its own script", async ({
  page,
  request,
}) => {
  const id = uid()
  const token = await adminToken(request)
  const first = `Embed First ${id}`
  const second = `Embed <i>Second</i> ${id}`
  await apiCreateHackathon(request, token, {
    name: second,
    start_date: daysFromNow(12),
    end_date: daysFromNow(13, 18),
    location: 'Porto',
    cancelled: true,
  })
  await apiCreateHackathon(request, token, {
    name: first,
    start_date: daysFromNow(11),
    end_date: daysFromNow(12, 18),
    location: 'Lisbon',
    timezone: 'Europe/Lisbon',
  })
  site.serve(
    '/club',
    `<!doctype html><html lang="en"><head><title>Club</title></head><body><h1>Our club</h1>
<iframe title="Upcoming hackathons" style="width:300px;height:420px;border:0"
  src="${E2E.baseUrl}/embed/list?q=${id}&theme=dark"></iframe></body></html>`,
  )

  await page.goto(`${site.origin}/club`)
  const frame = page.frameLocator('iframe[title="Upcoming hackathons"]')
  const links = frame.getByRole('list').getByRole('link')
  await expect(links).toHaveText([first, second], { timeout: 10_000 })
  await expect(frame.getByText('Cancelled')).toBeVisible()
  await expect(frame.getByText('(Europe/Lisbon)')).toBeVisible()
  await expect(frame.getByRole('link', { name: 'More on Hackathons' })).toHaveAttribute(
    'href',
    `${E2E.baseUrl}/?q=${id}`,
  )

  // The same site's own script reads the public list straight from the API (CORS, no credentials).
  const count = await page.evaluate(async (url) => {
    const response = await fetch(url)
    return ((await response.json()) as { count: number }).count
  }, `${E2E.baseUrl}/api/v1/hackathons/?q=${id}`)
  expect(count).toBe(2)
})

test('any other page of the site refuses to be framed by another origin', async ({ page }) => {
  site.serve(
    '/framing-home',
    `<!doctype html><html lang="en"><head><title>Club</title></head><body>
<iframe title="Home" src="${E2E.baseUrl}/"></iframe></body></html>`,
  )
  const refused = page.waitForEvent('console', (message) => /frame-ancestors|refused to/i.test(message.text()))
  await page.goto(`${site.origin}/framing-home`)
  await refused
})
