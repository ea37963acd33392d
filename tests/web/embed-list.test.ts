import { waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defineHackathonsList } from '../../src/features/open-data/embed/hackathonsList'
import { makeHackathon } from './factories'
import { api, gate, HttpResponse, http, server } from './msw'

/** Where the element's script is served: another origin than the page that embeds it. */
const SITE = 'https://hackathons.example'

beforeAll(() => defineHackathonsList(SITE))
afterEach(() => {
  document.body.replaceChildren()
})

/** A `<hackathons-list>` with these attributes, on the page. */
function embed(attributes: Record<string, string> = {}) {
  const element = document.createElement('hackathons-list')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  const root = element.shadowRoot
  if (!root) throw new Error('no shadow root')
  // Testing Library's queries read any container; a shadow root is one.
  return { element, view: within(root as unknown as HTMLElement), root }
}

/** Answers the list with `hackathons`, keeping each request the element made. */
function answerList(hackathons = [makeHackathon(1)]) {
  const requests: Request[] = []
  server.use(
    http.get(api('/hackathons/'), ({ request }) => {
      requests.push(request)
      return HttpResponse.json({ data: hackathons, count: hackathons.length })
    }),
  )
  return requests
}

const paramsOf = (request: Request | undefined) =>
  Object.fromEntries(new URL(request?.url ?? 'http://none').searchParams)

