/** The facts' filters on the homepage: themes and registration in the bar, the rest in a sheet, all in the address. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { HackathonPublic } from '../../src/client/types.gen'
import { followedFiltersOf } from '../../src/entities/hackathon/followedFilters'
import {
  feedParts,
  filterPhrases,
  parseHomeSearch,
  searchApiQuery,
  startRange,
} from '../../src/entities/hackathon/homeSearch'
import { makeHackathon } from './factories'
import { openFilters } from './fields'
import { pagedList } from './msw'
import { renderApp } from './render'

const upcoming = (n: number, overrides: Partial<HackathonPublic> = {}) =>
  makeHackathon(n, { start_date: '2099-03-01T09:00:00.000Z', end_date: '2099-03-02T18:00:00.000Z', ...overrides })

const HACKATHONS = [
  upcoming(1, { name: 'Climate Code', themes: ['climate'], free: true, registration_status: 'open' }),
  upcoming(2, { name: 'AI Sprint', themes: ['ai'], beginner_friendly: true, registration_status: 'closing_soon' }),
  upcoming(3, { name: 'Space Jam', themes: ['space'], prize_amount: 1000, prize_currency: 'EUR' }),
]

/** GET /hackathons/ as the API filters by themes, registration, free and beginner-friendly; records every query. */
function hackathonsApi() {
  pagedList('/series/', [])
  return pagedList('/hackathons/', HACKATHONS, {
    filter: (h, query) => {
      const themes = query.get('themes')?.split(',')
      const registration = query.get('registration')
      return (
        (!themes || themes.some((theme) => h.themes?.includes(theme as never))) &&
        (!registration ||
          (registration === 'open'
            ? h.registration_status === 'open' || h.registration_status === 'closing_soon'
            : h.registration_status === registration)) &&
        (!query.get('free') || h.free === true) &&
        (!query.get('beginner_friendly') || h.beginner_friendly === true) &&
        query.get('status') !== 'past'
      )
    },
  })
}

const select = (name: string) => screen.getByRole('combobox', { name })
const cardNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent)

describe('the facts in the homepage address', () => {
  it('keeps the valid ones under the API names and drops the rest', () => {
    expect(
      parseHomeSearch({
        themes: 'space,ai,cooking',
        registration: 'open',
        eligibility: 'high_school',
        age: 16,
        free: true,
        travel_support: 'partial',
        beginner_friendly: 'true',
        language: 'DE',
        prizes: true,
      }),
    ).toEqual({
      themes: 'ai,space',
      registration: 'open',
      eligibility: 'high_school',
      age: 16,
      free: true,
      travel_support: 'partial',
      beginner_friendly: true,
      language: 'de',
      prizes: true,
    })
    expect(
      parseHomeSearch({
        themes: 'cooking',
        registration: 'soon',
        age: 120,
        free: false,
        travel_support: 'none',
        language: 'deu',
      }),
    ).toEqual({})
  })

  it('sends them to the API, describes them in words, and an alert keeps them', () => {
    const filters = { themes: 'ai', registration: 'open', free: true, age: 16 } as const
    expect(searchApiQuery(filters)).toMatchObject({ themes: 'ai', registration: 'open', free: true, age: 16 })
    expect(filterPhrases(filters, new Map())).toEqual(['about AI', 'registration open', 'open at age 16', 'free'])
    expect(followedFiltersOf({ ...filters, q: 'berlin', when: 'week' })).toEqual({
      themes: 'ai',
      registration: 'open',
      age: 16,
      free: true,
      q: 'berlin',
    })
  })
})

describe('the date presets', () => {
  const local = (...parts: [number, number, number, number?, number?, number?, number?]) => new Date(...parts)

  it('this weekend runs from Friday to the end of Sunday, on a weekday and on the weekend itself', () => {
    const weekend = {
      start_from: local(2027, 2, 12).toISOString(),
      start_to: local(2027, 2, 14, 23, 59, 59, 999).toISOString(),
    }
    expect(startRange({ when: 'weekend' }, local(2027, 2, 10, 15))).toEqual(weekend)
    expect(startRange({ when: 'weekend' }, local(2027, 2, 13, 9))).toEqual(weekend)
    expect(startRange({ when: 'weekend' }, local(2027, 2, 14, 22))).toEqual(weekend)
  })

  it('next 30 days runs from today to the end of the thirtieth day after it', () => {
    expect(startRange({ when: '30days' }, local(2027, 2, 10, 15))).toEqual({
      start_from: local(2027, 2, 10).toISOString(),
      start_to: local(2027, 3, 9, 23, 59, 59, 999).toISOString(),
    })
  })

  it('live now asks for the hackathons started by now and not ended, in one part', () => {
    const now = local(2027, 2, 10, 15)
    expect(startRange({ when: 'live' }, now)).toEqual({ start_to: now.toISOString() })
    expect(feedParts({ when: 'live' })).toEqual(['upcoming'])
    expect(searchApiQuery({ when: 'live' }, { now })).toMatchObject({ status: 'upcoming', start_to: now.toISOString() })
  })
})

