import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeHackathon } from './factories'
import { api, HttpResponse, http, server } from './msw'
import { renderApp } from './render'

/**
 * jsdom lays nothing out, and Leaflet asks for no tile on a map 0 px wide: the map's container is
 * given a screen's size, and each tile's load or failure is played as the browser would report it.
 */
const sizes = ['clientWidth', 'clientHeight'] as const
beforeEach(() => {
  for (const size of sizes) Object.defineProperty(HTMLElement.prototype, size, { configurable: true, get: () => 600 })
})
afterEach(() => {
  for (const size of sizes) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[size]
})

const tiles = () => [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')]

async function openMap() {
  const berlin = makeHackathon(1, { name: 'Berlin Hack', latitude: 52.52, longitude: 13.405 })
  server.use(http.get(api('/hackathons/'), () => HttpResponse.json({ data: [berlin], count: 1 })))
  await renderApp('/map')
  expect(await screen.findByRole('region', { name: 'Map of hackathons' })).toBeInTheDocument()
  await waitFor(() => expect(tiles().length).toBeGreaterThan(1))
}

const NOTE = /The map's background could not be loaded/

describe('the map when its tiles do not load', () => {
  it('says why the map is blank when no tile loads, the markers still there', async () => {
    await openMap()
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument()
    for (const tile of tiles()) fireEvent.error(tile)
    expect(await screen.findByText(NOTE)).toHaveAttribute('role', 'status')
    expect(screen.getByRole('button', { name: 'Berlin Hack' })).toBeInTheDocument()
  })

  it('says nothing when some tiles load and others fail', async () => {
    await openMap()
    const [first, ...rest] = tiles()
    if (first) fireEvent.load(first)
    for (const tile of rest) fireEvent.error(tile)
    expect(screen.getByRole('region', { name: 'Map of hackathons' })).toBeInTheDocument()
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument()
  })
})
