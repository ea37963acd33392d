import { expect, type Page, test } from '@playwright/test'
import { EMAIL_VERIFICATION_MESSAGES } from '../../common/accounts'
import { uniqueEmail } from './support/api'
import { E2E } from './support/env'
import { linkIn, VERIFY_LINK, waitForMail } from './support/mail'
import { seriousViolations } from './support/page'

const banner = (page: Page) => page.getByRole('region', { name: 'Your e-mail address is not verified' })

test('sign up, open the mailed link, press its button: the address is verified and the banner gone', async ({
  page,
}) => {
  const email = uniqueEmail('verify')
  await page.goto('/signup')
  await page.getByLabel('Username').fill('Verify Me')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill('verify-password-1')
  await page.getByLabel('Confirm Password').fill('verify-password-1')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  // Sign-up still goes to /login, and logging in needs no verification.
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Log In', level: 1 })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill('verify-password-1')
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL(`${E2E.baseUrl}/`)

  await page.goto('/settings')
  await expect(banner(page)).toContainText(email)
  await page.getByRole('tab', { name: 'My alerts' }).click()
  await expect(page.getByText(EMAIL_VERIFICATION_MESSAGES.verifyFirst)).toBeVisible()
  expect(await seriousViolations(page), 'Settings with the banner').toEqual([])

  // Opening the link verifies nothing: mail scanners open links too.
  const link = linkIn(await waitForMail(email, VERIFY_LINK), VERIFY_LINK)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Verify your e-mail address', level: 1 })).toBeVisible()
  await page.goto('/settings')
  await expect(banner(page)).toBeVisible()

  // "Send the link again" mails a new one.
  await banner(page).getByRole('button', { name: 'Send the link again' }).click()
  await expect(page.getByText(EMAIL_VERIFICATION_MESSAGES.linkSent)).toBeVisible()
  await expect.poll(async () => linkIn(await waitForMail(email, VERIFY_LINK), VERIFY_LINK)).not.toBe(link)
  const newLink = linkIn(await waitForMail(email, VERIFY_LINK), VERIFY_LINK)

  await page.goto(newLink)
  await page.getByRole('button', { name: 'Verify e-mail address' }).click()
  await expect(page.getByText(EMAIL_VERIFICATION_MESSAGES.verified)).toBeVisible()
  expect(await seriousViolations(page), 'the verify-email page').toEqual([])
  await page.getByRole('link', { name: 'Go to Settings' }).click()
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByText(email, { exact: true })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  await page.getByRole('tab', { name: 'My alerts' }).click()
  await expect(page.getByRole('heading', { name: 'You have no alerts yet' })).toBeVisible()

  // A used link says so.
  await page.goto(newLink)
  await page.getByRole('button', { name: 'Verify e-mail address' }).click()
  await expect(page.getByRole('alert')).toContainText('This link cannot be used')
})
