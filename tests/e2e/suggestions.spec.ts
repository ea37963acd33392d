import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { adminToken, apiLogin, apiSolution, createAccount, signInAs, signUpAccount } from './support/api'
import { E2E } from './support/env'
import { apiCreateHackathon, daysFromNow, localInput, uid } from './support/hackathons'
import { linkIn, verifyAddress, waitForMail } from './support/mail'
import { rowAction, seriousViolations } from './support/page'

const FIXTURE = readFileSync(join(import.meta.dirname, '..', 'server', 'fixtures', 'extraction', 'place.html'))

/** A suggestion card, found by a text only it holds. */
const cardWith = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text })

/** A role-0 user proposes a new hackathon through the API; the answer is the pending suggestion. */
async function proposeNewHackathon(request: APIRequestContext, name: string) {
  const account = await signUpAccount(request)
  const token = await apiLogin(request, account.email, account.password)
  const response = await request.post('/api/v1/hackathons/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      url: 'https://example.com/proposed',
      start_date: daysFromNow(30),
      end_date: daysFromNow(31),
      altcha: await apiSolution(request),
    },
  })
  expect(response.status(), await response.text()).toBe(202)
  return { account, suggestion: (await response.json()) as { id: string } }
}

test('a user proposes an edit; an editor sees only the changed fields, accepts, and the homepage shows it', async ({
  page,
  request,
}) => {
  const name = `E2E Proposed ${uid()}`
  // Far in the future: first in /hackathons sorted by start date, newest first.
  await apiCreateHackathon(request, await adminToken(request), {
    name,
    location: 'Old Town',
    start_date: daysFromNow(4000),
    end_date: daysFromNow(4001),
  })

  const proposer = await signUpAccount(request)
  await signInAs(page, request, proposer.email, proposer.password)
  await page.goto('/hackathons?sortBy=start_date&sortOrder=desc')
  await rowAction(page, name, 'Edit Hackathon')
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Location').fill('New Town')
  await dialog.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Thank you! Your suggestion was submitted for review.')).toBeVisible()
  const mine = page.getByRole('region', { name: 'My Suggestions' })
  await expect(cardWith(page, name).filter({ has: page.getByText('Pending', { exact: true }) })).toBeVisible()
  await expect(mine.getByRole('article').filter({ hasText: name })).toHaveCount(1)

  const editor = await createAccount(request, 1)
  await signInAs(page, request, editor.email, editor.password)
  await page.goto('/suggestions')
  await page.getByRole('combobox', { name: 'Show' }).selectOption('Updates')
  await expect(page).toHaveURL(/filter=update/)
  const card = cardWith(page, name)
  await expect(card.getByRole('group', { name: 'Location before' })).toHaveText('Old Town')
  await expect(card.getByRole('group', { name: 'Location after' })).toHaveText('New Town')
  // Only the changed field and, as the new location names another town, where it is placed.
  await expect(card.getByRole('group', { name: 'Latitude after' })).toBeVisible()
  await expect(card.getByRole('group', { name: 'Longitude after' })).toBeVisible()
  await expect(card.getByRole('group')).toHaveCount(6)
  await card.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByText('Suggestion accepted successfully.')).toBeVisible()
  await expect(card.getByText('Approved', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0)

  // Searched for by name: the homepage lists every upcoming hackathon the other tests made, this one
  // (thousands of days ahead) last, drawn after all the others.
  await page.goto(`/?q=${encodeURIComponent(name)}`)
  await expect(page.getByRole('article').filter({ hasText: name })).toContainText('New Town')
})

test('an editor rejects a new hackathon; it stays off the homepage and its author sees the verdict', async ({
  page,
  request,
}) => {
  const name = `E2E Rejected ${uid()}`
  const { account } = await proposeNewHackathon(request, name)

  const editor = await createAccount(request, 1)
  await signInAs(page, request, editor.email, editor.password)
  await page.goto('/suggestions?filter=new')
  const card = cardWith(page, name)
  await expect(card.getByRole('heading', { name: 'New Hackathon' })).toBeVisible()
  await card.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByText('Suggestion rejected successfully.')).toBeVisible()
  await expect(card.getByText('Rejected', { exact: true })).toBeVisible()

  await signInAs(page, request, account.email, account.password)
  await page.goto('/hackathons')
  const mine = page.getByRole('region', { name: 'My Suggestions' })
  await expect(mine.getByRole('article').filter({ hasText: name }).getByText('Rejected', { exact: true })).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Hackathons', level: 1 })).toBeVisible()
  await expect(page.getByText(name)).toHaveCount(0)
})

