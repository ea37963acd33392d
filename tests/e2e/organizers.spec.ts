import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { CLAIM, ORGANIZER_MESSAGES } from '../../common/organizers'
import { adminToken, createAccount, signInAs } from './support/api'
import { apiCreateHackathon, daysFromNow, uid } from './support/hackathons'
import { verifyAddress } from './support/mail'

/** The event's own site on loopback: each page carries whatever head the test gives it. */
let site: Server
let origin = ''
const heads = new Map<string, string>()

test.beforeAll(async () => {
  site = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html><head><title>Our hackathon</title>${heads.get(req.url ?? '') ?? ''}</head></html>`)
  })
  site.listen(0, '127.0.0.1')
  await once(site, 'listening')
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})

test.afterAll(() => {
  site.close()
})

test('an organiser claims a hackathon by a tag on its site, then edits it at once for everyone to see', async ({
  page,
  request,
  browser,
}) => {
  const path = `/our-hack-${uid()}`
  const name = `Organised Hack ${uid()}`
  const hackathon = await apiCreateHackathon(request, await adminToken(request), {
    name,
    url: `${origin}${path}`,
    start_date: daysFromNow(30),
    end_date: daysFromNow(31, 18),
  })
  const organiser = await createAccount(request, 0, { name: 'Grace Organiser' })
  await verifyAddress(request, organiser.email)
  await signInAs(page, request, organiser.email, organiser.password)

  await page.goto(`/hackathons/${hackathon.id}`)
  await expect(page.getByRole('button', { name: 'Suggest an edit' })).toBeVisible()
  await page.getByRole('button', { name: 'I organise this' }).click()
  const steps = page.getByRole('region', { name: 'Prove you run this hackathon' })
  const metaTag = steps.getByLabel(/Put this tag/)
  await expect(metaTag).toContainText(`<meta name="${CLAIM.metaName}"`)
  await expect(steps.getByText(`${origin}${CLAIM.wellKnownPath}`)).toBeVisible()

  // Before the tag is on the site, Verify says what it looked for.
  await steps.getByRole('button', { name: 'Verify' }).click()
  await expect(steps.getByRole('alert')).toContainText(`<meta name="${CLAIM.metaName}"`)

  heads.set(path, (await metaTag.textContent()) ?? '')
  await steps.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText(ORGANIZER_MESSAGES.verified)).toBeVisible()
  await expect(page.getByText('Kept by its organisers')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Organisers' }).getByText(/Grace Organiser/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'I organise this' })).toHaveCount(0)

  // A role-0 organiser edits, and the change applies at once.
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Hackathon' })
  const renamed = `${name} (renamed by its organiser)`
  await dialog.getByLabel('Name').fill(renamed)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible()

  // A visitor sees the change, and who keeps the listing.
  const visitor = await browser.newPage()
  await visitor.goto(`/hackathons/${hackathon.id}`)
  await expect(visitor.getByRole('heading', { name: renamed, level: 1 })).toBeVisible()
  await expect(visitor.getByText('Kept by its organisers')).toBeVisible()
  // Its history says an organiser made the change, by name and never by address.
  const history = visitor.getByRole('region', { name: 'History' })
  await history.getByRole('button', { name: 'Show history' }).click()
  const latest = history.getByRole('listitem').first()
  await expect(latest).toContainText('Edited by an organiser')
  await expect(latest).toContainText('by Grace Organiser')
  await expect(history).not.toContainText('@')
  await visitor.close()
  const served = await (await request.get(`/hackathons/${hackathon.id}`)).text()
  expect(served).toContain('"organizer":{"@type":"Organization"')

  // Settings lists it under Your hackathons.
  await page.goto('/settings?tab=hackathons')
  await expect(page.getByRole('link', { name: renamed })).toHaveAttribute('href', `/hackathons/${hackathon.id}`)
})
