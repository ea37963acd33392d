import type { Static } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GEO, GEO_MESSAGES } from '../../common/geo.js'
import { ROLE } from '../../common/roles.js'
import type { HackathonPublic } from '../../server/schemas/hackathons.js'
import type { Place } from '../../server/services/gazetteer.js'
import {
  API,
  createTestApp,
  createUser,
  expectValidationError,
  hackathonBody,
  seedHackathon,
  sendHackathon,
  type TestContext,
  type TestUser,
} from './helpers.js'

/** A hackathon as the API answers it. */
type Hackathon = Static<typeof HackathonPublic>

/**
 * Where hackathons are: their coordinates on every read and write, the offline place search, the
 * server placing a hackathon from its location, and the distance filter and sort of the list.
 */

const BERLIN = { latitude: 52.52437, longitude: 13.41053 }
const POTSDAM = { latitude: 52.39886, longitude: 13.06566 }
const MUNICH = { latitude: 48.13743, longitude: 11.57549 }
const BENGALURU = { latitude: 12.97194, longitude: 77.59369 }

const body = (overrides: Record<string, unknown> = {}) => hackathonBody({ name: 'Placed Hack', ...overrides })

describe('hackathon coordinates', () => {
  let ctx: TestContext
  let editor: TestUser
  let user: TestUser
  beforeAll(async () => {
    ctx = await createTestApp()
    editor = await createUser(ctx, { role: ROLE.editor })
    user = await createUser(ctx, { role: ROLE.user })
  })
  afterAll(() => ctx?.close())

  const send = (method: 'POST' | 'PUT' | 'PATCH', payload: Record<string, unknown>, as = editor, id = '') =>
    sendHackathon(ctx, method, payload, as, id)
  async function created(payload: Record<string, unknown>) {
    const response = await send('POST', body(payload))
    expect(response.statusCode, response.body).toBe(201)
    return response.json() as Hackathon
  }
  async function patched(id: string, payload: Record<string, unknown>) {
    const response = await send('PATCH', payload, editor, id)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as Hackathon
  }

  it('stores explicit coordinates and answers them on every read', async () => {
    const hackathon = await created({ location: 'Somewhere', latitude: 10.5, longitude: -20.25 })
    expect(hackathon).toMatchObject({ latitude: 10.5, longitude: -20.25 })
    const read = (await ctx.app.inject({ url: `${API}/hackathons/${hackathon.id}` })).json() as Hackathon
    expect(read).toMatchObject({ latitude: 10.5, longitude: -20.25 })
  })

  it('answers 422 for one coordinate without the other, or either out of range', async () => {
    expectValidationError(await send('POST', body({ latitude: 10 })), ['body', 'longitude'])
    expectValidationError(await send('POST', body({ longitude: 10 })), ['body', 'latitude'])
    expectValidationError(await send('POST', body({ latitude: 10, longitude: null })), ['body', 'longitude'])
    expect((await send('POST', body({ latitude: 90.5, longitude: 0 }))).statusCode).toBe(422)
    expect((await send('POST', body({ latitude: 0, longitude: -180.5 }))).statusCode).toBe(422)
    expect((await send('POST', body({ latitude: 'north', longitude: 0 }))).statusCode).toBe(422)
    const hackathon = await created({})
    const response = await send('PATCH', { latitude: 1 }, editor, hackathon.id)
    expectValidationError(response, ['body', 'longitude'])
    expect((response.json() as { detail: { msg: string }[] }).detail[0]?.msg).toBe(GEO_MESSAGES.bothOrNeither)
  })

  it('places a hackathon at the city its location names when created without coordinates', async () => {
    const berlin = await created({ location: 'Berlin, Germany', attendance_mode: 'in_person' })
    expect(berlin).toMatchObject(BERLIN)
    const waterloo = await created({ location: 'Waterloo, Ontario, Canada', attendance_mode: 'hybrid' })
    expect(waterloo).toMatchObject({ latitude: 43.4668, longitude: -80.51639 })
    const venue = await created({ location: 'Main Hall, Potsdam, Germany' })
    expect(venue).toMatchObject(POTSDAM)
    expect(await created({ location: 'Atlantis under the sea' })).toMatchObject({ latitude: null, longitude: null })
    // A named country narrows: the only Riverbends the list knows are not in Germany.
    expect(await created({ location: 'Riverbend, DE' })).toMatchObject({ latitude: null, longitude: null })
  })

  it("places a location written with the city's older name, and finds it near that city", async () => {
    const bangalore = await created({ name: 'Garden City Hack', location: 'Bangalore, India' })
    expect(bangalore).toMatchObject(BENGALURU)
    expect(await created({ location: 'Kiev, Ukraine' })).toMatchObject({ latitude: 50.45466, longitude: 30.5238 })
    const near = await ctx.app.inject({
      url: `${API}/hackathons/`,
      query: { near: '12.95,77.6', radius_km: '25', q: 'Garden City' },
    })
    expect(near.statusCode, near.body).toBe(200)
    expect((near.json() as { data: Hackathon[] }).data.map((h) => h.id)).toEqual([bangalore.id])
  })

  it('keeps explicit coordinates over the location', async () => {
    const hackathon = await created({ location: 'Berlin, Germany', latitude: 1.5, longitude: 2.5 })
    expect(hackathon).toMatchObject({ latitude: 1.5, longitude: 2.5 })
    const moved = await patched(hackathon.id, { location: 'Munich', latitude: 3.5, longitude: 4.5 })
    expect(moved).toMatchObject({ latitude: 3.5, longitude: 4.5 })
  })

  it('leaves online hackathons without coordinates', async () => {
    const online = await created({ location: 'Berlin, Germany', attendance_mode: 'online' })
    expect(online).toMatchObject({ latitude: null, longitude: null })
    const explicit = await created({ location: 'Berlin', attendance_mode: 'online', latitude: 1, longitude: 1 })
    expect(explicit).toMatchObject({ latitude: null, longitude: null })
    const inPerson = await created({ location: 'Berlin', attendance_mode: 'in_person' })
    expect(await patched(inPerson.id, { attendance_mode: 'online' })).toMatchObject({ latitude: null, longitude: null })
  })

  it('places it again when the location changes, and forgets the old place for an unknown one', async () => {
    const hackathon = await created({ location: 'Berlin, Germany' })
    const moved = await patched(hackathon.id, { location: 'Qwxzyville, DE' })
    expect(moved).toMatchObject({ latitude: null, longitude: null })
    expect(await patched(hackathon.id, { location: 'München, Germany' })).toMatchObject(MUNICH)
    expect(await patched(hackathon.id, { name: 'Renamed' })).toMatchObject(MUNICH)
    const put = await send('PUT', body({ location: 'Potsdam' }), editor, hackathon.id)
    expect(put.json()).toMatchObject(POTSDAM)
  })

  it("writes GEO into the hackathon's calendar, and none for an unplaced one", async () => {
    const placed = await created({ location: 'Berlin, Germany' })
    const ics = await ctx.app.inject({ url: `${API}/hackathons/${placed.id}/calendar.ics` })
    expect(ics.body).toContain(`GEO:${BERLIN.latitude};${BERLIN.longitude}`)
    expect(ics.body).toContain('LOCATION:Berlin\\, Germany')
    const unplaced = await created({ location: 'Qwxzyville' })
    const plain = await ctx.app.inject({ url: `${API}/hackathons/${unplaced.id}/calendar.ics` })
    expect(plain.body).not.toContain('GEO:')
  })

  it('carries coordinates through suggestions and their approval', async () => {
    const suggestion = await send('POST', body({ location: 'Potsdam, Germany' }), user)
    expect(suggestion.statusCode, suggestion.body).toBe(202)
    const suggested = suggestion.json() as { id: string; latitude: number; longitude: number }
    expect(suggested).toMatchObject(POTSDAM)
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `${API}/suggestions/${suggested.id}/approve`,
      headers: editor.headers,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    const hackathon = await created({ location: 'Berlin' })
    const update = await send('PATCH', { latitude: 52.5, longitude: 13.4 }, user, hackathon.id)
    expect(update.statusCode, update.body).toBe(202)
    expect(update.json()).toMatchObject({ latitude: 52.5, longitude: 13.4, name: null, location: null })
  })
})

