import { expect, type Page, test } from '@playwright/test'
import { adminToken, createAccount, signInAs } from './support/api'
import { apiCreateHackathon, apiListHackathons, daysFromNow, localInput, uid } from './support/hackathons'

/** An editor on the /hackathons table with the Add Hackathon form open; returns the dialog. */
async function openAddForm(page: Page) {
  await page.goto('/hackathons')
  await expect(page.getByRole('heading', { name: 'Hackathon Management', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Add Hackathon' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Hackathon' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('a duplicate URL refused in the form with a link to the existing hackathon', async ({ page, request }) => {
  const id = uid()
  const existing = await apiCreateHackathon(request, await adminToken(request), {
    name: `Listed Original ${id}`,
    url: `https://dup.example/hack-${id}`,
    start_date: daysFromNow(40),
    end_date: daysFromNow(41, 18),
  })
  const editor = await createAccount(request, 1)
  await signInAs(page, request, editor.email, editor.password)
  const dialog = await openAddForm(page)

  // The same address spelt differently: scheme and host in capitals, www., a trailing slash, a tracking parameter.
  await dialog.getByLabel('URL').fill(`HTTP://WWW.dup.example/hack-${id}/?utm_source=x`)
  const warning = dialog.getByRole('status').filter({ hasText: 'This hackathon is already listed' })
  await expect(warning.getByRole('link', { name: new RegExp(`^Listed Original ${id}`) })).toHaveAttribute(
    'href',
    `/hackathons/${existing.id}`,
  )
  // The warning does not block: the form goes on being filled and can be submitted.
  const name = `Respelt Copy ${id}`
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel(/^Start Date/).fill(localInput(daysFromNow(70)))
  await dialog.getByLabel(/^End Date/).fill(localInput(daysFromNow(71, 18)))
  await dialog.getByRole('button', { name: 'Save' }).click()

  // The server refuses it; the URL field says why and links to the listed hackathon's public page.
  const urlField = dialog.getByLabel('URL')
  await expect(urlField).toHaveAttribute('aria-invalid', 'true')
  await expect(urlField).toHaveAccessibleErrorMessage(/^This hackathon is already listed/)
  await expect(urlField).toBeFocused()
  await expect(dialog.getByRole('link', { name: /^Open the listed hackathon/ })).toHaveAttribute(
    'href',
    `/hackathons/${existing.id}`,
  )
  await expect(dialog).toBeVisible()
  await expect(page.getByText('Hackathon created successfully.')).toHaveCount(0)

  // Nothing new was listed: only the original carries the id.
  const listed = await apiListHackathons(request, { q: id })
  expect(listed.data.map((hackathon) => hackathon.id)).toEqual([existing.id])
  expect((await apiListHackathons(request, { q: name })).count).toBe(0)
})

test('a similar name on overlapping dates warns of a possible duplicate, and saving still works', async ({
  page,
  request,
}) => {
  const id = uid()
  const existingName = `Northwind Builders Summit ${id}`
  const existing = await apiCreateHackathon(request, await adminToken(request), {
    name: existingName,
    start_date: daysFromNow(30),
    end_date: daysFromNow(31, 18),
  })
  const editor = await createAccount(request, 1)
  await signInAs(page, request, editor.email, editor.password)
  const dialog = await openAddForm(page)

  const name = `Northwind Builders Summit ${id} Edition`
  await dialog.getByLabel('URL').fill(`https://example.com/e2e/northwind-${id}`)
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel(/^Start Date/).fill(localInput(daysFromNow(31)))
  await dialog.getByLabel(/^End Date/).fill(localInput(daysFromNow(32, 18)))

  const warning = dialog.getByRole('status').filter({ hasText: 'Possible duplicate:' })
  await expect(warning.getByRole('link', { name: new RegExp(`^${existingName}`) })).toHaveAttribute(
    'href',
    `/hackathons/${existing.id}`,
  )
  await expect(warning).not.toContainText('This hackathon is already listed')

  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Hackathon created successfully.')).toBeVisible()
  await expect(dialog).toBeHidden()
  const listed = await apiListHackathons(request, { q: id })
  expect(listed.data.map((hackathon) => hackathon.name).sort()).toEqual([existingName, name].sort())
})
