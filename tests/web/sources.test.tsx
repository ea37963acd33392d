import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SourcePreview, SourcePublic, SourceRunReport } from '../../src/client/types.gen'
import { formatDateTime } from '../../src/lib/dates'
import { makeHackathon, makeSeries, makeSource } from './factories'
import { answerConfirmation, chooseAction, closeMenu, field, menuItems, openRowMenu } from './fields'
import { api, deletesFrom, HttpResponse, http, makeUser, pagedList, server, signInAs } from './msw'
import { renderApp } from './render'

const FAILING = makeSource(2, {
  name: 'Meetup feed',
  kind: 'jsonld',
  status: 'failing',
  last_error: 'The address answered 503',
  last_run_at: '2026-11-20T10:00:00.000Z',
  listing_count: 7,
})

const REPORT: SourceRunReport = {
  seen: 5,
  created: 0,
  updated: 1,
  suggested: 2,
  unchanged: 1,
  skipped: [{ item_id: 'weekly@example.com', name: 'Weekly meetup', reason: 'recurring' }],
  error: null,
}

const MATCHED = makeHackathon(3, { name: 'Spring Hack' })

const PREVIEW: SourcePreview = {
  ...REPORT,
  items: [
    {
      item_id: 'spring@example.com',
      fields: {
        name: 'Spring Hack 2027',
        start_date: '2027-03-01T08:00:00.000Z',
        end_date: '2027-03-02T17:00:00.000Z',
        timezone: 'Europe/Berlin',
        location: 'Berlin',
        url: 'https://spring.example.com',
      },
      action: 'update',
      hackathon_id: MATCHED.id,
      reason: null,
    },
    {
      item_id: 'weekly@example.com',
      fields: { name: 'Weekly meetup' },
      action: 'skip',
      hackathon_id: null,
      reason: 'recurring',
    },
  ],
}

/** The sources table reads `rows`; the form's series select reads one series. */
function sourcesApi(rows: SourcePublic[]) {
  pagedList('/series/', [makeSeries(1)])
  return pagedList('/sources/', rows)
}

const row = (name: string) => {
  const cell = screen.getByRole('link', { name }).closest('tr')
  if (!cell) throw new Error(`no row for ${name}`)
  return cell as HTMLElement
}

