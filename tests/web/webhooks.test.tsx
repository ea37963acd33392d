/** Webhooks: Settings' tab (list, Add and Edit, the secret once, Test, the delivery log, pause), and the homepage's way in. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WEBHOOK_MESSAGES } from '../../common/webhooks'
import type { WebhookCreate, WebhookDelivery, WebhookPublic, WebhookUpdate } from '../../src/client/types.gen'
import { makeSeries } from './factories'
import { answerConfirmation, field, menuItems } from './fields'
import { api, deletesFrom, gate, HttpResponse, http, makeUser, pagedList, server, signInAs } from './msw'
import { renderApp } from './render'

const USER = makeUser()
const SERIES = makeSeries(1, { name: 'Global Game Jam' })
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'

function webhookRow(n: number, overrides: Partial<WebhookPublic> = {}): WebhookPublic {
  return {
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    url: `https://hooks.example/${n}`,
    kind: 'standard',
    filters: { q: `topic ${n}` },
    events: ['hackathon.created', 'hackathon.updated', 'hackathon.cancelled', 'registration.closing_soon'],
    active: true,
    consecutive_failures: 0,
    user_id: USER.id,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  }
}

function delivery(n: number, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`,
    event: 'hackathon.created',
    attempt: 1,
    status_code: 200,
    error: null,
    duration_ms: 42,
    created_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  }
}

/**
 * The webhooks API over `rows`: the list, create (a standard one answers its secret), PATCH and
 * DELETE, each webhook's deliveries from `logs`. Returns what was sent.
 */
function webhooksApi(rows: WebhookPublic[], logs: Record<string, WebhookDelivery[]> = {}) {
  const created: WebhookCreate[] = []
  const patches: WebhookUpdate[] = []
  server.use(
    http.get(api('/webhooks/'), () => HttpResponse.json({ data: rows, count: rows.length })),
    http.get(api('/webhooks/:id/deliveries'), ({ params }) => {
      const data = logs[String(params.id)] ?? []
      return HttpResponse.json({ data, count: data.length })
    }),
    http.post(api('/webhooks/'), async ({ request }) => {
      const body = (await request.json()) as WebhookCreate
      created.push(body)
      const row = webhookRow(rows.length + 1, { ...body, filters: body.filters ?? {}, events: body.events ?? [] })
      rows.push(row)
      return HttpResponse.json({ ...row, secret: body.kind === 'standard' ? SECRET : null }, { status: 201 })
    }),
    http.patch(api('/webhooks/:id'), async ({ params, request }) => {
      const body = (await request.json()) as WebhookUpdate
      patches.push(body)
      const index = rows.findIndex((row) => row.id === params.id)
      rows[index] = { ...(rows[index] as WebhookPublic), ...body }
      return HttpResponse.json(rows[index])
    }),
  )
  return { created, patches, deleted: deletesFrom('/webhooks/:id', rows, WEBHOOK_MESSAGES.deleted) }
}

async function openWebhooks(path = '/settings?tab=webhooks') {
  const view = await renderApp(path)
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Webhooks' })).toHaveAttribute('aria-selected', 'true'))
  return view
}

const select = (label: string, container: HTMLElement) => within(container).getByRole('combobox', { name: label })

