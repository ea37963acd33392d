import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { CLAIM, ORGANIZER_INVITATION, ORGANIZER_MESSAGES } from '../../common/organizers'
import { adminToken, apiLogin, createAccount, signInAs } from './support/api'
import { E2E } from './support/env'
import { apiCreateHackathon, daysFromNow, uid } from './support/hackathons'
import { linkIn, verifyAddress, waitForMail } from './support/mail'

/** The invitation link mailed to an invited account. */
const INVITATION_LINK = `${E2E.baseUrl}${ORGANIZER_INVITATION.path}?token=`

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

test('an organiser invites a co-organiser by e-mail, who joins only on accepting the mailed link', async ({
  page,
  request,
  browser,
}) => {
  const path = `/invite-hack-${uid()}`
  const name = `Invited Hack ${uid()}`
  const hackathon = await apiCreateHackathon(request, await adminToken(request), {
    name,
    url: `${origin}${path}`,
    start_date: daysFromNow(40),
    end_date: daysFromNow(41, 18),
  })
  // The organiser claims it through the API, as the test above does through the page.
  const organiser = await createAccount(request, 0, { name: 'Ines Organiser' })
  await verifyAddress(request, organiser.email)
  const headers = { authorization: `Bearer ${await apiLogin(request, organiser.email, organiser.password)}` }
  const claim = await request.post(`/api/v1/hackathons/${hackathon.id}/claim`, { headers })
  heads.set(path, ((await claim.json()) as { meta_tag: string }).meta_tag)
  expect((await request.post(`/api/v1/hackathons/${hackathon.id}/claim/verify`, { headers })).status()).toBe(200)
  const colleague = await createAccount(request, 0, { name: 'Lin Colleague' })
  await verifyAddress(request, colleague.email)

  await signInAs(page, request, organiser.email, organiser.password)
  await page.goto(`/hackathons/${hackathon.id}`)
  const organisers = page.getByRole('region', { name: 'Organisers' })
  const invite = organisers.getByRole('form', { name: 'Invite a co-organiser' })
  // An address nobody has and the colleague's get the same answer, naming nobody.
  for (const email of [`nobody-${uid()}@example.com`, colleague.email]) {
    await invite.getByLabel(/^Email/).fill(email)
    await invite.getByRole('button', { name: 'Invite' }).click()
    await expect(invite.getByRole('status')).toContainText(ORGANIZER_MESSAGES.invitationSent)
    await expect(invite.getByLabel(/^Email/)).toHaveValue('')
  }
  await expect(organisers).not.toContainText('Lin Colleague')

  // The colleague opens the mailed link signed out: logs in, comes back, and accepts.
  const link = linkIn(await waitForMail(colleague.email, INVITATION_LINK), INVITATION_LINK)
  const context = await browser.newContext()
  const invited = await context.newPage()
  await invited.goto(link)
  await expect(invited).toHaveURL(/\/login\?redirect=/)
  await invited.getByLabel('Email').fill(colleague.email)
  await invited.getByLabel(/^Password/).fill(colleague.password)
  await invited.getByRole('button', { name: 'Log In' }).click()
  await expect(invited).toHaveURL(link)
  await expect(invited.getByRole('heading', { name: 'Invitation to organise a hackathon', level: 1 })).toBeVisible()
  // Opening the page accepted nothing.
  const before = await (await request.get(`/api/v1/hackathons/${hackathon.id}/organizers`)).json()
  expect(before).toMatchObject({ count: 1 })
  await invited.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(invited).toHaveURL(`${E2E.baseUrl}/hackathons/${hackathon.id}`)
  await expect(invited.getByText(ORGANIZER_MESSAGES.invitationAccepted)).toBeVisible()
  const joined = invited.getByRole('region', { name: 'Organisers' })
  await expect(joined.getByText(/Lin Colleague/)).toBeVisible()
  await expect(joined.getByText(/Ines Organiser/)).toBeVisible()

  // The link works once.
  await invited.goto(link)
  await invited.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(invited.getByRole('alert')).toContainText('This invitation cannot be accepted')
  await context.close()
})
