import { expect, test } from '@playwright/test'
import { adminToken, apiLogin, createAccount, signInAs } from './support/api'
import {
  apiCreateHackathon,
  apiCreateSeries,
  apiListHackathons,
  daysFromNow,
  localInput,
  pngBuffer,
  uid,
} from './support/hackathons'
import { rowAction, seriousViolations } from './support/page'

test('an editor creates a series and a hackathon with an uploaded image, and finds it on the homepage and the series page', async ({
  page,
  request,
}) => {
  const id = uid()
  const seriesName = `E2E Series ${id}`
  const hackathonName = `E2E Image Hack ${id}`
  const moderator = await createAccount(request, 5)
  const editor = await createAccount(request, 1)

  // Adding a series takes a moderator.
  await signInAs(page, request, moderator.email, moderator.password)
  await page.goto('/series')
  await expect(page.getByRole('heading', { name: 'Series Management' })).toBeVisible()
  await page.getByRole('button', { name: 'Add Series' }).click()
  const seriesDialog = page.getByRole('dialog', { name: 'Add Series' })
  await seriesDialog.getByRole('button', { name: 'Save' }).click()
  await expect(seriesDialog.getByText('Name is required.')).toBeVisible()
  await seriesDialog.getByLabel('Name').fill(seriesName)
  await seriesDialog.getByLabel('Description').fill('Made by the browser test')
  await seriesDialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Series created successfully.')).toBeVisible()
  await expect(seriesDialog).toBeHidden()

  // The editor adds a hackathon in that series, with an image uploaded from a file.
  await signInAs(page, request, editor.email, editor.password)
  await page.goto('/series')
  await expect(page.getByRole('heading', { name: 'Series Management' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Series' })).toHaveCount(0)

  await page.goto('/hackathons')
  await page.getByRole('button', { name: 'Add Hackathon' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Hackathon' })
  const start = daysFromNow(3)
  const end = daysFromNow(4, 18)
  await dialog.getByLabel('Name').fill(hackathonName)
  await dialog.getByLabel('URL').fill('https://example.com/image-hack')
  await dialog.getByLabel('Description').fill('A hackathon with a picture')
  await dialog.getByLabel(/^Start Date/).fill(localInput(start))
  await dialog.getByLabel(/^End Date/).fill(localInput(end))
  await dialog.getByLabel('Location').fill('Lisbon')
  await dialog.getByLabel('Image file').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: pngBuffer() })
  await expect(dialog.getByRole('img', { name: 'Image preview' })).toBeVisible()
  await expect(dialog.getByLabel('Image', { exact: true })).toHaveValue(/\/api\/v1\/uploads\/\S+/)
  await dialog.getByLabel('Series').selectOption({ label: seriesName })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Hackathon created successfully.')).toBeVisible()
  await expect(dialog).toBeHidden()

  // The homepage shows its card, with the image, the series link and the status.
  await page.goto('/')
  const card = page.getByRole('article').filter({ hasText: hackathonName })
  await expect(card).toBeVisible()
  await expect(card).toHaveAttribute('data-status', 'Upcoming')
  await expect(card.getByText('Lisbon')).toBeVisible()
  const image = card.locator('img')
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16)
  const seriesLink = card.getByRole('link', { name: seriesName })
  await expect(seriesLink).toHaveAttribute('href', /^\/series\/[0-9a-f-]{36}$/)

  // Its series page lists it, without the series link on the card.
  await seriesLink.click()
  await expect(page).toHaveURL(/\/series\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: seriesName, level: 1 })).toBeVisible()
  await expect(page.getByText('Made by the browser test')).toBeVisible()
  const seriesCard = page.getByRole('article').filter({ hasText: hackathonName })
  await expect(seriesCard).toBeVisible()
  await expect(seriesCard.getByRole('link', { name: seriesName })).toHaveCount(0)
  await expect(page.getByText('Past Hackathons')).toHaveCount(0)

  // Go Back returns to the homepage it came from.
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Hackathons', level: 1 })).toBeVisible()
})