describe('/sources table', () => {
  it('lists each source with its kind, status in words (a failing one with its last error), last run and listings', async () => {
    signInAs(makeUser({ role: 1 }))
    sourcesApi([makeSource(1), FAILING])
    await renderApp('/sources')
    expect(await screen.findByRole('heading', { name: 'Sources', level: 1 })).toBeInTheDocument()
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Kind',
      'Status',
      'Last run',
      'Listings',
      'Actions',
    ])
    const first = row('Source 1')
    expect(within(first).getByText('iCalendar')).toBeInTheDocument()
    expect(within(first).getByText('Active')).toBeInTheDocument()
    expect(within(first).getByText('Never')).toBeInTheDocument()
    const failing = row('Meetup feed')
    expect(within(failing).getByText('Web page (JSON-LD)')).toBeInTheDocument()
    expect(within(failing).getByText('Failing')).toBeInTheDocument()
    expect(within(failing).getByText('Last error: The address answered 503')).toBeInTheDocument()
    expect(within(failing).getByText(formatDateTime('2026-11-20T10:00:00.000Z'))).toBeInTheDocument()
    expect(within(failing).getByText('7')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Meetup feed' })).toHaveAttribute('href', FAILING.url)
  })

  it('shows the empty state, the load error with Retry, and placeholders while loading', async () => {
    signInAs(makeUser({ role: 1 }))
    sourcesApi([])
    const view = await renderApp('/sources')
    expect(await screen.findByText("You don't have any sources yet")).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    view.unmount()

    server.use(http.get(api('/sources/'), () => HttpResponse.json({ detail: 'Database down' }, { status: 500 })))
    const failed = await renderApp('/sources', { awaitLoad: false })
    expect(await screen.findByText('This list could not be loaded. Please try again later.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    failed.unmount()

    server.use(http.get(api('/sources/'), () => new Promise<never>(() => {})))
    await renderApp('/sources', { awaitLoad: false })
    expect(await screen.findByRole('status', { name: 'Loading Sources' })).toHaveAttribute('aria-busy', 'true')
  })

  it('is not offered to a user (role 0)', async () => {
    signInAs(makeUser({ role: 0 }))
    const queries = sourcesApi([makeSource(1)])
    await renderApp('/sources')
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument())
    expect(queries).toHaveLength(0)
  })

  it('offers Edit, Run now and Pause to an editor, and Delete only from moderator up, through the confirmation', async () => {
    signInAs(makeUser({ role: 1 }))
    sourcesApi([makeSource(1)])
    const editor = await renderApp('/sources')
    expect(menuItems(await openRowMenu(editor.user, 'Source 1'))).toEqual(['Edit Source', 'Run now', 'Pause'])
    await closeMenu(editor.user)
    editor.unmount()

    signInAs(makeUser({ role: 5 }))
    const rows = [makeSource(1, { status: 'paused' })]
    sourcesApi(rows)
    const deleted = deletesFrom('/sources/:id', rows, '')
    const { user } = await renderApp('/sources')
    expect(menuItems(await openRowMenu(user, 'Source 1'))).toEqual([
      'Edit Source',
      'Run now',
      'Resume',
      'Delete Source',
    ])
    await closeMenu(user)
    await chooseAction(user, 'Source 1', 'Delete Source')
    expect(await screen.findByText(/Its listings and suggestions stay/)).toBeInTheDocument()
    await answerConfirmation(user, 'Delete')
    expect(await screen.findByText('Source deleted successfully.')).toBeInTheDocument()
    expect(deleted).toEqual([makeSource(1).id])
  })

  it('pauses and resumes a source with PATCH {status}', async () => {
    signInAs(makeUser({ role: 1 }))
    const rows: SourcePublic[] = [makeSource(1)]
    sourcesApi(rows)
    const bodies: unknown[] = []
    server.use(
      http.patch(api('/sources/:id'), async ({ request }) => {
        const body = (await request.json()) as Partial<SourcePublic>
        bodies.push(body)
        const changed = { ...makeSource(1), ...body }
        rows.splice(0, 1, changed)
        return HttpResponse.json(changed)
      }),
    )
    const { user } = await renderApp('/sources')
    await chooseAction(user, 'Source 1', 'Pause')
    expect(await screen.findByText('Source paused.')).toBeInTheDocument()
    expect(await within(row('Source 1')).findByText('Paused')).toBeInTheDocument()
    await chooseAction(user, 'Source 1', 'Resume')
    expect(await screen.findByText('Source resumed.')).toBeInTheDocument()
    expect(bodies).toEqual([{ status: 'paused' }, { status: 'active' }])
  })

  it("Run now reads the source and shows the run's report: counts, skipped items with their reasons, the error", async () => {
    signInAs(makeUser({ role: 1 }))
    sourcesApi([makeSource(1)])
    const reports = [REPORT, { ...REPORT, seen: 2, skipped: [], error: 'Stopped at item 3: the connection closed' }]
    server.use(http.post(api('/sources/:id/run'), () => HttpResponse.json(reports.shift())))
    const { user } = await renderApp('/sources')
    await chooseAction(user, 'Source 1', 'Run now')
    const dialog = await screen.findByRole('dialog', { name: 'Run of Source 1' })
    const count = (name: string) => within(dialog).getByText(name).nextElementSibling?.textContent
    await within(dialog).findByText('Skipped items')
    expect([count('Seen'), count('Created'), count('Updated'), count('Suggested'), count('Unchanged')]).toEqual([
      '5',
      '0',
      '1',
      '2',
      '1',
    ])
    expect(within(dialog).getByText('Weekly meetup: recurring')).toBeInTheDocument()
    // The report's dialog closes with its close button, the only way out once the run is done.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await chooseAction(user, 'Source 1', 'Run now')
    expect(await screen.findByText('Error: Stopped at item 3: the connection closed')).toBeInTheDocument()
  })
})