describe('<hackathons-list>', () => {
  it("asks its own site's API for the upcoming hackathons under the homepage's filters, as the homepage names them", async () => {
    const requests = answerList()
    const { view } = embed({ filters: 'themes=ai&free=true&mode=online&q=berlin' })
    await view.findByRole('link', { name: 'Hackathon 1' })
    expect(requests).toHaveLength(1)
    expect(new URL(requests[0]?.url ?? '').origin).toBe(SITE)
    expect(paramsOf(requests[0])).toEqual({
      themes: 'ai',
      free: 'true',
      attendance_mode: 'online',
      q: 'berlin',
      status: 'upcoming',
      sort_by: 'start_date',
      sort_order: 'asc',
      limit: '10',
    })
    // No cookie of the visitor's goes to the site, and nothing is stored on the page.
    expect(requests[0]?.credentials).toBe('omit')
    expect(localStorage).toHaveLength(0)
    expect(sessionStorage).toHaveLength(0)
  })

  it('takes a limit of 1 to 50 and reads anything else as 10; an unknown theme or link as the default', async () => {
    const requests = answerList()
    const cases = [
      { limit: '5', expected: '5', theme: 'dark', look: 'dark' },
      { limit: '50', expected: '50', theme: 'light', look: 'light' },
      { limit: '-1', expected: '10', theme: 'neon', look: 'auto' },
      { limit: '51', expected: '10', theme: '', look: 'auto' },
      { limit: 'ten', expected: '10', theme: 'DARK', look: 'dark' },
      { limit: '2.5', expected: '10', theme: 'auto', look: 'auto' },
    ]
    for (const [index, { limit, expected, theme, look }] of cases.entries()) {
      const { view, root } = embed({ limit, theme, link: 'elsewhere' })
      await view.findByRole('link', { name: 'Hackathon 1' })
      expect(paramsOf(requests[index]).limit).toBe(expected)
      expect(root.querySelector('[part~=frame]')?.className).toBe(look)
      expect(view.getByRole('link', { name: 'Hackathon 1' })).toHaveAttribute(
        'href',
        `${SITE}/hackathons/${makeHackathon(1).id}`,
      )
      document.body.replaceChildren()
    }
  })

  it("links each hackathon to its page on the site, or with link=website to its own site, and the list's filters to the homepage", async () => {
    answerList([makeHackathon(1), makeHackathon(2, { url: 'https://two.example/hack' })])
    const { view } = embed({ filters: 'themes=ai', link: 'website' })
    const list = await view.findByRole('list', { name: 'Upcoming hackathons' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(view.getByRole('link', { name: 'Hackathon 2' })).toHaveAttribute('href', 'https://two.example/hack')
    expect(view.getByRole('link', { name: 'More on Hackathons' })).toHaveAttribute('href', `${SITE}/?themes=ai`)
  })

  it("shows each hackathon's dates in the reader's zone and language, its place, registration and a Cancelled mark", async () => {
    const start = '2027-03-01T09:00:00.000Z'
    const end = '2027-03-03T18:00:00.000Z'
    answerList([
      makeHackathon(1, {
        start_date: start,
        end_date: end,
        location: 'Berlin, Germany',
        registration_status: 'closed',
        cancelled: true,
      }),
      makeHackathon(2, { location: null, attendance_mode: 'online' }),
    ])
    const { view } = embed()
    await view.findByRole('link', { name: 'Hackathon 1' })
    const [first, second] = view.getAllByRole('listitem')
    const dates = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' }).formatRange(
      new Date(start),
      new Date(end),
    )
    // As toHaveTextContent reads text: the range's thin spaces as plain ones.
    expect(first).toHaveTextContent(dates.replace(/\s+/g, ' '))
    expect(first).toHaveTextContent('Berlin, Germany')
    expect(first).toHaveTextContent('Registration closed')
    expect(within(first as HTMLElement).getByText('Cancelled')).toBeInTheDocument()
    expect(second).toHaveTextContent('Online')
    expect(second).not.toHaveTextContent('Cancelled')
  })

  it('keeps a name with HTML in it as text', async () => {
    const name = '<img src=x onerror="alert(1)"><b>Bold</b> Hack'
    answerList([makeHackathon(1, { name, location: '<script>alert(2)</script>' })])
    const { view, root } = embed()
    expect(await view.findByRole('link', { name })).toHaveTextContent(name)
    expect(view.getByText('<script>alert(2)</script>')).toBeInTheDocument()
    expect(root.querySelector('img, b, script')).toBeNull()
  })

  it('says it is loading while the list is on its way, then that nothing matches', async () => {
    const held = gate()
    server.use(
      http.get(api('/hackathons/'), async () => {
        await held.opened
        return HttpResponse.json({ data: [], count: 0 })
      }),
    )
    const { view, root } = embed({ filters: 'free=true' })
    expect(await view.findByRole('status')).toHaveTextContent('Loading hackathons…')
    expect(root.querySelector('[part~=frame]')).toHaveAttribute('aria-busy', 'true')
    held.open()
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('No upcoming hackathons match'))
    expect(root.querySelector('[part~=frame]')).toHaveAttribute('aria-busy', 'false')
    expect(view.queryByRole('list')).toBeNull()
    expect(view.getByRole('link', { name: 'More on Hackathons' })).toHaveAttribute('href', `${SITE}/?free=true`)
  })

  it("shows the API's reason in one line when it refuses the filters", async () => {
    server.use(
      http.get(api('/hackathons/'), () =>
        HttpResponse.json(
          { detail: [{ loc: ['query', 'language'], msg: 'must match\npattern "^[a-z]{2}$"', type: 'value_error' }] },
          { status: 422 },
        ),
      ),
    )
    const { view } = embed()
    expect(await view.findByRole('alert')).toHaveTextContent(
      'The hackathons could not be loaded: language: must match pattern "^[a-z]{2}$"',
    )
    expect(view.queryByRole('list')).toBeNull()
  })

  it('says which filter it does not know, or which value is wrong, without asking the site', async () => {
    const requests = answerList()
    const unknown = embed({ filters: 'colour=red' })
    expect(await unknown.view.findByRole('alert')).toHaveTextContent('unknown filter "colour"')
    document.body.replaceChildren()
    const invalid = embed({ filters: 'mode=underwater' })
    expect(await invalid.view.findByRole('alert')).toHaveTextContent('"underwater" is not a valid mode')
    expect(requests).toHaveLength(0)
  })

  it('says when the site does not answer', async () => {
    server.use(http.get(api('/hackathons/'), () => HttpResponse.error()))
    const { view } = embed()
    expect(await view.findByRole('alert')).toHaveTextContent(
      'The hackathons could not be loaded: the site did not answer',
    )
  })

  it('reads again when the page changes its filters', async () => {
    const requests = answerList()
    const { element, view } = embed({ filters: 'themes=ai' })
    await view.findByRole('link', { name: 'Hackathon 1' })
    element.setAttribute('filters', 'themes=climate')
    element.setAttribute('limit', '3')
    await waitFor(() => expect(requests).toHaveLength(2))
    expect(paramsOf(requests[1])).toMatchObject({ themes: 'climate', limit: '3' })
  })
})