describe('place search', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx?.close())

  const search = async (q: string) => {
    const response = await ctx.app.inject({ url: `${API}/places/`, query: { q } })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as Place[]
  }

  it('finds Berlin, Potsdam and Munich first, most populous first, with their coordinates', async () => {
    const [berlin] = await search('Berlin')
    expect(berlin).toEqual({ name: 'Berlin', region: '16', country: 'DE', ...BERLIN, population: expect.any(Number) })
    expect((await search('potsdam'))[0]).toMatchObject({ name: 'Potsdam', country: 'DE', ...POTSDAM })
    expect((await search('MUNICH'))[0]).toMatchObject({ name: 'Munich', country: 'DE', ...MUNICH })
    const started = await search('Berl')
    expect(started.length).toBeLessThanOrEqual(GEO.placesMax)
    expect(started[0]?.name).toBe('Berlin')
    const populations = started.slice(1).map((place) => place.population)
    expect(populations).toEqual([...populations].sort((a, b) => b - a))
  })

  it('narrows Waterloo by its country or region', async () => {
    const anywhere = await search('Waterloo')
    expect(new Set(anywhere.map((place) => place.country)).size).toBeGreaterThan(2)
    expect(anywhere[0]).toMatchObject({ country: 'CA', region: '08' })
    const inCanada = await search('Waterloo, Canada')
    expect(inCanada.every((place) => place.country === 'CA')).toBe(true)
    expect(inCanada[0]).toMatchObject({ latitude: 43.4668, longitude: -80.51639 })
    expect(await search('Waterloo, Ontario, Canada')).toEqual(inCanada)
    expect((await search('Waterloo, BE')).map((place) => place.country)).toEqual(['BE'])
    expect((await search('Waterloo, Belgium'))[0]).toMatchObject({ country: 'BE', region: 'WAL' })
  })

  it("finds a city by the older name people still write, under the list's name", async () => {
    expect((await search('Bangalore'))[0]).toMatchObject({ name: 'Bengaluru', country: 'IN', ...BENGALURU })
    expect((await search('bangalore, india'))[0]).toMatchObject({ name: 'Bengaluru' })
    expect((await search('Bombay'))[0]).toMatchObject({ name: 'Mumbai', country: 'IN' })
    expect((await search('Peking'))[0]).toMatchObject({ name: 'Beijing', country: 'CN' })
    // The other name does not hide the places listed under it: Calcutta, Ohio is still there.
    expect((await search('Calcutta')).map((place) => `${place.name}, ${place.country}`)).toEqual([
      'Kolkata, IN',
      'Calcutta, US',
    ])
    // A city under two names that both start with the query is offered once.
    const mun = (await search('Mun')).filter((place) => place.name === 'Munich' && place.country === 'DE')
    expect(mun).toHaveLength(1)
  })

  it('offers the city a venue address names when no city starts with it', async () => {
    expect(await search('Main Hall, Potsdam, Germany')).toEqual([
      expect.objectContaining({ name: 'Potsdam', ...POTSDAM }),
    ])
  })

  it('ignores accents and case', async () => {
    expect((await search('zurich'))[0]).toMatchObject({ name: 'Zürich', country: 'CH' })
    expect((await search('ZÜRICH'))[0]).toMatchObject({ name: 'Zürich' })
    expect((await search('sao paulo'))[0]).toMatchObject({ name: 'São Paulo', country: 'BR' })
  })

  it('names a point by the most populous city close to it, else the nearest one; 422 for a bad point', async () => {
    const nearest = async (near: string) => ctx.app.inject({ url: `${API}/places/nearest`, query: { near } })
    // A suburb of Berlin: within the naming radius Berlin outweighs it.
    expect((await nearest('52.45,13.30')).json()).toMatchObject({ name: 'Berlin', country: 'DE' })
    expect((await nearest('48.14,11.58')).json()).toMatchObject({ name: 'Munich', country: 'DE' })
    // Mid-Atlantic, far from any city: still the nearest one.
    expect((await nearest('30.0,-40.0')).statusCode).toBe(200)
    expectValidationError(await nearest('95,10'), ['query', 'near'])
    expectValidationError(await nearest('Berlin'), ['query', 'near'])
  })

  it('answers nothing for an unknown place', async () => {
    expect(await search('Qwxzyville')).toEqual([])
  })

  it('answers 422 for an empty, blank or over-long query', async () => {
    expectValidationError(await ctx.app.inject({ url: `${API}/places/` }), ['query', 'q'])
    expect((await ctx.app.inject({ url: `${API}/places/`, query: { q: '' } })).statusCode).toBe(422)
    expect((await ctx.app.inject({ url: `${API}/places/`, query: { q: '   ' } })).statusCode).toBe(422)
    const long = 'a'.repeat(GEO.placeQueryMax + 1)
    expect((await ctx.app.inject({ url: `${API}/places/`, query: { q: long } })).statusCode).toBe(422)
  })

  it('is rate-limited per address', async () => {
    let last = 0
    for (let i = 0; i < 61; i++) {
      last = (await ctx.app.inject({ url: `${API}/places/`, query: { q: 'Berlin' }, remoteAddress: '10.9.9.9' }))
        .statusCode
    }
    expect(last).toBe(429)
    const other = await ctx.app.inject({ url: `${API}/places/`, query: { q: 'Berlin' }, remoteAddress: '10.9.9.8' })
    expect(other.statusCode).toBe(200)
  })

  it('answers the map configuration', async () => {
    const response = await ctx.app.inject({ url: `${API}/map/config` })
    expect(response.json()).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    })
    const off = await createTestApp({ mapTiles: null })
    try {
      expect((await off.app.inject({ url: `${API}/map/config` })).json()).toEqual({ tile_url: null, attribution: '' })
    } finally {
      await off.close()
    }
  })
})

