import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { Webhook } from 'standardwebhooks'
import { signInAs, signUpAccount } from './support/api'
import { uid } from './support/hackathons'
import { verifyAddress } from './support/mail'
import { seriousViolations } from './support/page'

/** A request the receiver got: its path, headers and body as sent. */
interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: string
}

let receiver: Server
let origin = ''
const received: Received[] = []

// A loopback receiver, as a bot's server would be: it keeps each request and answers 204.
test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      res.writeHead(204)
      res.end()
    })
  })
  receiver.listen(0, '127.0.0.1')
  await once(receiver, 'listening')
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
})

test.afterAll(() => {
  receiver.close()
})

test('a homepage search becomes a webhook: its secret shown once, Test delivers a signed ping, the log shows it', async ({
  page,
  request,
}) => {
  // Sign-up, the verification mail, a search, the form and a delivery: more steps than one test's usual time.
  test.slow()
  const account = await signUpAccount(request)
  await verifyAddress(request, account.email)
  await signInAs(page, request, account.email, account.password)
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Search hackathons' }).fill('AI')
  await page.getByRole('combobox', { name: 'Attendance' }).selectOption('Online')
  await expect(page).toHaveURL(/[?&]mode=online/)
  await expect(page).toHaveURL(/[?&]q=AI/)

  await page.getByRole('button', { name: /Subscribe/ }).click()
  await page.getByRole('menuitem', { name: 'Send new hackathons of this search to a webhook' }).click()
  await expect(page).toHaveURL(/\/settings\?tab=webhooks$/)
  const form = page.getByRole('dialog', { name: 'Add webhook' })
  await expect(form.getByLabel('Search text')).toHaveValue('AI')
  await expect(form.getByRole('combobox', { name: 'Attendance' })).toHaveValue('online')
  expect(await seriousViolations(page), 'the webhook form').toEqual([])
  const path = `/hooks/${uid()}`
  await form.getByLabel(/^URL/).fill(`${origin}${path}`)
  await form.getByRole('button', { name: 'Save' }).click()

  const shown = page.getByRole('dialog', { name: 'Copy the webhook’s secret' })
  const secret = (await shown.getByLabel('Signing secret').textContent()) ?? ''
  expect(secret).toMatch(/^whsec_/)
  await shown.getByRole('button', { name: 'Done' }).click()
  await expect(shown).toBeHidden()

  const card = page.getByRole('article', { name: `${origin}${path}` })
  await expect(card.getByText('Online hackathons matching ‘AI’')).toBeVisible()
  await expect(card.getByText('Nothing sent yet')).toBeVisible()
  await expect(page.getByText(secret)).toHaveCount(0)
  expect(await seriousViolations(page), 'the webhooks tab').toEqual([])

  await card.getByRole('button', { name: 'Test' }).click()
  await expect(card.getByText(/^Test delivered: the receiver answered 204 in \d+ ms\.$/)).toBeVisible({
    timeout: 15_000,
  })
  await card.getByRole('button', { name: 'Delivery log' }).click()
  const firstRow = card.getByRole('table').getByRole('row').nth(1)
  await expect(firstRow.getByRole('cell').nth(0)).toHaveText('Test (ping)')
  await expect(firstRow.getByRole('cell').nth(2)).toHaveText('204')

  // On a phone the card's buttons wrap and the log scrolls in its own box: the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(card.getByRole('table')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // The receiver got the ping, signed so that the Standard Webhooks library verifies it with the secret shown.
  const ping = received.find((request) => request.path === path)
  expect(ping).toBeDefined()
  const payload = new Webhook(secret).verify(ping?.body ?? '', {
    'webhook-id': String(ping?.headers['webhook-id']),
    'webhook-timestamp': String(ping?.headers['webhook-timestamp']),
    'webhook-signature': String(ping?.headers['webhook-signature']),
  }) as { type: string }
  expect(payload.type).toBe('ping')
})
