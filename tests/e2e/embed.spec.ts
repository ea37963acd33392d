import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { adminToken } from './support/api'
import { E2E } from './support/env'
import { apiCreateHackathon, daysFromNow, uid } from './support/hackathons'
import { type OtherSite, startOtherSite } from './support/other-site'
import { seriousViolations } from './support/page'

/**
 * `<hackathons-list>` on a page of another site: a loopback server on its own port (another origin
 * than the app's) serves pages that load the app's /embed.js, as a club's site would.
 */
let site: OtherSite

test.beforeAll(async () => {
  site = await startOtherSite()
})

test.afterAll(() => {
  site.close()
})

/** A page of the other site holding `markup` after a link of its own, served at a fresh path. */
function hostPage(markup: string): string {
  const path = `/club-${uid()}.html`
  site.serve(
    path,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our club</title></head>
<body><h1>Our club</h1><a href="/about">About the club</a>${markup}</body></html>`,
  )
  return `${site.origin}${path}`
}

const scriptTag = `<script type="module" src="${E2E.baseUrl}/embed.js"></script>`

/** Four upcoming hackathons under one tag: three about AI (the second cancelled), one about climate. */
async function seed(request: APIRequestContext) {
  const tag = uid()
  const token = await adminToken(request)
  const make = (name: string, days: number, themes: string[], extra: Record<string, unknown> = {}) =>
    apiCreateHackathon(request, token, {
      name: `Embed ${tag} ${name}`,
      start_date: daysFromNow(days),
      end_date: daysFromNow(days + 1, 18),
      location: 'Berlin, Germany',
      themes,
      ...extra,
    } as Parameters<typeof apiCreateHackathon>[2])
  const alpha = await make('Alpha', 10, ['ai'])
  const beta = await make('Beta', 20, ['ai'], { cancelled: true })
  await make('Gamma', 30, ['ai'])
  await make('Delta', 15, ['climate'])
  return { tag, alpha, beta }
}

const frameOf = (page: Page) => page.locator('hackathons-list [part~="frame"]')

test('a page on another site shows the filtered list, its limit and theme, with links reached by the keyboard', async ({
  page,
  request,
}) => {
  const { tag, alpha, beta } = await seed(request)
  await page.goto(
    hostPage(`${scriptTag}<hackathons-list filters="q=${tag}&themes=ai" limit="2" theme="dark"></hackathons-list>`),
  )
  const list = page.getByRole('list', { name: 'Upcoming hackathons' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  // Soonest first, the climate one filtered out and the third AI one beyond the limit.
  await expect(list.getByRole('link')).toHaveText([alpha.name, beta.name])
  await expect(list.getByRole('listitem').nth(1)).toContainText('Cancelled')
  await expect(list.getByRole('listitem').first()).toContainText('Berlin, Germany')
  await expect(list.getByRole('link', { name: alpha.name })).toHaveAttribute(
    'href',
    `${E2E.baseUrl}/hackathons/${alpha.id}`,
  )
  await expect(page.getByRole('link', { name: 'More on Hackathons' })).toHaveAttribute(
    'href',
    `${E2E.baseUrl}/?q=${tag}&themes=ai`,
  )
  await expect(frameOf(page)).toHaveCSS('background-color', 'rgb(17, 24, 39)')
  expect(await seriousViolations(page)).toEqual([])

  // From the host page's own link, Tab goes on into the list.
  await page.getByRole('link', { name: 'About the club' }).focus()
  await page.keyboard.press('Tab')
  await expect(list.getByRole('link', { name: alpha.name })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(list.getByRole('link', { name: beta.name })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'More on Hackathons' })).toBeFocused()
  await page.keyboard.press('Enter')
  await page.waitForURL(`${E2E.baseUrl}/?q=${tag}&themes=ai`)
})

test('the other site gets the light look, or the reader\'s own with theme="auto", and the defaults for odd attributes', async ({
  page,
  request,
}) => {
  const { tag } = await seed(request)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto(
    hostPage(`${scriptTag}<hackathons-list filters="q=${tag}" limit="-1" theme="neon"></hackathons-list>`),
  )
  // Odd values: ten at most (all four shown), and the auto look, dark on this reader's system.
  await expect(page.getByRole('list', { name: 'Upcoming hackathons' }).getByRole('listitem')).toHaveCount(4)
  await expect(frameOf(page)).toHaveCSS('background-color', 'rgb(17, 24, 39)')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(frameOf(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  expect(await seriousViolations(page)).toEqual([])
  // The host sets its accent through the custom property.
  await page.evaluate(() =>
    document.querySelector('hackathons-list')?.setAttribute('style', '--hackathons-accent: rgb(200, 0, 100)'),
  )
  await expect(page.getByRole('link', { name: 'More on Hackathons' })).toHaveCSS('color', 'rgb(200, 0, 100)')
})

test('the other site sees why a list is empty or cannot be read', async ({ page }) => {
  await page.goto(
    hostPage(
      `${scriptTag}<hackathons-list filters="q=nothing-${uid()}"></hackathons-list><hackathons-list filters="colour=red"></hackathons-list><hackathons-list filters="language=english"></hackathons-list>`,
    ),
  )
  const lists = page.locator('hackathons-list')
  await expect(lists.nth(0).getByRole('status')).toHaveText('No upcoming hackathons match')
  await expect(lists.nth(1).getByRole('alert')).toHaveText(
    'The hackathons could not be loaded: unknown filter "colour"',
  )
  await expect(lists.nth(2).getByRole('alert')).toHaveText(
    'The hackathons could not be loaded: "english" is not a valid language',
  )
})

test('the homepage\'s "Embed this list" gives a snippet that shows the same list on another site', async ({
  page,
  request,
}) => {
  const { tag, alpha, beta } = await seed(request)
  await page.goto(`/?q=${tag}&themes=ai`)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await page.getByRole('menuitem', { name: 'Embed this list' }).click()
  const dialog = page.getByRole('dialog', { name: 'Embed this list' })
  const snippet = dialog.getByRole('region', { name: 'Web component' }).locator('pre')
  await expect(snippet).toContainText(`<hackathons-list filters="q=${tag}&themes=ai"></hackathons-list>`)
  await expect(dialog.getByRole('region', { name: 'Iframe' }).locator('pre')).toContainText(
    `${E2E.baseUrl}/embed/list?q=${tag}&themes=ai`,
  )
  // The live preview is the real element, from the real script.
  const preview = dialog.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('link', { name: alpha.name })).toBeVisible()
  await expect(preview.getByRole('listitem')).toHaveCount(3)
  expect(await seriousViolations(page)).toEqual([])
  // Closed and opened again, it stays open (its code has loaded by now, and it opens as the menu closes).
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await page.getByRole('menuitem', { name: 'Embed this list' }).click()
  await expect(dialog).toBeVisible()
  await expect(preview.getByRole('listitem')).toHaveCount(3)

  await page.goto(hostPage(await snippet.innerText()))
  const list = page.getByRole('list', { name: 'Upcoming hackathons' })
  await expect(list.getByRole('link')).toHaveText([alpha.name, beta.name, `Embed ${tag} Gamma`])
})