describe('Settings, Webhooks', () => {
  it('lists each webhook: where, what kind, its filters and events in words, whether it runs and why not, the last delivery', async () => {
    signInAs(USER)
    pagedList('/series/', [SERIES])
    server.use(http.get(api('/series/:id'), () => HttpResponse.json(SERIES)))
    const active = webhookRow(1, { kind: 'discord', filters: { series: SERIES.id, free: true } })
    const failed = webhookRow(2, { active: false, consecutive_failures: 20, events: ['hackathon.created'] })
    const paused = webhookRow(3, { active: false })
    webhooksApi([active, failed, paused], {
      [active.id]: [delivery(1, { status_code: 204 })],
      [failed.id]: [delivery(2, { status_code: null, error: 'The receiver did not answer within 10 s', attempt: 6 })],
    })
    await openWebhooks()

    const first = await screen.findByRole('article', { name: 'https://hooks.example/1' })
    expect(within(first).getByText('Discord')).toBeVisible()
    expect(within(first).getByText('Active')).toBeVisible()
    expect(await within(first).findByText('Hackathons of the series ‘Global Game Jam’, free')).toBeVisible()
    expect(
      within(first).getByText('New hackathon, Hackathon changed, Hackathon cancelled, and Registration closing soon'),
    ).toBeVisible()
    expect(await within(first).findByText(/^New hackathon: 204,/)).toBeVisible()

    const second = screen.getByRole('article', { name: 'https://hooks.example/2' })
    expect(within(second).getByText('Paused')).toBeVisible()
    expect(
      within(second).getByText('Paused after 20 failed deliveries in a row; fix the receiver, then resume it.'),
    ).toBeVisible()
    expect(await within(second).findByText(/^New hackathon: The receiver did not answer within 10 s,/)).toBeVisible()

    const third = screen.getByRole('article', { name: 'https://hooks.example/3' })
    expect(within(third).getByText('Paused: nothing is sent until you resume it.')).toBeVisible()
    expect(await within(third).findByText('Nothing sent yet')).toBeVisible()
    expect(screen.getByText('3 of 10 webhooks')).toBeVisible()
  })

  it('creates a standard webhook and shows its secret once, with a copy button', async () => {
    signInAs(USER)
    pagedList('/series/', [SERIES])
    const { created } = webhooksApi([])
    const { user } = await openWebhooks()
    expect(await screen.findByRole('heading', { name: 'You have no webhooks yet' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Add webhook' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' })
    // Every event is chosen to begin with.
    for (const event of ['New hackathon', 'Hackathon changed', 'Hackathon cancelled', 'Registration closing soon']) {
      expect(within(dialog).getByRole('checkbox', { name: event })).toBeChecked()
    }
    await user.type(field(/^URL/, { within: dialog }), 'https://hooks.example/new')
    await user.type(field(/^Search text/, { within: dialog }), 'climate')
    await user.selectOptions(select('Attendance', dialog), 'online')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hackathon changed' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    const secret = await screen.findByRole('dialog', { name: 'Copy the webhook’s secret' }, { timeout: 10_000 })
    expect(within(secret).getByLabelText('Signing secret')).toHaveTextContent(SECRET)
    await user.click(within(secret).getByRole('button', { name: 'Copy secret' }))
    expect(await screen.findByText('Secret copied.')).toBeVisible()
    expect(await navigator.clipboard.readText()).toBe(SECRET)
    expect(created).toEqual([
      {
        url: 'https://hooks.example/new',
        kind: 'standard',
        filters: { q: 'climate', attendance_mode: 'online' },
        events: ['hackathon.created', 'hackathon.cancelled', 'registration.closing_soon'],
      },
    ])

    await user.click(within(secret).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByRole('article', { name: 'https://hooks.example/new' })).toBeVisible()
    // Shown once: neither the list nor the form opened again holds it.
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add webhook' }))
    const again = await screen.findByRole('dialog', { name: 'Add webhook' })
    expect(field(/^URL/, { within: again })).toHaveValue('')
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument()
  })

  it('closes at once after creating a Discord webhook, which has no secret', async () => {
    signInAs(USER)
    pagedList('/series/', [])
    const { created } = webhooksApi([])
    const { user } = await openWebhooks()
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' })
    await user.type(field(/^URL/, { within: dialog }), 'https://discord.example/api/webhooks/1/abc')
    await user.selectOptions(field(/^Kind/, { within: dialog }), 'discord')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Webhook added.', {}, { timeout: 10_000 })).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(created[0]?.kind).toBe('discord')
  })

  it('says what is wrong with the URL and the events, and sends nothing', async () => {
    signInAs(USER)
    pagedList('/series/', [])
    const { created } = webhooksApi([])
    const { user } = await openWebhooks()
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Url is required.')).toBeVisible()
    await user.type(field(/^URL/, { within: dialog }), 'ftp://hooks.example')
    await user.tab()
    expect(await within(dialog).findByText('URL must start with http:// or https://')).toBeVisible()
    await user.clear(field(/^URL/, { within: dialog }))
    await user.type(field(/^URL/, { within: dialog }), `https://hooks.example/${'a'.repeat(500)}`)
    await user.tab()
    expect(await within(dialog).findByText('URL must be at most 500 characters.')).toBeVisible()
    for (const event of ['New hackathon', 'Hackathon changed', 'Hackathon cancelled', 'Registration closing soon']) {
      await user.click(within(dialog).getByRole('checkbox', { name: event }))
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Choose at least one event.')).toBeVisible()
    expect(created).toEqual([])
  })

  it('shows the server’s refusal of an address, and keeps the form', async () => {
    signInAs(USER)
    pagedList('/series/', [])
    webhooksApi([])
    server.use(
      http.post(api('/webhooks/'), () =>
        HttpResponse.json({ detail: 'This address is not reachable from the internet' }, { status: 422 }),
      ),
    )
    const { user } = await openWebhooks()
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' })
    await user.type(field(/^URL/, { within: dialog }), 'http://10.0.0.1/hook')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('This address is not reachable from the internet', {}, { timeout: 10_000 }),
    ).toBeVisible()
    expect(screen.getByRole('dialog', { name: 'Add webhook' })).toBeVisible()
    expect(field(/^URL/, { within: dialog })).toHaveValue('http://10.0.0.1/hook')
  })

  it('edits a webhook with its filters shown in the controls, its kind fixed', async () => {
    signInAs(USER)
    pagedList('/series/', [SERIES])
    server.use(http.get(api('/series/:id'), () => HttpResponse.json(SERIES)))
    const { patches } = webhooksApi([
      webhookRow(1, { filters: { q: 'ai', attendance_mode: 'hybrid', themes: 'ai', registration: 'open' } }),
    ])
    const { user } = await openWebhooks()
    const row = await screen.findByRole('article', { name: 'https://hooks.example/1' })
    await user.click(within(row).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' })
    expect(field(/^Kind/, { within: dialog })).toBeDisabled()
    expect(field(/^Search text/, { within: dialog })).toHaveValue('ai')
    expect(select('Attendance', dialog)).toHaveValue('hybrid')
    expect(select('Themes', dialog)).toHaveValue('ai')
    expect(select('Registration', dialog)).toHaveValue('open')
    await user.selectOptions(select('Series', dialog), SERIES.id)
    // The homepage's sheet of more filters opens over the form, and what it sets is saved with it.
    await user.click(within(dialog).getByRole('button', { name: 'More filters' }))
    const sheet = await screen.findByRole('dialog', { name: 'More filters' }, { timeout: 10_000 })
    await user.click(within(sheet).getByRole('checkbox', { name: 'Free to attend' }))
    await user.click(within(sheet).getByRole('button', { name: 'Show hackathons' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'More filters' })).not.toBeInTheDocument())
    expect(within(dialog).getByRole('button', { name: 'More filters (1)' })).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Webhook saved.', {}, { timeout: 10_000 })).toBeVisible()
    expect(patches).toEqual([
      {
        url: 'https://hooks.example/1',
        filters: {
          themes: 'ai',
          registration: 'open',
          free: true,
          q: 'ai',
          attendance_mode: 'hybrid',
          series: SERIES.id,
        },
        events: ['hackathon.created', 'hackathon.updated', 'hackathon.cancelled', 'registration.closing_soon'],
      },
    ])
  })

  it('tests a webhook and shows the result, and the delivery log lists each attempt', async () => {
    signInAs(USER)
    const hook = webhookRow(1)
    const log = [
      delivery(2, { event: 'hackathon.updated', attempt: 3, status_code: 500, error: 'The receiver answered 500' }),
    ]
    webhooksApi([hook], { [hook.id]: log })
    const answer = gate()
    server.use(
      http.post(api('/webhooks/:id/test'), async () => {
        await answer.opened
        const ping = delivery(3, {
          event: 'ping',
          status_code: 200,
          duration_ms: 35,
          created_at: '2026-11-21T08:00:00.000Z',
        })
        log.unshift(ping)
        return HttpResponse.json(ping)
      }),
    )
    const { user } = await openWebhooks()
    const row = await screen.findByRole('article', { name: 'https://hooks.example/1' })
    const logButton = within(row).getByRole('button', { name: 'Delivery log' })
    expect(logButton).toHaveAttribute('aria-expanded', 'false')
    await user.click(logButton)
    expect(logButton).toHaveAttribute('aria-expanded', 'true')
    const table = await within(row).findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Event', 'Attempt', 'Status', 'Error', 'Duration', 'Time'])
    const cells = (index: number) =>
      within(within(table).getAllByRole('row')[index] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    expect(cells(1).slice(0, 5)).toEqual(['Hackathon changed', '3', '500', 'The receiver answered 500', '42 ms'])

    await user.click(within(row).getByRole('button', { name: 'Test' }))
    expect(within(row).getByRole('button', { name: /Sending a test/ })).toBeDisabled()
    answer.open()
    expect(
      await within(row).findByText('Test delivered: the receiver answered 200 in 35 ms.', {}, { timeout: 10_000 }),
    ).toBeVisible()
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3))
    expect(cells(1).slice(0, 5)).toEqual(['Test (ping)', '1', '200', '', '35 ms'])
  })

  it('says when the test failed, and why', async () => {
    signInAs(USER)
    const hook = webhookRow(1)
    webhooksApi([hook])
    server.use(
      http.post(api('/webhooks/:id/test'), () =>
        HttpResponse.json(delivery(1, { event: 'ping', status_code: null, error: 'Redirects are not followed' })),
      ),
    )
    const { user } = await openWebhooks()
    const row = await screen.findByRole('article', { name: 'https://hooks.example/1' })
    await user.click(within(row).getByRole('button', { name: 'Test' }))
    expect(
      await within(row).findByText('Test failed: Redirects are not followed.', {}, { timeout: 10_000 }),
    ).toBeVisible()
  })

  it('pauses and resumes a webhook with PATCH', async () => {
    signInAs(USER)
    const { patches } = webhooksApi([webhookRow(1)])
    const { user } = await openWebhooks()
    const row = await screen.findByRole('article', { name: 'https://hooks.example/1' })
    await user.click(within(row).getByRole('button', { name: 'Pause' }))
    expect(
      await within(row).findByText('Paused: nothing is sent until you resume it.', {}, { timeout: 10_000 }),
    ).toBeVisible()
    expect(await screen.findByText('Webhook paused: nothing is sent until you resume it.')).toBeVisible()
    await user.click(within(row).getByRole('button', { name: 'Resume' }))
    expect(await within(row).findByText('Active', {}, { timeout: 10_000 })).toBeVisible()
    expect(patches).toEqual([{ active: false }, { active: true }])
  })

  it('deletes a webhook only after the confirmation', async () => {
    signInAs(USER)
    const { deleted } = webhooksApi([webhookRow(1), webhookRow(2)])
    const { user } = await openWebhooks()
    const row = await screen.findByRole('article', { name: 'https://hooks.example/1' })
    await user.click(within(row).getByRole('button', { name: 'Delete' }))
    await answerConfirmation(user, 'Cancel')
    expect(deleted).toEqual([])
    await user.click(within(row).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('https://hooks.example/1')
    await answerConfirmation(user, 'Delete')
    expect(await screen.findByText(WEBHOOK_MESSAGES.deleted, {}, { timeout: 10_000 })).toBeVisible()
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'https://hooks.example/1' })).not.toBeInTheDocument(),
    )
    expect(deleted).toEqual([webhookRow(1).id])
  })

  it('offers no Add at the limit of 10, and says why', async () => {
    signInAs(USER)
    webhooksApi(Array.from({ length: 10 }, (_, index) => webhookRow(index + 1)))
    await openWebhooks()
    expect(
      await screen.findByText(
        'An account holds at most 10 webhooks: delete one to add another.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Add webhook' })).toBeDisabled()
  })

  it('shows a failed load as an error with Retry, never as an empty list, and is busy meanwhile', async () => {
    signInAs(USER)
    const answer = gate()
    server.use(
      http.get(api('/webhooks/'), async () => {
        await answer.opened
        return HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 })
      }),
    )
    await openWebhooks()
    expect(await screen.findByRole('status', { name: 'Loading your webhooks' })).toHaveAttribute('aria-busy', 'true')
    answer.open()
    const error = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(error).toHaveTextContent('Your webhooks could not be loaded.')
    expect(error).toHaveTextContent('Database unavailable')
    expect(within(error).getByRole('button', { name: 'Retry' })).toBeVisible()
    expect(screen.queryByText('You have no webhooks yet')).not.toBeInTheDocument()
  })

  it('tells an unverified account why it has no webhooks and asks nothing of the API', async () => {
    signInAs(makeUser({ email_verified: false }))
    let asked = false
    server.use(
      http.get(api('/webhooks/'), () => {
        asked = true
        return HttpResponse.json({ data: [], count: 0 })
      }),
    )
    await openWebhooks()
    expect(await screen.findByText('Verify your e-mail address first')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Add webhook' })).not.toBeInTheDocument()
    expect(asked).toBe(false)
  })
})

