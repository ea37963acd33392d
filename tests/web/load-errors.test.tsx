/** A failed load is never an empty list: each screen says what failed and offers Retry. */

import { screen, waitFor } from '@testing-library/react'
import type { JsonBodyType } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeHackathon, makeSeries } from './factories'
import { api, emptyLists, HttpResponse, http, makeUser, server, signInAs } from './msw'
import { renderApp } from './render'

/** Answers `path` with a 500 until `heal()` is called, then with `body`; counts the calls. */
function failingThenHealed(path: string, body: () => JsonBodyType) {
  let healed = false
  let calls = 0
  server.use(
    http.get(api(path), () => {
      calls++
      return healed ? HttpResponse.json(body()) : HttpResponse.json({ detail: 'Database down' }, { status: 500 })
    }),
  )
  return {
    heal: () => {
      healed = true
    },
    calls: () => calls,
  }
}

describe('load errors', () => {
  it('homepage: a 500 shows what failed and Retry, never "No hackathons found"; Retry loads the cards', async () => {
    const feed = failingThenHealed('/hackathons/', () => ({ data: [makeHackathon(1)], count: 1 }))
    emptyLists('/series/')
    const { user } = await renderApp('/')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The hackathons could not be loaded.')
    expect(alert).toHaveTextContent('Internal Server Error: Database down')
    expect(screen.getByRole('heading', { name: 'Hackathons', level: 1 })).toBeInTheDocument()
    expect(screen.queryByText('No hackathons found')).not.toBeInTheDocument()
    feed.heal()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findAllByRole('heading', { name: /Hackathon 1/, level: 3 })).not.toHaveLength(0)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('homepage: an API that keeps failing shows the error and Retry within 3 s, after one quick retry a list', async () => {
    let calls = 0
    server.use(
      http.get(api('/hackathons/'), () => {
        calls++
        return HttpResponse.json({ detail: 'Internal Server Error' }, { status: 500 })
      }),
    )
    emptyLists('/series/')
    const started = Date.now()
    await renderApp('/', { awaitLoad: false, appRetries: true })
    const alert = await screen.findByRole('alert')
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    // The upcoming and the past list, each asked twice.
    expect(calls).toBeLessThanOrEqual(4)
    // The status's name once, then what it means, not the server's echo of that name.
    expect(alert).toHaveTextContent('Internal Server Error: the server could not answer just now. Retry in a moment.')
    expect(alert).not.toHaveTextContent('Internal Server Error: Internal Server Error')
  })

  it('homepage: a 404 from the API is not retried', async () => {
    let calls = 0
    server.use(
      http.get(api('/hackathons/'), () => {
        calls++
        return HttpResponse.json({ detail: 'Not Found' }, { status: 404 })
      }),
    )
    emptyLists('/series/')
    await renderApp('/', { awaitLoad: false, appRetries: true })
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(calls).toBeLessThanOrEqual(2)
  })

  it('homepage: a network failure is a load error too', async () => {
    server.use(http.get(api('/hackathons/'), () => HttpResponse.error()))
    emptyLists('/series/')
    await renderApp('/')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network Error: the site could not be reached. Check the connection, then retry.',
    )
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('series page: a 500 is a load error with Retry, not "Series not found"', async () => {
    const series = makeSeries(1)
    const read = failingThenHealed(`/series/${series.id}`, () => series)
    emptyLists('/hackathons/')
    const { user } = await renderApp(`/series/${series.id}`)
    expect(await screen.findByRole('alert')).toHaveTextContent('The series could not be loaded.')
    expect(screen.queryByText('Series not found')).not.toBeInTheDocument()
    read.heal()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Series 1', level: 1 })).toBeInTheDocument()
    // The first load and its one quick retry, then Retry's.
    expect(read.calls()).toBe(3)
  })

  it('series page: an address that is not a series id says "Series not found", without Retry', async () => {
    server.use(
      http.get(api('/series/not-an-id'), () =>
        HttpResponse.json(
          { detail: [{ loc: ['path', 'id'], msg: 'must match format "uuid"', type: 'format' }] },
          { status: 422 },
        ),
      ),
      http.get(api('/hackathons/'), () => HttpResponse.json({ data: [], count: 0 })),
    )
    await renderApp('/series/not-an-id')
    expect(await screen.findByText('Series not found')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  })

  it('a management table: a 500 keeps the heading and offers Retry instead of the empty state', async () => {
    signInAs(makeUser({ role: 10 }))
    const list = failingThenHealed('/users/', () => ({
      data: [makeUser({ id: makeSeries(2).id, email: 'b@example.com' })],
      count: 1,
    }))
    const { user } = await renderApp('/users')
    expect(await screen.findByRole('heading', { name: 'User Management', level: 1 })).toBeInTheDocument()
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded.')
    expect(screen.queryByText('There are no users yet')).not.toBeInTheDocument()
    list.heal()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('b@example.com')).toBeInTheDocument()
  })

  it('homepage: the skeleton shows while the first answer is on its way', async () => {
    server.use(http.get(api('/hackathons/'), () => new Promise<never>(() => {})))
    emptyLists('/series/')
    await renderApp('/', { awaitLoad: false })
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Loading hackathons' })).toHaveAttribute('aria-busy', 'true'),
    )
    expect(screen.getByRole('heading', { name: 'Hackathons', level: 1 })).toBeInTheDocument()
  })
})
