import { expect, test } from '@playwright/test'
import { apiLogin, signInAs, signUpAccount } from './support/api'
import { verifyAddress } from './support/mail'

test('an API token is shown once, works against the API, shows its last use, and stops once revoked', async ({
  page,
  request,
}) => {
  const account = await signUpAccount(request)
  await verifyAddress(request, account.email)
  await signInAs(page, request, account.email, account.password)
  await page.goto('/settings')
  await page.getByRole('tab', { name: 'API tokens' }).click()
  await expect(page.getByText('No API tokens yet')).toBeVisible()

  await page.getByRole('button', { name: 'New token' }).click()
  const form = page.getByRole('dialog', { name: 'New API token' })
  await form.getByLabel('Name').fill('E2E bot')
  await expect(form.getByLabel('Expires after (days)')).toHaveValue('90')
  await form.getByRole('button', { name: 'Create token' }).click()

  const shown = page.getByRole('alertdialog', { name: 'Your new API token' })
  await expect(shown.getByText('you will not see it again')).toBeVisible()
  const field = shown.getByRole('textbox', { name: 'The token "E2E bot"' })
  await expect(field).toHaveValue(/^hk_[\w-]{43}$/)
  const token = await field.inputValue()
  await shown.getByRole('button', { name: 'Done' }).click()
  await expect(shown).toBeHidden()

  const card = page.getByRole('article', { name: 'E2E bot' })
  await expect(card).toContainText('Read')
  await expect(card).toContainText('Never')
  await expect(page.locator(`input[value="${token}"]`)).toHaveCount(0)
  await expect(page.getByText(token)).toHaveCount(0)

  const headers = { authorization: `Bearer ${token}` }
  const read = await request.get('/api/v1/users/me', { headers })
  expect(read.status(), await read.text()).toBe(200)
  expect((await read.json()).email).toBe(account.email.toLowerCase())
  const write = await request.post('/api/v1/hackathons/', {
    headers,
    data: {
      name: 'Token Hack',
      url: 'https://token.example/',
      start_date: '2031-03-01T09:00:00Z',
      end_date: '2031-03-02T18:00:00Z',
    },
  })
  expect(write.status()).toBe(403)
  expect(await write.json()).toEqual({ detail: 'This token is read-only' })

  // After a reload the list shows the use, and the token itself is nowhere to be seen again.
  await page.reload()
  await page.getByRole('tab', { name: 'API tokens' }).click()
  await expect(card).toBeVisible()
  await expect(card).not.toContainText('Never')
  await expect(card.getByText('Last used')).toBeVisible()
  await expect(page.getByText(token)).toHaveCount(0)

  await card.getByRole('button', { name: 'Revoke' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this token?' })
  await confirm.getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByText('API token revoked.')).toBeVisible()
  await expect(card).toBeHidden()
  const refused = await request.get('/api/v1/users/me', { headers })
  expect(refused.status()).toBe(401)
})

test('the API tokens tab fits a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const account = await signUpAccount(request)
  await verifyAddress(request, account.email)
  await signInAs(page, request, account.email, account.password)
  const session = { authorization: `Bearer ${await apiLogin(request, account.email, account.password)}` }
  const created = await request.post('/api/v1/users/me/tokens', {
    headers: session,
    data: { name: 'A token with a rather long name for a small screen', scope: 'write' },
  })
  expect(created.status(), await created.text()).toBe(201)
  await page.goto('/settings?tab=tokens')
  const card = page.getByRole('article', { name: 'A token with a rather long name for a small screen' })
  await expect(card).toContainText('Write')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expect(card.getByRole('button', { name: 'Revoke' })).toBeInViewport()
})
