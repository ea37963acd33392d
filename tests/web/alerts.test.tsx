/** E-mail alerts: asked for from the homepage and series pages, confirmed from the mailed link, managed in Settings. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ALERT_MESSAGES } from '../../common/alerts'
import type { AlertCreate, AlertPublic, Place } from '../../src/client/types.gen'
import { followedFiltersOf } from '../../src/entities/hackathon/followedFilters'
import { viewerTimeZone } from '../../src/lib/dates'
import { makeSeries } from './factories'
import { answerConfirmation, field, openFilters } from './fields'
import { api, deletesFrom, gate, HttpResponse, http, makeUser, pagedList, server, signInAs } from './msw'
import { renderApp } from './render'

const SERIES = makeSeries(1, { name: 'Global Game Jam' })

const BERLIN: Place = {
  name: 'Berlin',
  region: '16',
  country: 'DE',
  latitude: 52.52437,
  longitude: 13.41053,
  population: 3426354,
}

/** The lists the homepage and the series page show, empty: these tests look at the alerts only. */
function pagesApi() {
  pagedList('/series/', [SERIES])
  pagedList('/hackathons/', [])
  server.use(
    http.get(api('/series/:id'), () => HttpResponse.json(SERIES)),
    http.get(api('/places/nearest'), () => HttpResponse.json(BERLIN)),
  )
}

/** POST /alerts/ answering 202 (or `status` with a detail); returns the bodies sent. */
function createAlertApi(status = 202) {
  const bodies: AlertCreate[] = []
  server.use(
    http.post(api('/alerts/'), async ({ request }) => {
      bodies.push((await request.json()) as AlertCreate)
      if (status === 202) return HttpResponse.json({ message: ALERT_MESSAGES.accepted }, { status })
      return HttpResponse.json(
        { detail: [{ loc: ['body', 'filters', 'near'], msg: 'Give the place as LAT,LON', type: 'value_error' }] },
        { status },
      )
    }),
  )
  return bodies
}

