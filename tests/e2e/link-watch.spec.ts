import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { adminToken, createAccount, signInAs } from './support/api'
import { apiCreateHackathon, daysFromNow, uid } from './support/hackathons'
import { rowAction } from './support/page'

/** A hackathon site on loopback: /alive answers a page, anything else 404. */
let site: Server
let origin = ''

test.beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url?.startsWith('/alive')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return res.end('<!doctype html><title>Alive</title>')
    }
    res.writeHead(404, { 'content-type': 'text/plain' })
    res.end('gone')
  })
  site.listen(0, '127.0.0.1')
  await once(site, 'listening')
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})

test.afterAll(() => {
  site.close()
})

test('an editor checks a link now from the row menu and sees what the check found', async ({ page, request }) => {
  const name = `Alive Hack ${uid()}`
  await apiCreateHackathon(request, await adminToken(request), {
    name,
    url: `${origin}/alive/${uid()}`,
    start_date: daysFromNow(40),
    end_date: daysFromNow(41, 18),
  })
  const editor = await createAccount(request, 1)
  await signInAs(page, request, editor.email, editor.password)
  await page.goto(`/hackathons?q=${encodeURIComponent(name)}`)
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row.getByText('Not checked yet')).toBeVisible()
  await rowAction(page, name, 'Check link now')
  await expect(page.getByText('The website answered (HTTP 200)')).toBeVisible()
  await expect(row.getByText('Reachable')).toBeVisible()
})

test('a site that failed three checks in a row is shown as unreachable, with its archived copy', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const name = `Gone Hack ${uid()}`
  const url = `${origin}/gone/${uid()}`
  const hackathon = await apiCreateHackathon(request, token, {
    name,
    url,
    start_date: daysFromNow(40),
    end_date: daysFromNow(41, 18),
  })
  const answers: unknown[] = []
  for (let i = 0; i < 3; i++) {
    const response = await request.post(`/api/v1/hackathons/${hackathon.id}/check-link`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status()).toBe(200)
    answers.push(await response.json())
  }
  expect(answers.at(-1)).toEqual({
    outcome: 'failed',
    http_status: 404,
    link_status: 'unreachable',
    suggestion_id: null,
  })

  await page.goto(`/?q=${encodeURIComponent(name)}`)
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })
  await expect(card.getByText(/^Website unreachable since /)).toBeVisible()
  const archive = card.getByRole('link', { name: /Archived copy/ })
  await expect(archive).toHaveAttribute('href', `https://web.archive.org/web/${url}`)
  // Clickable: the Details link's area spreads over the card beneath it.
  await archive.click({ trial: true })
  // The name no longer links to the dead site; Details opens the hackathon's page here.
  await expect(card.getByRole('link', { name, exact: true })).toHaveCount(0)
  await card.getByRole('link', { name: `Details about ${name}` }).click()
  await expect(page).toHaveURL(`/hackathons/${hackathon.id}`)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: /Archived copy/ })).toHaveAttribute(
    'href',
    `https://web.archive.org/web/${url}`,
  )
  await expect(page.getByRole('link', { name: /Visit website/ })).toHaveCount(0)
})