describe('distance filter and sort', () => {
  let ctx: TestContext
  const ids = new Map<string, string>()
  beforeAll(async () => {
    ctx = await createTestApp()
    const places: [string, number, number][] = [
      ['Berlin', BERLIN.latitude, BERLIN.longitude],
      ['Munich', MUNICH.latitude, MUNICH.longitude],
      ['Potsdam', POTSDAM.latitude, POTSDAM.longitude],
      // Either side of the antimeridian in Fiji, 21 km apart.
      ['Fiji west', -17.8, 179.9],
      ['Fiji east', -17.8, -179.9],
      // Across the North Pole from each other, 111 km apart; and a longitude half a quarter away.
      ['Arctic A', 89.5, 0],
      ['Arctic B', 89.5, 180],
      ['Arctic C', 89.5, 90],
      // Svalbard: 2.5 degrees of longitude at 78°N are 57 km.
      ['Svalbard', 78.2, 15.6],
      ['Svalbard east', 78.2, 18.1],
    ]
    for (const [name, latitude, longitude] of places) {
      ids.set(name, (await seedHackathon(ctx, { name: `Geo ${name}`, latitude, longitude })).id)
    }
    await seedHackathon(ctx, { name: 'Geo Nowhere' })
  })
  afterAll(() => ctx?.close())

  const list = async (query: Record<string, string>) => {
    const response = await ctx.app.inject({ url: `${API}/hackathons/`, query: { q: 'Geo', ...query } })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { data: Hackathon[]; count: number }
  }
  const names = (page: { data: Hackathon[] }) => page.data.map((h) => h.name.replace('Geo ', ''))

  it('finds Berlin within 100 km of Potsdam, 27 km away, and not Munich', async () => {
    const page = await list({ near: `${POTSDAM.latitude},${POTSDAM.longitude}`, sort_by: 'distance' })
    expect(names(page)).toEqual(['Potsdam', 'Berlin'])
    expect(page.count).toBe(2)
    expect(page.data.map((h) => h.distance_km)).toEqual([0, 27.2])
    const wider = await list({ near: '52.4,13.07', radius_km: '600', sort_by: 'distance' })
    expect(names(wider)).toEqual(['Potsdam', 'Berlin', 'Munich'])
    expect(
      names(await list({ near: '52.4,13.07', radius_km: '600', sort_by: 'distance', sort_order: 'desc' })),
    ).toEqual(['Munich', 'Berlin', 'Potsdam'])
    expect(
      (await list({ near: '52.4,13.07', radius_km: '600', limit: '1', skip: '1', sort_by: 'distance' })).count,
    ).toBe(3)
  })

  it('carries no distance without near, and sorts by another key with it', async () => {
    const plain = await list({})
    expect(plain.count).toBe(11)
    expect(plain.data.every((h) => h.distance_km === undefined)).toBe(true)
    const byName = await list({ near: '52.4,13.07', radius_km: '600', sort_by: 'name' })
    expect(names(byName)).toEqual(['Berlin', 'Munich', 'Potsdam'])
  })

  it('lists only the placed hackathons for the map', async () => {
    const page = await list({ placed: 'true', limit: '100' })
    expect(page.count).toBe(10)
    expect(names(page)).not.toContain('Nowhere')
  })

  it('combines with the other filters', async () => {
    const page = await list({ near: '52.4,13.07', q: 'Geo Ber' })
    expect(names(page)).toEqual(['Berlin'])
  })

  it('finds hackathons across the antimeridian', async () => {
    expect(names(await list({ near: '-17.8,179.95', radius_km: '25', sort_by: 'distance' }))).toEqual([
      'Fiji west',
      'Fiji east',
    ])
    const fromEast = await list({ near: '-17.8,-179.9', radius_km: '25', sort_by: 'distance' })
    expect(names(fromEast)).toEqual(['Fiji east', 'Fiji west'])
    expect(fromEast.data[1]?.distance_km).toBeCloseTo(21.2, 0)
  })

  it('finds hackathons across a pole and far east at high latitudes', async () => {
    const arctic = await list({ near: '89.5,0', radius_km: '120', sort_by: 'distance' })
    expect(names(arctic)).toEqual(['Arctic A', 'Arctic C', 'Arctic B'])
    expect(names(await list({ near: '78.2,15.6', radius_km: '60', sort_by: 'distance' }))).toEqual([
      'Svalbard',
      'Svalbard east',
    ])
    expect(names(await list({ near: '78.2,15.6', radius_km: '50' }))).toEqual(['Svalbard'])
    const world = await list({ near: '0,0', radius_km: String(GEO.radiusMaxKm) })
    expect(world.count).toBe(10)
  })

  it('answers 422 for a malformed near, a radius out of range and a distance sort without near', async () => {
    for (const near of ['52.4', '52.4;13', 'north,east', '91,0', '0,181', '', '1,2,3']) {
      expectValidationError(await ctx.app.inject({ url: `${API}/hackathons/`, query: { near } }), ['query', 'near'])
    }
    for (const radius_km of ['0', '20001', 'far']) {
      const response = await ctx.app.inject({ url: `${API}/hackathons/`, query: { near: '1,2', radius_km } })
      expect(response.statusCode, radius_km).toBe(422)
    }
    expectValidationError(await ctx.app.inject({ url: `${API}/hackathons/`, query: { sort_by: 'distance' } }), [
      'query',
      'sort_by',
    ])
  })
})