test("an editor works the queue from each card's top: the menu's count, the duplicate warning, Accept, and the author's e-mail", async ({
  page,
  request,
}) => {
  const listed = `E2E Listed ${uid()}`
  const existing = await apiCreateHackathon(request, await adminToken(request), {
    name: listed,
    start_date: daysFromNow(90),
    end_date: daysFromNow(91),
  })
  const author = await signUpAccount(request)
  await verifyAddress(request, author.email)
  const token = await apiLogin(request, author.email, author.password)
  const proposed = `${listed} Again`
  const response = await request.post('/api/v1/hackathons/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: proposed,
      url: `https://example.com/${uid()}`,
      start_date: daysFromNow(90),
      end_date: daysFromNow(92),
      altcha: await apiSolution(request),
    },
  })
  expect(response.status(), await response.text()).toBe(202)

  const editor = await createAccount(request, 1)
  await signInAs(page, request, editor.email, editor.password)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/suggestions?filter=new')
  // Beside "Suggestions" in the menu: how many wait, the entry's description for a screen reader.
  const entry = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Suggestions' })
  await expect(entry).toHaveAccessibleDescription(/^\d+ pending$/)
  const pending = await entry.evaluate(
    (link) => document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  )
  await expect(entry).toContainText(String(Number.parseInt(pending, 10)))

  const card = cardWith(page, proposed)
  await expect(card.getByText('Possible duplicate of')).toBeVisible()
  await expect(card.getByRole('link', { name: listed, exact: true })).toHaveAttribute(
    'href',
    `/hackathons/${existing.id}`,
  )
  // Accept sits on the card's first lines, above the diff.
  const accept = card.getByRole('button', { name: 'Accept' })
  const [cardBox, acceptBox, firstField] = await Promise.all([
    card.boundingBox(),
    accept.boundingBox(),
    card.locator('dt').first().boundingBox(),
  ])
  expect((acceptBox?.y ?? 0) - (cardBox?.y ?? 0)).toBeLessThan(60)
  expect(acceptBox?.y ?? 0).toBeLessThan(firstField?.y ?? 0)
  await accept.click()
  await expect(page.getByText('Suggestion accepted successfully.')).toBeVisible()
  await expect(card.getByText('Approved', { exact: true })).toBeVisible()
  const pageLink = await card.getByRole('link', { name: 'Open its public page' }).getAttribute('href')

  const mail = await waitForMail(author.email, 'was accepted')
  // A long header is folded onto the next line (RFC 5322): unfolded, the subject reads whole.
  expect(mail.replace(/\r?\n[ \t]+/g, ' ')).toContain(
    `Subject: Hackathons - Your suggestion for ${proposed} was accepted`,
  )
  expect(linkIn(mail, `${E2E.baseUrl}/hackathons/`)).toBe(`${E2E.baseUrl}${pageLink}`)
})

test('a moderator cleans up reviewed suggestions; pending ones stay', async ({ page, request }) => {
  const reviewed = `E2E Reviewed ${uid()}`
  const pending = `E2E Pending ${uid()}`
  const { suggestion } = await proposeNewHackathon(request, reviewed)
  await proposeNewHackathon(request, pending)
  const reject = await request.put(`/api/v1/suggestions/${suggestion.id}/reject`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  })
  expect(reject.status()).toBe(200)

  const moderator = await createAccount(request, 5)
  await signInAs(page, request, moderator.email, moderator.password)
  await page.goto('/suggestions')
  await expect(cardWith(page, reviewed).getByText('Rejected', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Cleanup' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Confirmation Required' })
  await confirm.getByRole('button', { name: 'Clean up' }).click()
  await expect(page.getByText(/^Deleted \d+ reviewed suggestions?$/)).toBeVisible()
  await expect(cardWith(page, reviewed)).toHaveCount(0)
  await expect(cardWith(page, pending).getByRole('button', { name: 'Accept' })).toBeVisible()
})

test.describe('filling the form from a page', () => {
  let fixtureServer: Server
  let fixtureUrl: string

  test.beforeAll(async () => {
    fixtureServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(FIXTURE)
    })
    await new Promise<void>((resolve) => fixtureServer.listen(0, '127.0.0.1', resolve))
    fixtureUrl = `http://127.0.0.1:${(fixtureServer.address() as AddressInfo).port}`
  })

  test.afterAll(() => new Promise<void>((resolve) => fixtureServer.close(() => resolve())))

  test("the hackathon form fills its empty fields from the hackathon's page", async ({ page, request }) => {
    const editor = await createAccount(request, 1)
    await signInAs(page, request, editor.email, editor.password)
    await page.goto('/hackathons')
    await page.getByRole('button', { name: 'Add Hackathon' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Hackathon' })
    await dialog.getByLabel('Location').fill('Typed by hand')
    await dialog.getByLabel('URL').fill(`${fixtureUrl}/events/riverbend-2026`)
    await dialog.getByRole('button', { name: 'Fill from page' }).click()

    await expect(dialog.getByText(/^Filled from the page: /)).toBeVisible()
    await expect(dialog.getByLabel('Name')).toHaveValue('Riverbend Hack Weekend 2026')
    await expect(dialog.getByLabel('Description')).toHaveValue(/^48 hours of building/)
    await expect(dialog.getByLabel(/^Start Date/)).toHaveValue(localInput('2026-05-01T16:00:00.000Z'))
    await expect(dialog.getByLabel(/^End Date/)).not.toHaveValue('')
    await expect(dialog.getByLabel('Location')).toHaveValue('Typed by hand')
    await expect(dialog.getByLabel('Image', { exact: true })).toHaveValue(`${fixtureUrl}/img/riverbend-banner.png`)
  })
})

test('/suggestions has no serious or critical accessibility violation', async ({ page, request }) => {
  await proposeNewHackathon(request, `E2E Accessible ${uid()}`)
  const moderator = await createAccount(request, 5)
  await signInAs(page, request, moderator.email, moderator.password)
  await page.goto('/suggestions')
  await expect(page.getByRole('button', { name: 'Accept' }).first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
