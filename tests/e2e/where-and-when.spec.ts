import { expect, test } from '@playwright/test'
import { adminToken, createAccount, signInAs } from './support/api'
import { apiCreateHackathon, uid } from './support/hackathons'
import { seriousViolations } from './support/page'

// Every page here is seen from New York; the hackathons are in Berlin and Tokyo.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' })

/** An instant on the hour, `hours` from now. */
const hoursFromNow = (hours: number) => new Date(Math.floor(Date.now() / 3_600_000 + hours) * 3_600_000).toISOString()

/**
 * Half past the hour, `hours` from now: never midnight in a zone of whole-hour offsets, so a card never
 * reads the hackathon as all-day (days without times) whatever the hour the test runs at.
 */
const halfPastHoursFromNow = (hours: number) => new Date(Date.parse(hoursFromNow(hours)) + 30 * 60_000).toISOString()

/** "4:00 AM": the clock in `timeZone` at `iso`, as en-US writes it (the oracle, not the app's code). */
const clock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso))

/**
 * The venue's clock at `iso` as a card shows it beside the viewer's: "12:30 AM", or "Nov 24, 12:30 AM"
 * when the venue's day is not the viewer's.
 */
const venueClock = (iso: string, viewerZone: string, venueZone: string) => {
  const day = (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeZone }).format(new Date(iso))
  const withDay = day(viewerZone) !== day(venueZone) ? ({ month: 'short', day: 'numeric' } as const) : {}
  return new Intl.DateTimeFormat('en-US', {
    ...withDay,
    hour: 'numeric',
    minute: '2-digit',
    timeZone: venueZone,
  }).format(new Date(iso))
}

/** ICU puts a narrow no-break space before AM/PM: match any space there. */
const spaced = (text: string) => text.replace(/\s/g, '\\s')

