/** Personal API tokens in Settings: made with a name, scope and expiry, shown once, listed, revoked. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ApiTokenCreate, ApiTokenPublic } from '../../src/client/types.gen'
import { formatDate } from '../../src/lib/dates'
import { field } from './fields'
import { api, gate, HttpResponse, http, makeUser, server, signInAs } from './msw'
import { renderApp } from './render'

const SECRET = 'hk_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG'

const makeToken = (n: number, overrides: Partial<ApiTokenPublic> = {}): ApiTokenPublic => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  name: `Token ${n}`,
  scope: 'read',
  created_at: '2026-03-01T10:00:00.000Z',
  expires_at: '2099-05-30T10:00:00.000Z',
  last_used_at: null,
  ...overrides,
})

/** The tokens API over `rows`: GET lists them, POST adds one (answering its secret), DELETE removes one. */
function tokensApi(rows: ApiTokenPublic[]) {
  const created: ApiTokenCreate[] = []
  const revoked: string[] = []
  server.use(
    http.get(api('/users/me/tokens'), () => HttpResponse.json({ data: rows, count: rows.length })),
    http.post(api('/users/me/tokens'), async ({ request }) => {
      const body = (await request.json()) as ApiTokenCreate
      created.push(body)
      const row = makeToken(rows.length + 50, {
        name: body.name,
        scope: body.scope,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + body.expires_in_days * 86_400_000).toISOString(),
      })
      rows.unshift(row)
      return HttpResponse.json({ ...row, token: SECRET }, { status: 201 })
    }),
    http.delete(api('/users/me/tokens/:id'), ({ params }) => {
      revoked.push(String(params.id))
      rows.splice(
        rows.findIndex((row) => row.id === params.id),
        1,
      )
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return { created, revoked }
}

async function openTokens(user = makeUser()) {
  signInAs(user)
  return renderApp('/settings?tab=tokens')
}

/** Long enough for a busy machine: each of these waits for an answer of the mocked API. */
const WAIT = { timeout: 10_000 }

const tokenCard = (name: string) => screen.findByRole('article', { name }, WAIT)

describe('the API tokens tab', () => {
  it('lists each token with its scope, dates and last use, or Never', async () => {
    tokensApi([
      makeToken(1, { name: 'Discord bot', scope: 'write', last_used_at: '2026-03-02T08:30:00.000Z' }),
      makeToken(2, { name: 'Release script' }),
    ])
    await openTokens()
    const bot = await tokenCard('Discord bot')
    expect(bot).toHaveTextContent('Write')
    expect(bot).toHaveTextContent(`Created${formatDate('2026-03-01T10:00:00.000Z')}`)
    expect(bot).toHaveTextContent(`Expires${formatDate('2099-05-30T10:00:00.000Z')}`)
    expect(bot).not.toHaveTextContent('Never')
    const script = await tokenCard('Release script')
    expect(script).toHaveTextContent('Read')
    expect(script).toHaveTextContent('Last usedNever')
  })

  it('says when there is none yet', async () => {
    tokensApi([])
    await openTokens()
    expect(await screen.findByText('No API tokens yet', {}, WAIT)).toBeInTheDocument()
  })

  it('shows a failed load as an error with Retry', async () => {
    server.use(http.get(api('/users/me/tokens'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })))
    await openTokens()
    expect(await screen.findByText('Your API tokens could not be loaded', {}, WAIT)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument()
    expect(screen.queryByText('No API tokens yet')).not.toBeInTheDocument()
  })

  it('makes a token and shows it once, with a copy button and a warning; closed, it is gone', async () => {
    const rows: ApiTokenPublic[] = []
    const { created } = tokensApi(rows)
    const { user } = await openTokens()
    await user.click(await screen.findByRole('button', { name: 'New token' }, WAIT))
    const form = await screen.findByRole('dialog', { name: 'New API token' })
    expect(field(/^Expires after \(days\)/)).toHaveValue(90)
    await user.type(field(/^Name/), '  Discord bot ')
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Scope' }), 'write')
    await user.clear(field(/^Expires after \(days\)/))
    await user.type(field(/^Expires after \(days\)/), '30')
    await user.click(within(form).getByRole('button', { name: 'Create token' }))

    const shown = await screen.findByRole('alertdialog', { name: 'Your new API token' }, WAIT)
    expect(created).toEqual([{ name: 'Discord bot', scope: 'write', expires_in_days: 30 }])
    expect(shown).toHaveTextContent('you will not see it again')
    expect(within(shown).getByRole('textbox', { name: 'The token "Discord bot"' })).toHaveValue(SECRET)
    await user.click(within(shown).getByRole('button', { name: 'Copy token' }))
    expect(await navigator.clipboard.readText()).toBe(SECRET)
    expect(await screen.findByText('Token copied')).toBeInTheDocument()

    await user.click(within(shown).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    const card = await tokenCard('Discord bot')
    expect(card).toHaveTextContent('Write')
    expect(card).toHaveTextContent('Last usedNever')
    expect(document.body).not.toHaveTextContent(SECRET)
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument()
  })

  it('checks the name and the days before sending anything', async () => {
    const { created } = tokensApi([])
    const { user } = await openTokens()
    await user.click(await screen.findByRole('button', { name: 'New token' }, WAIT))
    const form = await screen.findByRole('dialog', { name: 'New API token' })
    await user.clear(field(/^Expires after \(days\)/))
    await user.type(field(/^Expires after \(days\)/), '400')
    await user.click(within(form).getByRole('button', { name: 'Create token' }))
    expect(await within(form).findByText('Name is required.')).toBeInTheDocument()
    expect(field(/^Expires after \(days\)/)).toBeInvalid()
    expect(within(form).getByText('From 1 to 365 days.')).toBeInTheDocument()
    await user.type(field(/^Name/), 'x'.repeat(101))
    await user.click(within(form).getByRole('button', { name: 'Create token' }))
    expect(await within(form).findByText('Name must be at most 100 characters.')).toBeInTheDocument()
    expect(created).toEqual([])
  })

  it('revokes a token only after the confirmation, and waits for the answer', async () => {
    const rows = [makeToken(1, { name: 'Old bot' }), makeToken(2, { name: 'Kept bot' })]
    const answer = gate()
    const { revoked } = tokensApi(rows)
    server.use(
      http.delete(api('/users/me/tokens/:id'), async ({ params }) => {
        await answer.opened
        revoked.push(String(params.id))
        rows.splice(
          rows.findIndex((row) => row.id === params.id),
          1,
        )
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user } = await openTokens()
    await user.click(within(await tokenCard('Old bot')).getByRole('button', { name: 'Revoke' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this token?' })
    expect(confirm).toHaveTextContent('"Old bot" stops working at once')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(revoked).toEqual([])

    await user.click(within(await tokenCard('Old bot')).getByRole('button', { name: 'Revoke' }))
    const again = await screen.findByRole('alertdialog', { name: 'Revoke this token?' })
    await user.click(within(again).getByRole('button', { name: 'Revoke' }))
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Cancel' })).toBeDisabled())
    answer.open()
    expect(await screen.findByText('API token revoked.', {}, WAIT)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Old bot' })).not.toBeInTheDocument())
    expect(revoked).toEqual([makeToken(1).id])
    expect(await tokenCard('Kept bot')).toBeInTheDocument()
  })

  it('asks an unverified account to verify its address instead of offering a token', async () => {
    tokensApi([])
    await openTokens(makeUser({ email_verified: false }))
    expect(await screen.findByText('Verify your e-mail address to make API tokens.', {}, WAIT)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New token' })).not.toBeInTheDocument()
  })
})