describe('filtering by facts on the homepage', () => {
  it('filters by theme and registration from the bar, each in the address and the API query', async () => {
    const queries = hackathonsApi()
    const { user, router } = await renderApp('/')
    await screen.findByText('Climate Code')
    await openFilters(user)

    await user.selectOptions(select('Themes'), 'AI')
    await waitFor(() => expect(cardNames()).toEqual([expect.stringContaining('AI Sprint')]))
    expect(router.state.location.search).toEqual({ themes: 'ai' })
    expect(queries.at(-1)?.get('themes')).toBe('ai')

    await user.selectOptions(select('Themes'), 'Any theme')
    await user.selectOptions(select('Registration'), 'Registration open')
    await waitFor(() => expect(router.state.location.search).toEqual({ registration: 'open' }))
    await waitFor(() =>
      expect(cardNames()).toEqual([expect.stringContaining('Climate Code'), expect.stringContaining('AI Sprint')]),
    )
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument()
  })

  it('opens the sheet of more filters and applies each at once', async () => {
    const queries = hackathonsApi()
    const { user, router } = await renderApp('/')
    await screen.findByText('Climate Code')
    await openFilters(user)

    await user.click(screen.getByRole('button', { name: 'More filters' }))
    // The sheet's module loads at its first opening.
    const sheet = await screen.findByRole('dialog', { name: 'More filters' })
    await user.click(within(sheet).getByRole('checkbox', { name: 'Free to attend' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ free: true }))
    await waitFor(() => expect(queries.at(-1)?.get('free')).toBe('true'))

    await user.click(within(sheet).getByRole('checkbox', { name: 'Space' }))
    await user.click(within(sheet).getByRole('checkbox', { name: 'Climate' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ free: true, themes: 'climate,space' }))
    // Several themes, which only the sheet picks, show in the bar's select as their number.
    expect(screen.getByRole('combobox', { name: 'Themes', hidden: true })).toHaveDisplayValue('2 themes')
  })

  it('takes an age and a language, clears what it holds, and gives focus back as it closes', async () => {
    hackathonsApi()
    const { user, router } = await renderApp('/?free=true')
    await screen.findByText('Climate Code')
    await openFilters(user)
    await user.click(screen.getByRole('button', { name: 'More filters (1)' }))
    const sheet = await screen.findByRole('dialog', { name: 'More filters' })

    await user.type(within(sheet).getByRole('spinbutton', { name: 'Your age' }), '16')
    await waitFor(() => expect(router.state.location.search).toEqual({ free: true, age: 16 }))
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Language' }), 'German')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ language: 'de' }))

    await user.click(within(sheet).getByRole('button', { name: 'Clear these filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(within(sheet).getByRole('spinbutton', { name: 'Your age' })).toHaveValue(null)
    await user.click(within(sheet).getByRole('button', { name: 'Show hackathons' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'More filters' })).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'More filters' })).toHaveFocus()
    // Nothing filters any more: every hackathon is back.
    await waitFor(() => expect(cardNames()).toHaveLength(3))
  })

  it('restores the sheet from a shared address, counting what it holds on its button', async () => {
    const queries = hackathonsApi()
    const { user } = await renderApp('/?beginner_friendly=true&prizes=true&eligibility=university')
    await screen.findByRole('heading', { name: 'Hackathons', level: 1 })
    await openFilters(user)
    expect(screen.getByRole('button', { name: 'More filters (3)' })).toBeInTheDocument()
    await waitFor(() => expect(queries.at(-1)?.get('beginner_friendly')).toBe('true'))
    expect(queries.at(-1)?.get('eligibility')).toBe('university')
    await user.click(screen.getByRole('button', { name: 'More filters (3)' }))
    const sheet = await screen.findByRole('dialog', { name: 'More filters' })
    expect(within(sheet).getByRole('checkbox', { name: 'Beginner-friendly' })).toBeChecked()
    expect(within(sheet).getByRole('checkbox', { name: 'With prizes' })).toBeChecked()
    expect(within(sheet).getByRole('combobox', { name: 'Open to' })).toHaveValue('university')
  })

  it('says which facts were asked for when nothing matches', async () => {
    hackathonsApi()
    await renderApp('/?themes=space&free=true')
    expect(await screen.findByText(/No hackathons match these filters — about Space, free\./)).toBeInTheDocument()
  })
})
