import { expect, test } from '@playwright/test'
import { ALERT_MESSAGES } from '../../common/alerts'
import { signInAs, signUpAccount, uniqueEmail } from './support/api'
import { E2E } from './support/env'
import { linkIn, verifyAddress, waitForMail } from './support/mail'
import { seriousViolations } from './support/page'

const CONFIRM_LINK = `${E2E.baseUrl}/alerts/confirm?token=`
const UNSUBSCRIBE_LINK = `${E2E.baseUrl}/api/v1/alerts/unsubscribe?token=`

test('a search becomes an alert: asked for in words, confirmed from the e-mail, managed and deleted in Settings', async ({
  page,
  request,
}) => {
  const account = await signUpAccount(request)
  // Settings shows the address's alerts once the account has proven the address.
  await verifyAddress(request, account.email)
  await signInAs(page, request, account.email, account.password)
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Search hackathons' }).fill('AI')
  await page.getByRole('combobox', { name: 'Attendance' }).selectOption('Online')
  await expect(page).toHaveURL(/[?&]mode=online/)
  await expect(page).toHaveURL(/[?&]q=AI/)

  await page.getByRole('button', { name: 'Get alerts for this search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' })
  await expect(dialog.getByText('Online hackathons matching ‘AI’', { exact: true })).toBeVisible()
  await expect(dialog.getByText(`Alerts go to your account's address, ${account.email}`)).toBeVisible()
  expect(await seriousViolations(page), 'the subscribe dialog').toEqual([])
  await dialog.getByRole('button', { name: 'Get alerts' }).click()
  const sent = page.getByRole('dialog', { name: 'Check your inbox' })
  await expect(sent.getByText(ALERT_MESSAGES.accepted)).toBeVisible()
  await sent.getByRole('button', { name: 'Done' }).click()
  await expect(sent).toBeHidden()

  // The alert waits for its confirmation; opening the link confirms nothing, the button does.
  const confirmLink = linkIn(await waitForMail(account.email, CONFIRM_LINK), CONFIRM_LINK)
  await page.goto(confirmLink)
  await expect(page.getByRole('heading', { name: 'Confirm your alert', level: 1 })).toBeVisible()
  await expect(page.getByText('Weekly e-mails about newly listed hackathons:')).toBeVisible()
  await expect(page.getByText('Online hackathons matching ‘AI’', { exact: true })).toBeVisible()
  await page.goto('/settings')
  await page.getByRole('tab', { name: 'My alerts' }).click()
  const row = page.getByRole('article', { name: 'Online hackathons matching ‘AI’' })
  await expect(row.getByText('Waiting for confirmation')).toBeVisible()

  await page.goto(confirmLink)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(ALERT_MESSAGES.confirmed)).toBeVisible()

  await page.goto('/settings')
  await page.getByRole('tab', { name: 'My alerts' }).click()
  await expect(row).toBeVisible()
  await expect(row.getByText('Waiting for confirmation')).toBeHidden()
  await row.getByRole('combobox', { name: /^How often/ }).selectOption('Daily')
  await expect(page.getByText('Alert updated.')).toBeVisible()
  await row.getByRole('button', { name: 'Pause' }).click()
  await expect(row.getByText('Paused', { exact: true })).toBeVisible()
  expect(await seriousViolations(page), 'My alerts').toEqual([])

  await row.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(ALERT_MESSAGES.deleted)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'You have no alerts yet' })).toBeVisible()

  // A used link says so rather than showing an empty page.
  await page.goto(confirmLink)
  await expect(page.getByRole('alert')).toContainText('This link cannot be used')
})

test("a visitor's alert stops from the e-mail's unsubscribe link, on the page's button", async ({ page }) => {
  const email = uniqueEmail('alerts')
  await page.goto('/')
  await page.getByRole('button', { name: 'Get alerts for this search' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Hackathons of every kind')).toBeVisible()
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Get alerts' }).click()
  await expect(page.getByText(ALERT_MESSAGES.accepted)).toBeVisible()

  // The link opened in a browser: the API redirects to the SPA's page, which removes nothing by itself.
  await page.goto(linkIn(await waitForMail(email, UNSUBSCRIBE_LINK), UNSUBSCRIBE_LINK))
  await expect(page).toHaveURL(/\/alerts\/unsubscribe\?token=/)
  await expect(page.getByRole('heading', { name: 'Unsubscribe from alerts', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByText(ALERT_MESSAGES.unsubscribed)).toBeVisible()
})
