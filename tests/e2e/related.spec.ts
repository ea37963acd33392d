import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { adminToken, createAccount, signInAs } from './support/api'
import { apiCreateHackathon, daysFromNow, localInput, uid } from './support/hackathons'
import { seriousViolations } from './support/page'

/** The public page's way back and related hackathons, and the listing facts auto-completion fills. */

test('a visitor goes from a searched list to a hackathon, on to a related one, and back to the same search', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const tag = uid()
  const first = await apiCreateHackathon(request, token, {
    name: `Orbit ${tag} Hack`,
    start_date: daysFromNow(20),
    end_date: daysFromNow(21),
    themes: ['space', 'data'],
  })
  await apiCreateHackathon(request, token, {
    name: `Satellite ${tag} Jam`,
    start_date: daysFromNow(40),
    end_date: daysFromNow(41),
    themes: ['space'],
  })

  await page.goto(`/?q=${tag}`)
  await page.getByRole('link', { name: `Details about Orbit ${tag} Hack` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Orbit ${tag} Hack` })).toBeVisible()
  const related = page.getByRole('region', { name: 'Related hackathons' })
  await expect(related.getByRole('heading', { level: 3, name: `Satellite ${tag} Jam` })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await related.getByRole('link', { name: `Details about Satellite ${tag} Jam` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Satellite ${tag} Jam` })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Related hackathons' })).toContainText(`Orbit ${tag} Hack`)
  await page.getByRole('link', { name: 'Back to all hackathons' }).click()
  await expect(page).toHaveURL(new RegExp(`/\\?q=${tag}$`))
  await expect(page.getByRole('searchbox', { name: 'Search hackathons' })).toHaveValue(tag)
  await expect(page.getByRole('link', { name: `Details about Orbit ${tag} Hack` })).toBeVisible()

  // Opened from a shared link, the page leads to the homepage.
  await page.goto(`/hackathons/${first.id}`)
  await expect(page.getByRole('link', { name: 'Back to all hackathons' })).toHaveAttribute('href', '/')
})

test.describe('auto-completion of the listing facts', () => {
  let site: Server
  let siteUrl = ''

  test.beforeAll(async () => {
    site = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        `<!doctype html><html><head><title>Facts</title><script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Hackathon',
          name: 'Facts Page Hack',
          startDate: daysFromNow(30),
          endDate: daysFromNow(31),
          keywords: 'machine learning, healthcare, pizza',
          isAccessibleForFree: true,
          audience: { '@type': 'EducationalAudience', educationalRole: 'university students' },
          inLanguage: ['en', 'es-MX'],
          offers: { '@type': 'Offer', price: 0, validThrough: daysFromNow(20, 12) },
        })}</script></head><body></body></html>`,
      )
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  })

  test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())))

  test('an editor fills the themes, cost, audience, languages and deadline from the page', async ({
    page,
    request,
  }) => {
    const editor = await createAccount(request, 1)
    await signInAs(page, request, editor.email, editor.password)
    await page.goto('/hackathons')
    await page.getByRole('button', { name: 'Add Hackathon' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Hackathon' })
    await dialog.getByLabel('URL').fill(`${siteUrl}/facts-${uid()}`)
    await dialog.getByRole('button', { name: 'Fill from page' }).click()

    await expect(dialog.getByText(/^Filled from the page: .*Themes/)).toBeVisible()
    await expect(dialog.getByLabel('Name')).toHaveValue('Facts Page Hack')
    await expect(dialog.getByRole('checkbox', { name: 'AI' })).toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: 'Health' })).toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: 'Games' })).not.toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: 'University students' })).toBeChecked()
    await expect(dialog.getByLabel('Free', { exact: true })).toHaveValue('true')
    await expect(dialog.getByLabel('Languages')).toHaveValue('en, es')
    await expect(dialog.getByLabel(/^Registration deadline/)).toHaveValue(localInput(daysFromNow(20, 12)))

    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
  })
})
