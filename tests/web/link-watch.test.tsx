/** What the link watch shows: dead sites with their archived copy, the table's status, filter and check, the badge. */

import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { HackathonPublic, LinkCheckPublic } from '../../src/client/types.gen'
import { formatDate } from '../../src/lib/dates'
import { makeHackathon, makeSeries, makeSuggestion } from './factories'
import { chooseAction } from './fields'
import { api, emptyLists, HttpResponse, http, makeUser, pagedList, server, signInAs } from './msw'
import { renderApp } from './render'

const SINCE = '2027-02-10T08:00:00.000Z'
const DEAD = makeHackathon(1, {
  name: 'Gone Hack',
  url: 'https://gone.example.com/2027',
  link_status: 'unreachable',
  link_checked_at: '2027-02-12T08:00:00.000Z',
  link_unreachable_since: SINCE,
  archive_url: 'https://web.archive.org/web/https://gone.example.com/2027',
})
const ALIVE = makeHackathon(2, { name: 'Live Hack', url: 'https://live.example.com', link_status: 'ok' })

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ })

function serveHackathon(hackathon: HackathonPublic) {
  server.use(http.get(api(`/hackathons/${hackathon.id}`), () => HttpResponse.json(hackathon)))
}

describe('an unreachable website', () => {
  it('is shown on its card as unreachable since a date, with the archived copy instead of the site', async () => {
    // Both are upcoming: the past feed is empty.
    pagedList('/hackathons/', [DEAD, ALIVE], { filter: (_, query) => query.get('status') !== 'past' })
    emptyLists('/series/')
    await renderApp('/')
    const heading = await screen.findByRole('heading', { name: 'Gone Hack' })
    const card = heading.closest('article') as HTMLElement
    expect(within(card).getByText(`Website unreachable since ${formatDate(SINCE)}`)).toBeInTheDocument()
    const archive = within(card).getByRole('link', { name: /Archived copy/ })
    expect(archive).toHaveAttribute('href', DEAD.archive_url)
    expect(archive).toHaveAttribute('target', '_blank')
    // Its name is no link to the dead site; its page here stays a click away.
    expect(within(card).queryByRole('link', { name: 'Gone Hack' })).not.toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Details about Gone Hack' })).toHaveAttribute(
      'href',
      `/hackathons/${DEAD.id}`,
    )
    const alive = (await screen.findByRole('heading', { name: 'Live Hack' })).closest('article') as HTMLElement
    expect(within(alive).getByRole('link', { name: 'Live Hack' })).toHaveAttribute('href', ALIVE.url)
    expect(within(alive).queryByText(/unreachable/)).not.toBeInTheDocument()
  })

  it('is shown on its public page with the archived copy and no Visit website button', async () => {
    serveHackathon(DEAD)
    await renderApp(`/hackathons/${DEAD.id}`)
    await screen.findByRole('heading', { name: 'Gone Hack', level: 1 })
    expect(screen.getByText(`Website unreachable since ${formatDate(SINCE)}`)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Archived copy/ })).toHaveAttribute('href', DEAD.archive_url)
    expect(screen.queryByRole('link', { name: /Visit website/ })).not.toBeInTheDocument()
  })
})

describe('the hackathon table', () => {
  it('shows each website’s status and filters the unreachable ones', async () => {
    signInAs(makeUser({ role: 1 }))
    emptyLists('/suggestions/mine', '/series/')
    const queries = pagedList('/hackathons/', [DEAD, ALIVE], {
      filter: (h, query) => !query.get('link_status') || h.link_status === query.get('link_status'),
    })
    const { user } = await renderApp('/hackathons')
    const deadRow = (await screen.findByRole('link', { name: 'Gone Hack' })).closest('tr') as HTMLElement
    expect(within(deadRow).getByText('Unreachable')).toBeInTheDocument()
    const aliveRow = screen.getByRole('link', { name: 'Live Hack' }).closest('tr') as HTMLElement
    expect(within(aliveRow).getByText('Reachable')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Only unreachable websites' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Live Hack' })).not.toBeInTheDocument())
    expect(queries.at(-1)?.get('link_status')).toBe('unreachable')
    expect(screen.getByRole('link', { name: 'Gone Hack' })).toBeInTheDocument()
  })

  it('checks a link now from the row menu and says what the check found', async () => {
    signInAs(makeUser({ role: 1 }))
    emptyLists('/suggestions/mine', '/series/')
    pagedList('/hackathons/', [ALIVE])
    const answer: LinkCheckPublic = { outcome: 'failed', http_status: 404, link_status: 'ok', suggestion_id: null }
    const checked: string[] = []
    server.use(
      http.post(api('/hackathons/:id/check-link'), ({ params }) => {
        checked.push(String(params.id))
        return HttpResponse.json(answer)
      }),
    )
    const { user } = await renderApp('/hackathons')
    await screen.findByRole('link', { name: 'Live Hack' })
    await chooseAction(user, 'Live Hack', 'Check link now')
    expect(await within(toastRegion()).findByText('The website did not answer properly (HTTP 404)')).toBeInTheDocument()
    expect(checked).toEqual([ALIVE.id])
  })

  it('offers neither the status nor the check to a user whose edits are suggestions', async () => {
    signInAs(makeUser({ role: 0 }))
    emptyLists('/suggestions/mine', '/series/')
    pagedList('/hackathons/', [ALIVE])
    const { user } = await renderApp('/hackathons')
    await screen.findByRole('link', { name: 'Live Hack' })
    expect(screen.queryByRole('checkbox', { name: 'Only unreachable websites' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Actions for Live Hack' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).queryByRole('menuitem', { name: 'Check link now' })).not.toBeInTheDocument()
  })
})

describe('suggestions found by the link watch', () => {
  it('carry the badge and what the check saw: the changed fields, or the redirect status', async () => {
    signInAs(makeUser({ role: 1 }))
    pagedList('/series/', [makeSeries(1)])
    const current = makeHackathon(3, { name: 'Dated Hack' })
    const moved = makeHackathon(4, { name: 'Moved Hack' })
    pagedList('/suggestions/', [
      makeSuggestion(1, {
        kind: 'update',
        source: 'link_watch',
        submitted_by: null,
        hackathon_id: current.id,
        hackathon: current,
        start_date: '2027-03-05T09:00:00.000Z',
      }),
      makeSuggestion(2, {
        kind: 'update',
        source: 'link_watch',
        submitted_by: null,
        seen_http_status: 301,
        hackathon_id: moved.id,
        hackathon: moved,
        url: 'https://moved.example.com/2027',
      }),
      makeSuggestion(3, { kind: 'update', hackathon_id: current.id, hackathon: current, location: 'Hamburg' }),
    ])
    await renderApp('/suggestions')
    const card = async (title: string, n: number) =>
      (await screen.findAllByRole('heading', { name: title, level: 2 }))[n]?.closest('article') as HTMLElement
    const dated = await card('Dated Hack', 0)
    expect(within(dated).getByText('Found by link check')).toBeInTheDocument()
    expect(within(dated).getByText(/^The site now says otherwise about: Start/)).toBeInTheDocument()
    const movedCard = await card('Moved Hack', 0)
    expect(within(movedCard).getByText('Found by link check')).toBeInTheDocument()
    expect(within(movedCard).getByText(/HTTP 301/)).toBeInTheDocument()
    const byUser = await card('Dated Hack', 1)
    expect(within(byUser).queryByText('Found by link check')).not.toBeInTheDocument()
  })
})