test('an editor edits a series and sets its hackathons in one save; a moderator deletes it and its hackathons stay', async ({
  page,
  request,
}) => {
  const id = uid()
  const seriesName = `E2E Managed ${id}`
  const moderator = await createAccount(request, 5)
  const editor = await createAccount(request, 1)
  const moderatorToken = await apiLogin(request, moderator.email, moderator.password)
  const series = await apiCreateSeries(request, moderatorToken, seriesName, 'Before the edit')
  const token = await adminToken(request)
  const [first, second, third] = await Promise.all(
    ['Alpha', 'Bravo', 'Charlie'].map((word, i) =>
      apiCreateHackathon(request, token, {
        name: `E2E ${word} ${id}`,
        start_date: daysFromNow(10 + i),
        end_date: daysFromNow(11 + i),
        location: `Town ${id}`,
      }),
    ),
  )
  if (!first || !second || !third) throw new Error('three hackathons expected')
  await apiCreateHackathon(request, token, {
    name: `E2E Delta ${id}`,
    start_date: daysFromNow(20),
    end_date: daysFromNow(21),
    series_id: series.id,
  })

  await signInAs(page, request, editor.email, editor.password)
  await page.goto('/series')
  await expect(page.getByRole('link', { name: seriesName })).toHaveAttribute('href', `/series/${series.id}`)

  // An editor has no Delete Series.
  await page.getByRole('button', { name: `Actions for ${seriesName}` }).click()
  await expect(page.getByRole('menuitem')).toHaveText(['Edit Series', 'Manage Hackathons'])
  await page.keyboard.press('Escape')

  await rowAction(page, seriesName, 'Edit Series')
  const edit = page.getByRole('dialog', { name: 'Edit Series' })
  await expect(edit.getByLabel('Name')).toHaveValue(seriesName)
  await edit.getByLabel('Description').fill('After the edit')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Series updated successfully.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: seriesName })).toContainText('After the edit')

  await rowAction(page, seriesName, 'Manage Hackathons')
  const manage = page.getByRole('dialog', { name: `Manage Hackathons: ${seriesName}` })
  const list = manage.getByRole('group', { name: 'Manage Hackathons' })
  await expect(list).toBeVisible()
  expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('400px')
  // The current member is preselected.
  await expect(manage.getByRole('checkbox', { name: new RegExp(`E2E Delta ${id}`) })).toBeChecked()
  await manage.getByRole('searchbox', { name: 'Filter hackathons' }).fill(id)
  await expect(manage.getByRole('checkbox')).toHaveCount(4)
  await manage.getByRole('checkbox', { name: new RegExp(`E2E Alpha ${id}`) }).check()
  await manage.getByRole('checkbox', { name: new RegExp(`E2E Charlie ${id}`) }).check()
  await manage.getByRole('checkbox', { name: new RegExp(`E2E Delta ${id}`) }).uncheck()
  await expect(manage.getByText('2 selected')).toBeVisible()
  await manage.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Series hackathons updated successfully.')).toBeVisible()
  await expect(manage).toBeHidden()

  const members = await apiListHackathons(request, { series: series.id })
  expect(members.data.map((h) => h.id).sort()).toEqual([first.id, third.id].sort())

  // Opening again shows the membership as saved.
  await rowAction(page, seriesName, 'Manage Hackathons')
  await manage.getByRole('searchbox', { name: 'Filter hackathons' }).fill(id)
  await expect(manage.getByRole('checkbox', { name: new RegExp(`E2E Alpha ${id}`) })).toBeChecked()
  await expect(manage.getByRole('checkbox', { name: new RegExp(`E2E Bravo ${id}`) })).not.toBeChecked()
  await expect(manage.getByRole('checkbox', { name: new RegExp(`E2E Charlie ${id}`) })).toBeChecked()
  await expect(manage.getByRole('checkbox', { name: new RegExp(`E2E Delta ${id}`) })).not.toBeChecked()
  await manage.getByRole('button', { name: 'Cancel' }).click()
  await expect(manage).toBeHidden()

  // The public series page shows the new members.
  await page.getByRole('link', { name: seriesName }).click()
  await expect(page.getByRole('heading', { name: seriesName, level: 1 })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(2)

  // A moderator deletes the series, after confirming; its hackathons stay, without a series.
  await signInAs(page, request, moderator.email, moderator.password)
  await page.goto('/series')
  await rowAction(page, seriesName, 'Delete Series')
  const confirm = page.getByRole('alertdialog')
  await expect(confirm.getByText('Confirmation Required')).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Series deleted successfully.')).toBeVisible()
  await expect(page.getByRole('link', { name: seriesName })).toHaveCount(0)

  const after = await apiListHackathons(request, { q: id, limit: 100 })
  expect(after.count).toBe(4)
  expect(after.data.every((h) => h.series_id === null)).toBe(true)
  const gone = await request.get(`/api/v1/series/${series.id}`)
  expect(gone.status()).toBe(404)
})

test('a user (role 0) is not offered the series screen', async ({ page, request }) => {
  const user = await createAccount(request, 0)
  await signInAs(page, request, user.email, user.password)
  await page.goto('/series')
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Series Management' })).toHaveCount(0)
})

test('/series, its form and the Manage Hackathons dialog have no serious or critical accessibility violation', async ({
  page,
  request,
}) => {
  const id = uid()
  const moderator = await createAccount(request, 5)
  const token = await apiLogin(request, moderator.email, moderator.password)
  const series = await apiCreateSeries(request, token, `E2E Axe ${id}`, 'Checked by axe')
  await apiCreateHackathon(request, await adminToken(request), {
    name: `E2E Axe Hack ${id}`,
    start_date: daysFromNow(30),
    end_date: daysFromNow(31),
    series_id: series.id,
  })
  await signInAs(page, request, moderator.email, moderator.password)
  await page.goto('/series')
  await expect(page.getByRole('link', { name: series.name })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Add Series' }).click()
  await expect(page.getByRole('dialog', { name: 'Add Series' })).toBeVisible()
  expect(await seriousViolations(page), 'Add Series').toEqual([])
  await page.keyboard.press('Escape')

  await rowAction(page, series.name, 'Manage Hackathons')
  const manage = page.getByRole('dialog', { name: `Manage Hackathons: ${series.name}` })
  await expect(manage.getByRole('checkbox', { name: new RegExp(`E2E Axe Hack ${id}`) })).toBeChecked()
  expect(await seriousViolations(page), 'Manage Hackathons').toEqual([])

  await page.goto(`/series/${series.id}`)
  await expect(page.getByRole('article')).toBeVisible()
  expect(await seriousViolations(page), 'series page').toEqual([])
})
