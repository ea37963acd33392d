import { expect, type Page, test } from '@playwright/test'
import { adminToken, uniqueEmail } from './support/api'
import { apiCreateHackathon, daysFromNow, uid } from './support/hackathons'
import { seriousViolations } from './support/page'

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test('a visitor filters by theme and open registration, saves a hackathon, signs up, logs in and finds it saved, with a private calendar', async ({
  page,
  request,
}) => {
  const run = uid()
  const name = `Saved Hack ${run}`
  const other = `Unsaved Hack ${run}`
  const closed = `Closed Hack ${run}`
  const token = await adminToken(request)
  const hackathon = await apiCreateHackathon(request, token, {
    name,
    start_date: daysFromNow(12),
    end_date: daysFromNow(13),
    themes: ['space'],
    registration_deadline: daysFromNow(6),
  })
  await apiCreateHackathon(request, token, {
    name: other,
    start_date: daysFromNow(14),
    end_date: daysFromNow(15),
    themes: ['ai'],
    registration_deadline: daysFromNow(6),
  })
  await apiCreateHackathon(request, token, {
    name: closed,
    start_date: daysFromNow(14),
    end_date: daysFromNow(15),
    themes: ['space'],
    registration_deadline: daysFromNow(-1),
  })

  // A visitor narrows the list to the theme they want and registrations still open.
  await page.goto(`/?q=${encodeURIComponent(run)}`)
  const cards = page.getByRole('article').getByRole('heading', { level: 3 })
  await expect(cards).toHaveCount(3)
  await page.getByRole('combobox', { name: 'Themes' }).selectOption({ label: 'Space' })
  await expect(cards).toHaveCount(2)
  await page.getByRole('combobox', { name: 'Registration' }).selectOption({ label: 'Registration open' })
  await expect(cards).toHaveText([new RegExp(name)])
  await expect(page).toHaveURL(/themes=space/)
  await expect(page).toHaveURL(/registration=open/)

  // They save it on its card: in this browser, until a log-in.
  const save = page.getByRole('button', { name: `Save ${name}` })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')

  await menu(page).getByRole('link', { name: 'Saved' }).click()
  await expect(page.getByRole('heading', { name: 'Saved hackathons', level: 1 })).toBeVisible()
  const visitorList = page.getByRole('list', { name: 'Saved hackathons' })
  await expect(visitorList.getByRole('heading', { level: 3 })).toHaveText([name])

  // Sign up, then log in: the browser's save moves into the new account.
  const email = uniqueEmail('saver')
  await page.goto('/signup')
  await page.getByLabel('Username').fill('Saver')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill('saving-password-1')
  await page.getByLabel('Confirm Password').fill('saving-password-1')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Log In', level: 1 })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill('saving-password-1')
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(menu(page).getByRole('button', { name: 'Log Out' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('saved_hackathons'))).toBeNull()

  await menu(page).getByRole('link', { name: 'Saved' }).click()
  const list = page.getByRole('list', { name: 'Saved hackathons' })
  await expect(list.getByRole('heading', { level: 3 })).toHaveText([name])
  await expect(list.getByRole('button', { name: `Save ${name}` })).toHaveAttribute('aria-pressed', 'true')

  // The private calendar holds it, for whoever has the address, without logging in.
  const address = page.getByRole('textbox', { name: 'Private calendar address' })
  await expect(address).toHaveValue(/\/api\/v1\/calendars\/saved\/[\w-]+\.ics$/)
  const calendar = await request.get(await address.inputValue())
  expect(calendar.status()).toBe(200)
  expect(await calendar.text()).toContain(`UID:${hackathon.id}@`)
  expect(await calendar.text()).not.toContain(other)
  expect(await seriousViolations(page), '/saved').toEqual([])

  // A new address, once confirmed, ends the old one at once.
  const old = await address.inputValue()
  await page.getByRole('button', { name: 'New address' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Make a new address' }).click()
  await expect(address).not.toHaveValue(old)
  expect((await request.get(old)).status()).toBe(404)

  // The account keeps it: on the homepage its card shows it saved, and another one is not.
  await page.goto(`/?q=${encodeURIComponent(name)}`)
  await expect(page.getByRole('button', { name: `Save ${name}` })).toHaveAttribute('aria-pressed', 'true')
})
