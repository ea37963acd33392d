/** "Near me" on the homepage: the position or a picked city, the radius, the distance on each card, all in the address. */
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { HackathonPublic, Place } from '../../src/client/types.gen'
import { parseHomeSearch, searchApiQuery } from '../../src/entities/hackathon/homeSearch'
import { makeHackathon } from './factories'
import { openFilters } from './fields'
import { api, HttpResponse, http, pagedList, server } from './msw'
import { renderApp } from './render'

const near = (n: number, name: string, distance_km: number): HackathonPublic =>
  makeHackathon(n, {
    name,
    start_date: '2099-03-01T09:00:00.000Z',
    end_date: '2099-03-02T18:00:00.000Z',
    distance_km,
  })

/** GET /hackathons/: near a point, the hackathons within the radius, nearest first, with distances. */
function hackathonsApi() {
  pagedList('/series/', [])
  // In the order the API sorts them by distance.
  const rows = [near(3, 'Potsdam Hack', 0.4), near(2, 'Berlin Hack', 27.2), near(1, 'Munich Hack', 450.9)]
  return pagedList('/hackathons/', rows, {
    filter: (h, query) => {
      const ended = Date.parse(h.end_date) < Date.now()
      if (query.get('status') && (query.get('status') === 'past') !== ended) return false
      if (!query.get('near')) return true
      return (h.distance_km ?? 0) <= Number(query.get('radius_km'))
    },
  })
}

const POTSDAM: Place = {
  name: 'Potsdam',
  region: '11',
  country: 'DE',
  latitude: 52.39886,
  longitude: 13.06566,
  population: 145292,
}

/** The browser's geolocation, answering with `position` or refusing. */
function stubGeolocation(answer: { latitude: number; longitude: number } | 'refused') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'refused') {
      failure?.({
        code: 1,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: 'denied',
      } as GeolocationPositionError)
    } else {
      success({ coords: { ...answer, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition)
    }
  })
  // jsdom has no geolocation: the browser's is given for the test and taken away after it.
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
  return getCurrentPosition
}

const select = (name: string) => screen.getByRole('combobox', { name })
const cardNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent)

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation')
})

describe('the near filter in the address', () => {
  it('rounds the position to two decimals and keeps only a radius the select offers', () => {
    expect(parseHomeSearch({ near: '52.398861,13.065662', radius_km: '250' })).toMatchObject({
      near: '52.4,13.07',
      radius_km: 250,
    })
    expect(parseHomeSearch({ near: '-0.001,-179.999', radius_km: 100 })).toMatchObject({ near: '0,-180' })
    expect(parseHomeSearch({ near: '52.4,13.07', radius_km: 100 }).radius_km).toBeUndefined()
    expect(parseHomeSearch({ near: '52.4,13.07', radius_km: 33 }).radius_km).toBeUndefined()
    expect(parseHomeSearch({ near: '95,13', radius_km: 25 })).toMatchObject({ near: undefined, radius_km: undefined })
    expect(parseHomeSearch({ near: 'here', radius_km: 25 })).toMatchObject({ near: undefined, radius_km: undefined })
  })

  it('asks the API for the hackathons within the radius, nearest first', () => {
    expect(searchApiQuery({ near: '52.4,13.07' })).toEqual({
      near: '52.4,13.07',
      radius_km: 100,
      sort_by: 'distance',
      sort_order: 'asc',
    })
    expect(searchApiQuery({ near: '52.4,13.07', radius_km: 500, status: 'past' })).toMatchObject({
      radius_km: 500,
      sort_by: 'distance',
      sort_order: 'asc',
    })
  })
})