describe('the homepage search to a webhook', () => {
  it('is the Subscribe menu’s last item, and opens the Add form with the search’s filters', async () => {
    signInAs(USER)
    pagedList('/series/', [SERIES])
    pagedList('/hackathons/', [])
    server.use(http.get(api('/series/:id'), () => HttpResponse.json(SERIES)))
    const { created } = webhooksApi([])
    const { user, router } = await renderApp(
      `/?q=berlin&mode=online&series=${SERIES.id}&themes=ai&registration=open&free=true&when=month`,
    )
    await user.click(await screen.findByRole('button', { name: /Subscribe/ }))
    const menu = await screen.findByRole('menu')
    expect(menuItems(menu).map((item) => item?.trim())).toEqual([
      'Subscribe in calendar app',
      'Copy calendar link',
      'Embed this list',
      'Send new hackathons of this search to a webhook',
    ])
    await user.click(within(menu).getByRole('menuitem', { name: 'Send new hackathons of this search to a webhook' }))

    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' }, { timeout: 10_000 })
    expect(router.state.location.pathname).toBe('/settings')
    // Behind the dialog, which hides the page from assistive technology while it is open.
    expect(screen.getByRole('tab', { name: 'Webhooks', hidden: true })).toHaveAttribute('aria-selected', 'true')
    // Read once: the address no longer carries the search, so a reload does not open the form again.
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'webhooks' }))
    expect(field(/^Search text/, { within: dialog })).toHaveValue('berlin')
    expect(select('Attendance', dialog)).toHaveValue('online')
    expect(select('Themes', dialog)).toHaveValue('ai')
    expect(select('Registration', dialog)).toHaveValue('open')
    await waitFor(() => expect(select('Series', dialog)).toHaveValue(SERIES.id))
    expect(within(dialog).getByRole('button', { name: 'More filters (1)' })).toBeVisible()

    await user.type(field(/^URL/, { within: dialog }), 'https://hooks.example/search')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await screen.findByRole('dialog', { name: 'Copy the webhook’s secret' }, { timeout: 10_000 })
    // The dates of the search are not followed: a webhook tells of hackathons as they are listed.
    expect(created[0]?.filters).toEqual({
      themes: 'ai',
      registration: 'open',
      free: true,
      q: 'berlin',
      attendance_mode: 'online',
      series: SERIES.id,
    })
  })
})
