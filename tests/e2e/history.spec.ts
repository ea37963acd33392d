import { expect, type Page, test } from '@playwright/test'
import { adminToken, apiLogin, apiSolution, createAccount, signInAs, signUpAccount } from './support/api'
import { apiCreateHackathon, daysFromNow, uid } from './support/hackathons'

const historySection = (page: Page) => page.getByRole('region', { name: 'History' })

test("a moderator reverts a vandal's edits and sees it in History", async ({ page, request }) => {
  const name = `E2E Kept ${uid()}`
  const hackathon = await apiCreateHackathon(request, await adminToken(request), {
    name,
    description: 'The real description',
    start_date: daysFromNow(60),
    end_date: daysFromNow(61),
  })
  const { id } = hackathon
  const vandal = await createAccount(request, 1, { name: `Vandal ${uid()}` })
  const vandalToken = await apiLogin(request, vandal.email, vandal.password)
  for (const round of [1, 2, 3]) {
    const response = await request.patch(`/api/v1/hackathons/${id}`, {
      headers: { authorization: `Bearer ${vandalToken}` },
      data: { name: `SPAM ${round}`, description: `Buy now ${round}` },
    })
    expect(response.status()).toBe(200)
  }

  const moderator = await createAccount(request, 5, { name: 'Mod Erator' })
  await signInAs(page, request, moderator.email, moderator.password)
  await page.goto(`/hackathons/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'SPAM 3' })).toBeVisible()
  await historySection(page).getByRole('button', { name: 'Show history' }).click()
  const items = historySection(page).getByRole('listitem')
  // Three edits and the creation, newest first; authors by name, never by e-mail.
  await expect(items).toHaveCount(4)
  await expect(historySection(page)).not.toContainText('@')
  const latest = items.first()
  await expect(latest).toContainText('Edited')
  await expect(latest).toContainText(`by ${vandal.name}`)

  // From the first of their edits on: every one of them.
  const firstEdit = items.nth(2)
  await expect(firstEdit).toContainText('SPAM 1')
  await firstEdit.getByRole('button', { name: `Revert all by ${vandal.name} since` }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: `Revert all by ${vandal.name} since` })
    .click()
  await expect(page.getByText('3 changes reverted.')).toBeVisible()

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('article').getByText('The real description')).toBeVisible()
  await expect(items).toHaveCount(7)
  await expect(items.first()).toContainText('Reverted')
  await expect(items.first()).toContainText('by Mod Erator')
})

test('an editor amends a suggestion and accepts it, then opens the new public page', async ({ page, request }) => {
  const proposer = await signUpAccount(request)
  const token = await apiLogin(request, proposer.email, proposer.password)
  const typo = `E2E Hakcathon ${uid()}`
  const proposed = await request.post('/api/v1/hackathons/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: typo,
      url: `https://example.com/${uid()}`,
      start_date: daysFromNow(30),
      end_date: daysFromNow(31),
      altcha: await apiSolution(request),
    },
  })
  expect(proposed.status()).toBe(202)

  const editor = await createAccount(request, 1)
  await signInAs(page, request, editor.email, editor.password)
  await page.goto('/suggestions')
  const card = page.getByRole('article').filter({ hasText: typo })
  await card.getByRole('button', { name: 'Amend' }).click()
  const dialog = page.getByRole('dialog', { name: 'Amend suggestion' })
  await expect(dialog.getByLabel('Name')).toHaveValue(typo)
  const fixed = typo.replace('Hakcathon', 'Hackathon')
  await dialog.getByLabel('Name').fill(fixed)
  await dialog.getByLabel('Location').fill('Lisbon')
  await dialog.getByRole('button', { name: 'Accept with changes' }).click()
  await expect(page.getByText('Suggestion accepted successfully.')).toBeVisible()
  await expect(dialog).toBeHidden()

  const accepted = page.getByRole('article').filter({ hasText: 'Lisbon' }).filter({ hasText: fixed })
  await expect(accepted.getByText('Approved', { exact: true })).toBeVisible()
  await accepted.getByRole('link', { name: 'Open its public page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: fixed })).toBeVisible()
  await historySection(page).getByRole('button', { name: 'Show history' }).click()
  await expect(historySection(page).getByRole('listitem').first()).toContainText('Suggestion approved')
})
