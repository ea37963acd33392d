import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, type Page, test } from '@playwright/test'
import { createAccount, signInAs } from './support/api'
import { daysFromNow, uid } from './support/hackathons'

/** An iCalendar date-time in UTC, as a feed writes it: 20270301T090000Z. */
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** A calendar of two hackathons and a weekly meetup, served on loopback as an organiser's feed would be. */
function calendar(names: [string, string], origin: string) {
  const event = (n: number, name: string) =>
    [
      'BEGIN:VEVENT',
      `UID:${name.replace(/\W/g, '-')}@e2e.example`,
      `DTSTAMP:${icsTime(new Date().toISOString())}`,
      `DTSTART:${icsTime(daysFromNow(50 + n))}`,
      `DTEND:${icsTime(daysFromNow(51 + n, 18))}`,
      `SUMMARY:${name}`,
      'LOCATION:Berlin',
      `URL:${origin}/events/${name.replace(/\W/g, '-')}`,
      'END:VEVENT',
    ].join('\r\n')
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//E2E//Sources//EN',
    event(1, names[0]),
    event(2, names[1]),
    'BEGIN:VEVENT',
    'UID:weekly@e2e.example',
    `DTSTAMP:${icsTime(new Date().toISOString())}`,
    `DTSTART:${icsTime(daysFromNow(10))}`,
    `DTEND:${icsTime(daysFromNow(10, 18))}`,
    'RRULE:FREQ=WEEKLY',
    'SUMMARY:Weekly hack night',
    `URL:${origin}/weekly`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

let site: Server
let origin = ''
const calendars = new Map<string, string>()

test.beforeAll(async () => {
  site = createServer((req, res) => {
    const body = calendars.get(req.url ?? '')
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' })
      return res.end('not here')
    }
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' })
    res.end(body)
  })
  site.listen(0, '127.0.0.1')
  await once(site, 'listening')
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})

test.afterAll(() => {
  site.close()
})

async function openSources(page: Page) {
  await page.goto('/sources')
  await expect(page.getByRole('heading', { name: 'Sources', level: 1 })).toBeVisible()
}

test('an editor adds a calendar after its preview, runs it, accepts all it filed, and sees the listings and their History', async ({
  page,
  request,
}) => {
  // The whole path of a source, from its preview to a listing's History: more steps than one test's usual time.
  test.slow()
  const id = uid()
  const names: [string, string] = [`Source Hack Alpha ${id}`, `Source Hack Beta ${id}`]
  const path = `/calendars/${id}.ics`
  calendars.set(path, calendar(names, origin))
  const sourceName = `Berlin calendar ${id}`
  const editor = await createAccount(request, 1, { name: `Ed ${id}` })
  await signInAs(page, request, editor.email, editor.password)
  await openSources(page)

  await page.getByRole('button', { name: 'Add Source' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Source' })
  await dialog.getByLabel(/^Name/).fill(sourceName)
  await dialog.getByLabel(/^Address/).fill(`${origin}${path}`)
  await dialog.getByRole('button', { name: 'Preview' }).click()
  const preview = dialog.getByRole('region', { name: 'What a run would do' })
  for (const name of names) {
    const item = preview.getByRole('listitem').filter({ hasText: name })
    await expect(item.getByText('New listing')).toBeVisible()
    await expect(item.getByText('Berlin')).toBeVisible()
    await expect(item.getByRole('link', { name: `${origin}/events/${name.replace(/\W/g, '-')}` })).toBeVisible()
  }
  const weekly = preview.getByRole('listitem').filter({ hasText: 'Weekly hack night' })
  await expect(weekly.getByText('Reason: recurring')).toBeVisible()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Source created successfully.')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: sourceName })
  await expect(row.getByText('Active')).toBeVisible()
  await expect(row.getByText('Never')).toBeVisible()

  await page.getByRole('button', { name: `Actions for ${sourceName}` }).click()
  await page.getByRole('menuitem', { name: 'Run now' }).click()
  const run = page.getByRole('dialog', { name: `Run of ${sourceName}` })
  await expect(run.getByText('Weekly hack night: recurring')).toBeVisible()
  await expect(run.getByText('Suggested').locator('xpath=following-sibling::*[1]')).toHaveText('2')
  await run.getByRole('button', { name: 'Close' }).click()
  await expect(row.getByText('Never')).toBeHidden()

  await page.goto('/suggestions')
  const card = page.getByRole('article').filter({ hasText: names[0] })
  await expect(card.getByText(`From ${sourceName}`)).toBeVisible()
  await card.getByRole('button', { name: 'Accept all from this source' }).click()
  const accepted = page.getByRole('dialog', { name: `Accept all from ${sourceName}` })
  await expect(accepted.getByText('2 suggestions accepted.')).toBeVisible()
  await accepted.getByRole('button', { name: 'Close' }).click()

  // Both are listed; the first is opened from its card.
  for (const name of [names[1], names[0]]) {
    await page.goto(`/?q=${encodeURIComponent(name)}`)
    await expect(page.getByRole('heading', { name })).toBeVisible()
  }
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: names[0] }) })
    .getByRole('link', { name: /^Details/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible()
  const history = page.getByRole('region', { name: 'History' })
  await history.getByRole('button', { name: 'Show history' }).click()
  await expect(history.getByRole('listitem').first()).toContainText(`Imported from ${sourceName}`)
})

test('an editor checks a CSV file with a dry run, sees every bad row by line, then imports it for review', async ({
  page,
  request,
}) => {
  const id = uid()
  const good = `CSV Hack ${id}`
  const csv = [
    'name,url,start_date,end_date,location',
    `${good},https://csv-${id}.example.com,${daysFromNow(70)},${daysFromNow(71, 18)},Hamburg`,
    `Backwards ${id},https://backwards-${id}.example.com,${daysFromNow(72)},${daysFromNow(71)},Kiel`,
    '',
  ].join('\r\n')
  const editor = await createAccount(request, 1)
  await signInAs(page, request, editor.email, editor.password)
  await openSources(page)

  await page.getByRole('button', { name: 'Import CSV' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import hackathons from a CSV file' })
  await expect(dialog.getByText('Imported rows go to the review queue as suggestions.')).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Download the template' })).toHaveAttribute(
    'href',
    '/api/v1/sources/csv/template',
  )
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'hackathons.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await dialog.getByRole('button', { name: 'Check (dry run)' }).click()
  await expect(dialog.getByText('Dry run: nothing was stored.')).toBeVisible()
  await expect(dialog.getByText('1 invalid row')).toBeVisible()
  await expect(dialog.getByText(/^Line 3: /)).toBeVisible()

  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog.getByText('Import done.')).toBeVisible()
  await expect(dialog.getByText('Suggested').locator('xpath=following-sibling::*[1]')).toHaveText('1')

  await page.goto('/suggestions')
  const card = page.getByRole('article').filter({ hasText: good })
  await expect(card.getByText('From CSV import')).toBeVisible()
})