describe('Add Source', () => {
  it('previews what a run would import before saving, then saves the source', async () => {
    signInAs(makeUser({ role: 1 }))
    const rows: SourcePublic[] = []
    sourcesApi(rows)
    const previews: unknown[] = []
    let created: unknown
    server.use(
      http.post(api('/sources/preview'), async ({ request }) => {
        previews.push(await request.json())
        return HttpResponse.json(PREVIEW)
      }),
      http.post(api('/sources/'), async ({ request }) => {
        created = await request.json()
        rows.push(makeSource(9, created as Partial<SourcePublic>))
        return HttpResponse.json(rows[0], { status: 201 })
      }),
    )
    const { user } = await renderApp('/sources')
    await user.click(await screen.findByRole('button', { name: 'Add Source' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Source' })
    // An editor may not let a source publish at once.
    expect(
      within(field(/^Trust/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Review each change'])
    await user.type(field(/^Name/), 'Berlin hack calendar')
    await user.type(field(/^Address/), 'https://calendar.example.com/berlin.ics')
    await user.type(field(/^Include words/), 'hack, jam')
    await user.selectOptions(field(/^Series/), makeSeries(1).id)
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))

    const preview = await within(dialog).findByRole('region', { name: 'What a run would do' })
    expect(previews).toEqual([
      {
        kind: 'ics',
        url: 'https://calendar.example.com/berlin.ics',
        include: ['hack', 'jam'],
        default_timezone: 'UTC',
      },
    ])
    const item = within(preview).getByText('Spring Hack 2027').closest('li') as HTMLElement
    expect(within(item).getByText('Updates')).toBeInTheDocument()
    expect(
      within(item).getByText(
        `${formatDateTime('2027-03-01T08:00:00.000Z', 'Europe/Berlin')} – ${formatDateTime('2027-03-02T17:00:00.000Z', 'Europe/Berlin')} (Europe/Berlin)`,
      ),
    ).toBeInTheDocument()
    expect(within(item).getByText('Berlin')).toBeInTheDocument()
    expect(within(item).getByRole('link', { name: 'https://spring.example.com' })).toBeInTheDocument()
    expect(within(item).getByRole('link', { name: 'Matches a listed hackathon' })).toHaveAttribute(
      'href',
      `/hackathons/${MATCHED.id}`,
    )
    const skipped = within(preview).getByText('Weekly meetup').closest('li') as HTMLElement
    expect(within(skipped).getByText('Skipped')).toBeInTheDocument()
    expect(within(skipped).getByText('Reason: recurring')).toBeInTheDocument()
    expect(created).toBeUndefined()

    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Source created successfully.')).toBeInTheDocument()
    expect(created).toEqual({
      name: 'Berlin hack calendar',
      kind: 'ics',
      url: 'https://calendar.example.com/berlin.ics',
      include: ['hack', 'jam'],
      default_timezone: 'UTC',
      series_id: makeSeries(1).id,
      trust: 'review',
      interval_hours: 6,
    })
  })

  it('asks for a new preview when the address changes after one, and checks the fields with the shared limits', async () => {
    signInAs(makeUser({ role: 5 }))
    sourcesApi([])
    server.use(http.post(api('/sources/preview'), () => HttpResponse.json({ ...PREVIEW, items: [] })))
    const { user } = await renderApp('/sources')
    await user.click(await screen.findByRole('button', { name: 'Add Source' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Source' })
    expect(
      within(field(/^Trust/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Review each change', 'Publish at once'])
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument()
    expect(within(dialog).getByText('Url is required.')).toBeInTheDocument()
    await user.type(field(/^Name/), 'Feed')
    await user.type(field(/^Address/), 'ftp://calendar.example.com')
    await user.clear(field(/^Interval/))
    await user.type(field(/^Interval/), '169')
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
    expect(await within(dialog).findByText('URL must start with http:// or https://')).toBeInTheDocument()
    expect(within(dialog).getByText('The interval is 1 to 168 hours.')).toBeInTheDocument()

    await user.clear(field(/^Address/))
    await user.type(field(/^Address/), 'https://calendar.example.com/a.ics')
    await user.clear(field(/^Interval/))
    await user.type(field(/^Interval/), '24')
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
    expect(await within(dialog).findByText('The source holds no events.')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument()
    await user.type(field(/^Address/), '?v=2')
    expect(await within(dialog).findByRole('button', { name: 'Preview again' })).toBeInTheDocument()
    expect(
      within(dialog).getByText('The address, kind, include words or zone changed since the preview: preview again.'),
    ).toBeInTheDocument()
  })
})

describe('CSV import', () => {
  const csv = () => new File(['name,url\nA,https://a.example.com\n'], 'hackathons.csv', { type: 'text/csv' })

  it('checks a file with a dry run, lists every bad row by line, then imports it for review (an editor)', async () => {
    signInAs(makeUser({ role: 1 }))
    sourcesApi([])
    const runs: (string | null)[] = []
    server.use(
      http.post(api('/sources/csv'), async ({ request }) => {
        const dryRun = new URL(request.url).searchParams.get('dry_run')
        runs.push(dryRun)
        // jsdom's File does not survive the trip through its FormData: the part's presence is what holds.
        if (!(await request.formData()).has('file')) return HttpResponse.json({ detail: 'no file' }, { status: 422 })
        return HttpResponse.json({
          seen: 3,
          created: 0,
          updated: 0,
          suggested: dryRun === 'true' ? 0 : 1,
          unchanged: 0,
          skipped: [],
          error: null,
          dry_run: dryRun === 'true',
          invalid: [
            { line: 3, messages: ['End date must be on or after the start date.'] },
            { line: 4, messages: ['Url is required.', 'Unknown time zone: Mars/Base'] },
          ],
        })
      }),
    )
    const { user } = await renderApp('/sources')
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Import hackathons from a CSV file' })
    expect(within(dialog).getByText('Imported rows go to the review queue as suggestions.')).toBeInTheDocument()
    const template = within(dialog).getByRole('link', { name: 'Download the template' })
    expect(template).toHaveAttribute('download', 'hackathons-template.csv')
    expect(template).toHaveAttribute('href', '/api/v1/sources/csv/template')
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled()

    await user.upload(within(dialog).getByLabelText('CSV file'), csv())
    await user.click(within(dialog).getByRole('button', { name: 'Check (dry run)' }))
    expect(await within(dialog).findByText('Dry run: nothing was stored.')).toBeInTheDocument()
    expect(within(dialog).getByText('2 invalid rows')).toBeInTheDocument()
    expect(within(dialog).getByText('Line 3: End date must be on or after the start date.')).toBeInTheDocument()
    expect(within(dialog).getByText('Line 4: Url is required.; Unknown time zone: Mars/Base')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Import' }))
    expect(await within(dialog).findByText('Import done.')).toBeInTheDocument()
    expect(runs).toEqual(['true', 'false'])
  })

  it('tells a moderator that the rows are listed at once', async () => {
    signInAs(makeUser({ role: 5 }))
    sourcesApi([])
    const { user } = await renderApp('/sources')
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }))
    expect(await screen.findByText('Imported rows are listed at once (you are a moderator).')).toBeInTheDocument()
  })
})