describe('Near me', () => {
  it('uses the granted position: nearest first, "27 km away", the rounded position and radius in the address', async () => {
    stubGeolocation({ latitude: 52.398861, longitude: 13.065662 })
    const queries = hackathonsApi()
    const { user, router } = await renderApp('/')
    await openFilters(user)
    await user.click(screen.getByRole('button', { name: 'Near me' }))

    await waitFor(() => expect(router.state.location.search).toEqual({ near: '52.4,13.07' }))
    await waitFor(() =>
      expect(cardNames()).toEqual([expect.stringContaining('Potsdam Hack'), expect.stringContaining('Berlin Hack')]),
    )
    expect(queries.at(-1)?.get('sort_by')).toBe('distance')
    expect(queries.at(-1)?.get('radius_km')).toBe('100')
    const berlin = screen.getAllByRole('article')[1] as HTMLElement
    expect(within(berlin).getByText('27 km away')).toBeInTheDocument()
    expect(within(screen.getAllByRole('article')[0] as HTMLElement).getByText('under 1 km away')).toBeInTheDocument()

    expect(select('Distance')).toHaveValue('100')
    await user.selectOptions(select('Distance'), 'within 500 km')
    await waitFor(() => expect(router.state.location.search).toEqual({ near: '52.4,13.07', radius_km: 500 }))
    await waitFor(() => expect(cardNames()).toHaveLength(3))
    expect(queries.at(-1)?.get('radius_km')).toBe('500')

    await user.click(screen.getByRole('button', { name: 'Stop sorting by distance' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(screen.getByRole('button', { name: 'Near me' })).toBeInTheDocument()
  })

  it('offers the radius choices 25, 50, 100, 250 and 500 km, restored from the address', async () => {
    hackathonsApi()
    const { user } = await renderApp('/?near=52.4,13.07&radius_km=250')
    await openFilters(user)
    const options = within(select('Distance'))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual(['within 25 km', 'within 50 km', 'within 100 km', 'within 250 km', 'within 500 km'])
    expect(select('Distance')).toHaveValue('250')
  })

  it('lets the visitor pick a city when the browser refuses its position', async () => {
    stubGeolocation('refused')
    hackathonsApi()
    const asked: string[] = []
    server.use(
      http.get(api('/places/'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '')
        return HttpResponse.json([POTSDAM])
      }),
    )
    const { user, router } = await renderApp('/')
    await openFilters(user)
    await user.click(screen.getByRole('button', { name: 'Near me' }))
    expect(await screen.findByText(/did not share your position/)).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Pots')
    expect(screen.getByRole('link', { name: 'Cities from GeoNames' })).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Near Potsdam, Germany' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ near: '52.4,13.07' }))
    expect(asked).toEqual(['Pots'])
  })

  it('opens the city picker over the filters, focused, and closes it with Escape back on Near me', async () => {
    stubGeolocation('refused')
    hackathonsApi()
    server.use(http.get(api('/places/'), () => HttpResponse.json([POTSDAM])))
    const { user } = await renderApp('/')
    await openFilters(user)
    const nearMe = screen.getByRole('button', { name: 'Near me' })
    await user.click(nearMe)
    const picker = await screen.findByRole('dialog', { name: 'Pick a city' })
    // It floats: taken out of the flow, so the controls after it stay where they were.
    expect(getComputedStyle(picker).position).toBe('absolute')
    expect(nearMe).toHaveAttribute('aria-expanded', 'true')
    const city = await within(picker).findByRole('textbox', { name: 'City' })
    await waitFor(() => expect(city).toHaveFocus())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Pick a city' })).not.toBeInTheDocument()
    expect(nearMe).toHaveFocus()
    expect(nearMe).toHaveAttribute('aria-expanded', 'false')
  })

  it("names cities without the gazetteer's region codes, telling two of one name apart by their size", async () => {
    stubGeolocation('refused')
    hackathonsApi()
    const other = { ...POTSDAM, region: '04', latitude: 40.1, longitude: 10.2, population: 2100 }
    server.use(http.get(api('/places/'), () => HttpResponse.json([POTSDAM, other])))
    const { user } = await renderApp('/')
    await openFilters(user)
    await user.click(screen.getByRole('button', { name: 'Near me' }))
    await user.type(await screen.findByRole('textbox', { name: 'City' }), 'Pots')
    expect(await screen.findByRole('button', { name: 'Near Potsdam, Germany (150K people)' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Near Potsdam, Germany (2.1K people)' })).toBeInTheDocument()
    expect(screen.queryByText(/\(11\)|\(04\)/)).not.toBeInTheDocument()
  })
})