test("a New York viewer sees a Berlin hackathon in their own time and, beside it, the venue's", async ({
  page,
  request,
}) => {
  const name = `Berlin Where ${uid()}`
  // Started a day ago and runs two more days: live, so it sorts among the first upcoming cards.
  const start = halfPastHoursFromNow(-24)
  await apiCreateHackathon(request, await adminToken(request), {
    name,
    url: `https://berlin-${uid()}.example.com`,
    start_date: start,
    end_date: halfPastHoursFromNow(48),
    location: 'Berlin',
    attendance_mode: 'in_person',
    timezone: 'Europe/Berlin',
  })

  await page.goto('/')
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })
  await expect(card).toBeVisible()
  await expect(card.getByText('In person')).toBeVisible()
  await expect(card.getByText(/ends in 2 days/)).toBeVisible()
  await expect(
    card.getByText(new RegExp(`^Starts ${spaced(clock(start, 'America/New_York'))}\\sE[SD]T$`)),
  ).toBeVisible()
  await expect(
    card.getByText(
      new RegExp(`^${spaced(venueClock(start, 'America/New_York', 'Europe/Berlin'))}\\s\\S+ at the venue$`),
    ),
  ).toBeVisible()

  // The name links to the hackathon's own site; Details, named after it, to its page here.
  await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^https:\/\/berlin-/)
  await expect(card.getByRole('link', { name: `Details about ${name}` })).toHaveAttribute(
    'href',
    /^\/hackathons\/[0-9a-f-]{36}$/,
  )
  expect(await seriousViolations(page), 'homepage').toEqual([])

  // A phone's width: the card wraps rather than scrolling sideways.
  await page.setViewportSize({ width: 390, height: 800 })
  await expect(card).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test("times typed in the form with a time zone are stored as that zone's instants", async ({ page, request }) => {
  const editor = await createAccount(request, 1)
  await signInAs(page, request, editor.email, editor.password)
  const name = `Tokyo When ${uid()}`
  await page.goto('/hackathons')
  await page.getByRole('button', { name: 'Add Hackathon' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Hackathon' })

  // Without a zone the dates are the editor's; with one, the hackathon's.
  await expect(dialog.getByLabel('Start Date (America/New_York)')).toBeVisible()
  await dialog.getByLabel(/^Name/).fill(name)
  await dialog.getByLabel(/^URL/).fill(`https://tokyo-${uid()}.example.com`)
  await dialog.getByLabel(/^Attendance/).selectOption({ label: 'In person' })
  await dialog.getByRole('combobox', { name: /^Time zone/ }).pressSequentially('Tokyo')
  await dialog.getByRole('option', { name: 'Asia/Tokyo' }).click()
  await dialog.getByLabel(/^Start Date \(Asia\/Tokyo\)/).fill('2027-10-01T09:00')
  await dialog.getByLabel(/^End Date \(Asia\/Tokyo\)/).fill('2027-10-02T18:00')
  expect(await seriousViolations(page), 'Add Hackathon with a zone').toEqual([])
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Hackathon created successfully.')).toBeVisible()

  const response = await request.get('/api/v1/hackathons/', { params: { q: name } })
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as { data: Record<string, unknown>[] }
  expect(data).toHaveLength(1)
  expect(data[0]).toMatchObject({
    attendance_mode: 'in_person',
    timezone: 'Asia/Tokyo',
    // 09:00 and 18:00 in Tokyo (UTC+9), whatever the browser's own zone.
    start_date: '2027-10-01T00:00:00.000Z',
    end_date: '2027-10-02T09:00:00.000Z',
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the time zone is found by its city and picked with the keyboard, under its current name', async ({
    page,
    request,
  }) => {
    const editor = await createAccount(request, 1)
    await signInAs(page, request, editor.email, editor.password)
    const name = `Kolkata When ${uid()}`
    await page.goto('/hackathons')
    await page.getByRole('button', { name: 'Add Hackathon' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Hackathon' })
    await dialog.getByLabel(/^Name/).fill(name)
    await dialog.getByLabel(/^URL/).fill(`https://kolkata-${uid()}.example.com`)
    const zone = dialog.getByRole('combobox', { name: /^Time zone/ })
    await zone.pressSequentially('Kolkata')
    const option = dialog.getByRole('option', { name: 'Asia/Kolkata' })
    await expect(option).toBeInViewport()
    expect(await seriousViolations(page), 'the open time zone list').toEqual([])
    await zone.press('ArrowDown')
    await zone.press('Enter')
    await expect(zone).toHaveValue('Asia/Kolkata')
    await dialog.getByLabel(/^Start Date \(Asia\/Kolkata\)/).fill('2027-10-01T09:00')
    await dialog.getByLabel(/^End Date \(Asia\/Kolkata\)/).fill('2027-10-02T18:00')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Hackathon created successfully.')).toBeVisible()

    const response = await request.get('/api/v1/hackathons/', { params: { q: name } })
    const { data } = (await response.json()) as { data: Record<string, unknown>[] }
    expect(data[0]).toMatchObject({
      timezone: 'Asia/Kolkata',
      // 09:00 and 18:00 in India (UTC+5:30).
      start_date: '2027-10-01T03:30:00.000Z',
      end_date: '2027-10-02T12:30:00.000Z',
    })
  })
})

test.describe('seen from the venue and from the other side of the world', () => {
  const createBerlinHackathon = async (request: Parameters<typeof apiCreateHackathon>[0]) => {
    const name = `Berlin Seen ${uid()}`
    const start = halfPastHoursFromNow(-24)
    await apiCreateHackathon(request, await adminToken(request), {
      name,
      url: `https://berlin-seen-${uid()}.example.com`,
      start_date: start,
      end_date: halfPastHoursFromNow(48),
      location: 'Berlin',
      attendance_mode: 'in_person',
      timezone: 'Europe/Berlin',
    })
    return { name, start }
  }

  test.describe('from Tokyo', () => {
    test.use({ timezoneId: 'Asia/Tokyo' })

    test("a Tokyo viewer sees the Berlin hackathon in Tokyo's time and the venue's beside it", async ({
      page,
      request,
    }) => {
      const { name, start } = await createBerlinHackathon(request)
      await page.goto('/')
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })
      await expect(card.getByText(new RegExp(`^Starts ${spaced(clock(start, 'Asia/Tokyo'))}\\s\\S+$`))).toBeVisible()
      await expect(
        card.getByText(new RegExp(`^${spaced(venueClock(start, 'Asia/Tokyo', 'Europe/Berlin'))}\\s\\S+ at the venue$`)),
      ).toBeVisible()
    })
  })

  test.describe('from Berlin', () => {
    test.use({ timezoneId: 'Europe/Berlin' })

    test('a viewer in the venue zone sees one time and no venue line', async ({ page, request }) => {
      const { name, start } = await createBerlinHackathon(request)
      await page.goto('/')
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })
      await expect(card.getByText(new RegExp(`^Starts ${spaced(clock(start, 'Europe/Berlin'))}\\s\\S+$`))).toBeVisible()
      await expect(card.getByText(/at the venue$/)).toHaveCount(0)
    })
  })
})
