/** The History of a hackathon's public page: loaded when asked for, names only, reverts for moderators. */

import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { RevisionPublic } from '../../src/client/types.gen'
import { formatDateTime } from '../../src/lib/dates'
import { makeHackathon } from './factories'
import { api, emptyLists, HttpResponse, http, makeUser, pagedList, server, signInAs } from './msw'
import { renderApp } from './render'

const HACKATHON = makeHackathon(1, { name: 'Spring Hack' })
const VANDAL_ID = '00000000-0000-4000-d000-000000000001'

const EDIT: RevisionPublic = {
  id: '00000000-0000-4000-e000-000000000002',
  hackathon_id: HACKATHON.id,
  created_at: '2026-11-21T10:00:00.000Z',
  source: 'edit',
  author: 'Vic Vandal',
  author_id: VANDAL_ID,
  reverted_id: null,
  source_name: null,
  changes: { name: { from: 'Spring Hack', to: 'SPAM' }, location: { from: 'Berlin', to: null } },
}
const CREATE: RevisionPublic = {
  ...EDIT,
  id: '00000000-0000-4000-e000-000000000001',
  created_at: '2026-11-20T10:00:00.000Z',
  source: 'create',
  author: null,
  author_id: null,
  changes: { name: { from: null, to: 'Spring Hack' } },
}

function serve() {
  // The series names a change of series is shown with.
  emptyLists('/series/')
  server.use(http.get(api(`/hackathons/${HACKATHON.id}`), () => HttpResponse.json(HACKATHON)))
  return pagedList(`/hackathons/${HACKATHON.id}/revisions`, [EDIT, CREATE])
}

describe("a hackathon's History", () => {
  it('loads only when asked for, and shows each change, how and by whom, never an e-mail', async () => {
    const reads = serve()
    const { user } = await renderApp(`/hackathons/${HACKATHON.id}`)
    const history = await screen.findByRole('region', { name: 'History' })
    expect(reads).toHaveLength(0)
    await user.click(within(history).getByRole('button', { name: 'Show history' }))
    const items = await within(history).findAllByRole('listitem')
    expect(items).toHaveLength(2)
    const [edit, create] = items as [HTMLElement, HTMLElement]
    expect(edit).toHaveTextContent(`Edited by Vic Vandal · ${formatDateTime(EDIT.created_at)}`)
    expect(within(edit).getByText('SPAM')).toBeInTheDocument()
    expect(within(edit).getByText('empty')).toBeInTheDocument()
    expect(create).toHaveTextContent('Added by an editor')
    // Visitors are offered no revert.
    expect(within(history).queryByRole('button', { name: /Revert/ })).not.toBeInTheDocument()
  })

  it('names the source an imported change came from', async () => {
    emptyLists('/series/')
    server.use(http.get(api(`/hackathons/${HACKATHON.id}`), () => HttpResponse.json(HACKATHON)))
    const imported: RevisionPublic = { ...EDIT, source: 'import', source_name: 'Berlin calendar', author: 'Ed Editor' }
    pagedList(`/hackathons/${HACKATHON.id}/revisions`, [imported])
    const { user } = await renderApp(`/hackathons/${HACKATHON.id}`)
    const history = await screen.findByRole('region', { name: 'History' })
    await user.click(within(history).getByRole('button', { name: 'Show history' }))
    const [item] = await within(history).findAllByRole('listitem')
    expect(item).toHaveTextContent(`Imported from Berlin calendar by Ed Editor · ${formatDateTime(EDIT.created_at)}`)
  })

  it("lets a moderator revert all of one author's changes since one, after confirming", async () => {
    signInAs(makeUser({ role: 5 }))
    serve()
    const sent: unknown[] = []
    server.use(
      http.post(api(`/users/${VANDAL_ID}/revert`), async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ reverted: 1, skipped: [] })
      }),
    )
    const { user } = await renderApp(`/hackathons/${HACKATHON.id}`)
    const history = await screen.findByRole('region', { name: 'History' })
    await user.click(within(history).getByRole('button', { name: 'Show history' }))
    const [edit, create] = (await within(history).findAllByRole('listitem')) as [HTMLElement, HTMLElement]
    // A creation is not reverted: the hackathon is deleted instead.
    expect(within(create).queryByRole('button', { name: 'Revert' })).not.toBeInTheDocument()
    await user.click(within(edit).getByRole('button', { name: 'Revert all by Vic Vandal since' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(sent).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Revert all by Vic Vandal since' }))
    expect(await screen.findByText('1 change reverted.')).toBeInTheDocument()
    expect(sent).toEqual([{ since: EDIT.created_at }])
    // Nothing was left, so nothing more is shown.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows the moderator the changes that could not be reverted, each with its hackathon and why', async () => {
    signInAs(makeUser({ role: 5 }))
    serve()
    const OTHER_ID = '00000000-0000-4000-a000-0000000000ff'
    server.use(
      http.post(api(`/users/${VANDAL_ID}/revert`), () =>
        HttpResponse.json({
          reverted: 2,
          skipped: [
            {
              revision_id: '00000000-0000-4000-e000-0000000000f1',
              hackathon_id: OTHER_ID,
              hackathon_name: 'Autumn Hack',
              detail: 'This hackathon is already listed',
            },
          ],
        }),
      ),
    )
    const { user } = await renderApp(`/hackathons/${HACKATHON.id}`)
    const history = await screen.findByRole('region', { name: 'History' })
    await user.click(within(history).getByRole('button', { name: 'Show history' }))
    const [edit] = (await within(history).findAllByRole('listitem')) as [HTMLElement]
    await user.click(within(edit).getByRole('button', { name: 'Revert all by Vic Vandal since' }))
    const confirm = await screen.findByRole('alertdialog')
    await user.click(within(confirm).getByRole('button', { name: 'Revert all by Vic Vandal since' }))
    expect(await screen.findByText('2 changes reverted; 1 could not be.')).toBeInTheDocument()
    const left = await screen.findByRole('dialog', { name: '1 change could not be reverted' })
    const link = within(left).getByRole('link', { name: 'Autumn Hack' })
    expect(link).toHaveAttribute('href', `/hackathons/${OTHER_ID}`)
    expect(within(left).getByText('This hackathon is already listed')).toBeInTheDocument()
    await user.click(within(left).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