describe('the homepage search as an alert', () => {
  it('maps the address filters to the API filters, leaving out dates and status', () => {
    expect(
      followedFiltersOf({
        q: 'AI',
        mode: 'online',
        when: 'month',
        status: 'upcoming',
        near: '52.52,13.41',
        radius_km: 50,
      }),
    ).toEqual({ q: 'AI', attendance_mode: 'online', near: '52.52,13.41', radius_km: 50 })
    expect(followedFiltersOf({ series: SERIES.id, radius_km: 50 })).toEqual({ series: SERIES.id })
  })

  it('describes the filters in words and sends them, the frequency and the zone; then says to check the inbox', async () => {
    pagesApi()
    const bodies = createAlertApi()
    const { user } = await renderApp('/?q=AI&mode=online&near=52.52,13.41&radius_km=50&when=month')
    await openFilters(user)
    await user.click(screen.getByRole('button', { name: 'Get alerts for this search' }))
    const dialog = await screen.findByRole('dialog', { name: 'Get alerts for this search' })
    expect(await within(dialog).findByText('Online hackathons matching ‘AI’ within 50 km of Berlin')).toBeVisible()
    expect(within(dialog).getByRole('radio', { name: 'Weekly' })).toBeChecked()
    await user.click(within(dialog).getByText('Daily'))
    await user.type(field(/^Email/, { within: dialog }), 'ada@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Get alerts' }))

    const sent = await screen.findByRole('dialog', { name: 'Check your inbox' })
    expect(within(sent).getByText(ALERT_MESSAGES.accepted)).toBeVisible()
    expect(bodies).toEqual([
      {
        email: 'ada@example.com',
        frequency: 'daily',
        filters: { q: 'AI', attendance_mode: 'online', near: '52.52,13.41', radius_km: 50 },
        timezone: viewerTimeZone(),
      },
    ])
    await user.click(within(sent).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('checks the address before sending anything', async () => {
    pagesApi()
    const bodies = createAlertApi()
    const { user } = await renderApp('/')
    await openFilters(user)
    await user.click(screen.getByRole('button', { name: 'Get alerts for this search' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('Hackathons of every kind')).toBeVisible()
    await user.type(field(/^Email/, { within: dialog }), 'not-an-address')
    await user.click(within(dialog).getByRole('button', { name: 'Get alerts' }))
    expect(await within(dialog).findByText('Invalid email address')).toBeVisible()
    expect(bodies).toEqual([])
  })

  it("shows a refusal (422) as the app's error toast and keeps the form", async () => {
    pagesApi()
    createAlertApi(422)
    const { user } = await renderApp('/?q=AI')
    await openFilters(user)
    await user.click(screen.getByRole('button', { name: 'Get alerts for this search' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(field(/^Email/, { within: dialog }), 'ada@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Get alerts' }))
    expect(await screen.findByText('Give the place as LAT,LON')).toBeInTheDocument()
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Get alerts' })).toBeEnabled()
    expect(screen.queryByRole('dialog', { name: 'Check your inbox' })).not.toBeInTheDocument()
  })

  it("sends a signed-in user's alert to their account's address, without asking for one", async () => {
    signInAs(makeUser({ email: 'ada@example.com' }))
    pagesApi()
    const bodies = createAlertApi()
    const { user } = await renderApp('/?mode=hybrid')
    await openFilters(user)
    await user.click(screen.getByRole('button', { name: 'Get alerts for this search' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText(/Alerts go to your account's address, ada@example\.com/)).toBeVisible()
    expect(within(dialog).queryByLabelText(/^Email/)).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Get alerts' }))
    expect(await screen.findByRole('dialog', { name: 'Check your inbox' })).toBeVisible()
    expect(bodies).toEqual([
      { frequency: 'weekly', filters: { attendance_mode: 'hybrid' }, timezone: viewerTimeZone() },
    ])
  })
})

describe('Follow this series', () => {
  it('names the series and sends its id', async () => {
    pagesApi()
    const bodies = createAlertApi()
    const { user } = await renderApp(`/series/${SERIES.id}`)
    await user.click(await screen.findByRole('button', { name: 'Follow this series' }))
    const dialog = await screen.findByRole('dialog', { name: 'Follow this series' })
    expect(await within(dialog).findByText('Hackathons of the series ‘Global Game Jam’')).toBeVisible()
    await user.type(field(/^Email/, { within: dialog }), 'ada@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Get alerts' }))
    expect(await screen.findByText(ALERT_MESSAGES.accepted)).toBeVisible()
    expect(bodies[0]?.filters).toEqual({ series: SERIES.id })
  })
})

describe('/alerts/confirm', () => {
  const PREVIEW = { frequency: 'weekly', description: 'Online hackathons matching ‘AI’' }

  it('says what will be sent and confirms only when Confirm is pressed', async () => {
    const confirmed: unknown[] = []
    server.use(
      http.get(api('/alerts/confirm'), ({ request }) =>
        new URL(request.url).searchParams.get('token') === 'the-token'
          ? HttpResponse.json(PREVIEW)
          : HttpResponse.json({ detail: ALERT_MESSAGES.invalidToken }, { status: 400 }),
      ),
      http.post(api('/alerts/confirm'), async ({ request }) => {
        confirmed.push(await request.json())
        return HttpResponse.json({ message: ALERT_MESSAGES.confirmed })
      }),
    )
    const { user } = await renderApp('/alerts/confirm?token=the-token')
    expect(await screen.findByRole('heading', { name: 'Confirm your alert', level: 1 })).toBeVisible()
    expect(screen.getByText('Weekly e-mails about newly listed hackathons:')).toBeVisible()
    expect(screen.getByText('Online hackathons matching ‘AI’')).toBeVisible()
    expect(confirmed).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText(ALERT_MESSAGES.confirmed)).toBeVisible()
    expect(screen.getByText('Alert confirmed')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument()
    expect(confirmed).toEqual([{ token: 'the-token' }])
    await waitFor(() => expect(document.title).toBe('Confirm your alert · Hackathons'))
  })

  it('says a bad or used link cannot be used, rather than showing an empty page', async () => {
    server.use(
      http.get(api('/alerts/confirm'), () =>
        HttpResponse.json({ detail: ALERT_MESSAGES.invalidToken }, { status: 400 }),
      ),
    )
    await renderApp('/alerts/confirm?token=used')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link cannot be used')
    expect(screen.getByRole('alert')).toHaveTextContent(ALERT_MESSAGES.invalidToken)
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument()
  })

  it('says so when the token was used between reading and confirming', async () => {
    server.use(
      http.get(api('/alerts/confirm'), () => HttpResponse.json(PREVIEW)),
      http.post(api('/alerts/confirm'), () =>
        HttpResponse.json({ detail: ALERT_MESSAGES.invalidToken }, { status: 400 }),
      ),
    )
    const { user } = await renderApp('/alerts/confirm?token=the-token')
    await user.click(await screen.findByRole('button', { name: 'Confirm' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This link cannot be used')
  })

  it('asks for the link from the e-mail when the address has no token', async () => {
    await renderApp('/alerts/confirm')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has no token')
  })
})

describe('/alerts/unsubscribe', () => {
  it('removes nothing until Unsubscribe is pressed, then says so', async () => {
    const tokens: (string | null)[] = []
    server.use(
      http.post(api('/alerts/unsubscribe'), ({ request }) => {
        tokens.push(new URL(request.url).searchParams.get('token'))
        return HttpResponse.json({ message: ALERT_MESSAGES.unsubscribed })
      }),
    )
    const { user } = await renderApp('/alerts/unsubscribe?token=stop-token')
    expect(await screen.findByRole('heading', { name: 'Unsubscribe from alerts', level: 1 })).toBeVisible()
    expect(tokens).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByText(ALERT_MESSAGES.unsubscribed)).toBeVisible()
    expect(tokens).toEqual(['stop-token'])
  })
})

const alertRow = (n: number, overrides: Partial<AlertPublic> = {}): AlertPublic => ({
  id: `00000000-0000-4000-d000-${String(n).padStart(12, '0')}`,
  frequency: 'weekly',
  filters: { q: `topic ${n}` },
  description: `Hackathons matching ‘topic ${n}’`,
  confirmed: true,
  paused: false,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
})

/** GET, PATCH and DELETE of /alerts/ over `rows`; returns the PATCH bodies. */
function myAlertsApi(rows: AlertPublic[]) {
  pagedList('/alerts/', rows)
  const patches: unknown[] = []
  server.use(
    http.patch(api('/alerts/:id'), async ({ params, request }) => {
      const body = (await request.json()) as Partial<AlertPublic>
      patches.push(body)
      const index = rows.findIndex((row) => row.id === params.id)
      rows[index] = { ...(rows[index] as AlertPublic), ...body }
      return HttpResponse.json(rows[index])
    }),
  )
  return { patches, deleted: deletesFrom('/alerts/:id', rows, ALERT_MESSAGES.deleted) }
}

async function openMyAlerts() {
  const view = await renderApp('/settings')
  await view.user.click(await screen.findByRole('tab', { name: 'My alerts' }))
  return view
}

const article = (name: string) => screen.getByRole('article', { name })

describe('Settings, My alerts', () => {
  it('lists each alert in words, with its frequency and whether it waits for confirmation or is paused', async () => {
    signInAs(makeUser({ email: 'ada@example.com' }))
    myAlertsApi([alertRow(1), alertRow(2, { confirmed: false, frequency: 'daily' }), alertRow(3, { paused: true })])
    await openMyAlerts()
    expect(await screen.findByText('E-mails about newly listed hackathons, sent to ada@example.com.')).toBeVisible()
    const first = await screen.findByRole('article', { name: 'Hackathons matching ‘topic 1’' })
    expect(within(first).getByRole('combobox')).toHaveValue('weekly')
    expect(within(first).queryByText('Waiting for confirmation')).not.toBeInTheDocument()
    expect(within(first).getByRole('button', { name: 'Pause' })).toBeVisible()
    const waiting = article('Hackathons matching ‘topic 2’')
    expect(within(waiting).getByText('Waiting for confirmation')).toBeVisible()
    expect(within(waiting).getByRole('combobox')).toHaveValue('daily')
    const paused = article('Hackathons matching ‘topic 3’')
    expect(within(paused).getByText('Paused')).toBeVisible()
    expect(within(paused).getByRole('button', { name: 'Resume' })).toBeVisible()
  })

  it('changes the frequency, and pauses and resumes, with PATCH', async () => {
    signInAs()
    const { patches } = myAlertsApi([alertRow(1)])
    const { user } = await openMyAlerts()
    const row = await screen.findByRole('article', { name: 'Hackathons matching ‘topic 1’' })
    await user.selectOptions(within(row).getByRole('combobox', { name: /^How often/ }), 'daily')
    expect(await screen.findByText('Alert updated.')).toBeVisible()
    await waitFor(() => expect(within(row).getByRole('combobox')).toHaveValue('daily'))
    await user.click(within(row).getByRole('button', { name: 'Pause' }))
    expect(await within(row).findByText('Paused')).toBeVisible()
    await user.click(within(row).getByRole('button', { name: 'Resume' }))
    await waitFor(() => expect(within(row).queryByText('Paused')).not.toBeInTheDocument())
    expect(patches).toEqual([{ frequency: 'daily' }, { paused: true }, { paused: false }])
  })

  it('deletes an alert only after the confirmation', async () => {
    signInAs()
    const { deleted } = myAlertsApi([alertRow(1), alertRow(2)])
    const { user } = await openMyAlerts()
    const row = await screen.findByRole('article', { name: 'Hackathons matching ‘topic 1’' })
    await user.click(within(row).getByRole('button', { name: 'Delete' }))
    await answerConfirmation(user, 'Cancel')
    expect(deleted).toEqual([])
    await user.click(within(row).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Hackathons matching ‘topic 1’')
    await answerConfirmation(user, 'Delete')
    expect(await screen.findByText(ALERT_MESSAGES.deleted)).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('article', { name: /topic 1/ })).not.toBeInTheDocument())
    expect(screen.getByRole('article', { name: 'Hackathons matching ‘topic 2’' })).toBeVisible()
    expect(deleted).toEqual([alertRow(1).id])
  })

  it('says what to do when there is no alert', async () => {
    signInAs()
    myAlertsApi([])
    await openMyAlerts()
    expect(await screen.findByRole('heading', { name: 'You have no alerts yet' })).toBeVisible()
  })

  it('shows a failed load as an error with Retry, never as an empty list, and is busy meanwhile', async () => {
    signInAs()
    const answer = gate()
    server.use(
      http.get(api('/alerts/'), async () => {
        await answer.opened
        return HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 })
      }),
    )
    await openMyAlerts()
    expect(await screen.findByRole('status', { name: 'Loading your alerts' })).toHaveAttribute('aria-busy', 'true')
    answer.open()
    const error = await screen.findByRole('alert')
    expect(error).toHaveTextContent('Your alerts could not be loaded.')
    expect(error).toHaveTextContent('Database unavailable')
    expect(within(error).getByRole('button', { name: 'Retry' })).toBeVisible()
    expect(screen.queryByText('You have no alerts yet')).not.toBeInTheDocument()
  })
})
