import { expect, test } from '@playwright/test'
import { signInAs, signUpAccount } from './support/api'
import { seriousViolations } from './support/page'

for (const [path, heading] of [
  ['/login', 'Log In'],
  ['/signup', 'Sign Up'],
  ['/recover-password', 'Password Recovery'],
  ['/reset-password?token=x', 'Reset Password'],
  // A bad token: the page's error state, since no test here holds a mailed one (alerts.spec checks the rest).
  ['/alerts/confirm?token=x', 'Confirm your alert'],
  ['/alerts/unsubscribe?token=x', 'Unsubscribe from alerts'],
  ['/open-data', 'Open data'],
] as const) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('/settings has no serious or critical accessibility violation, on every tab and in both colour modes', async ({
  page,
  request,
}) => {
  const account = await signUpAccount(request)
  await signInAs(page, request, account.email, account.password)
  await page.goto('/settings')
  await expect(page.getByText(account.email, { exact: true })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  for (const tab of ['Password', 'Appearance', 'My alerts', 'Danger zone', 'API tokens', 'Webhooks']) {
    await page.getByRole('tab', { name: tab }).click()
    expect(await seriousViolations(page), tab).toEqual([])
  }
  await page.getByRole('tab', { name: 'Appearance' }).click()
  await page.getByText('Dark Mode').click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  expect(await seriousViolations(page), 'dark mode').toEqual([])
})
