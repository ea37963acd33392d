/** The facts a hacker decides by, as the card, the public page and the form show them. */

import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { HackathonPublic } from '../../src/client/types.gen'
import { makeHackathon } from './factories'
import { chooseAction, field } from './fields'
import { api, HttpResponse, http, makeUser, pagedList, server, signInAs, updatesOf } from './msw'
import { renderApp } from './render'

const upcoming = (overrides: Partial<HackathonPublic>) =>
  makeHackathon(1, {
    name: 'Harbour Hack',
    start_date: '2099-03-01T09:00:00.000Z',
    end_date: '2099-03-02T18:00:00.000Z',
    ...overrides,
  })

describe('travel support', () => {
  it('shows on the homepage card in words, and not at all while unknown', async () => {
    const covered = upcoming({ travel_support: 'full' })
    const unknown = makeHackathon(2, {
      name: 'Quiet Hack',
      start_date: '2099-04-01T09:00:00.000Z',
      end_date: '2099-04-02T18:00:00.000Z',
    })
    pagedList('/hackathons/', [covered, unknown])
    pagedList('/series/', [])
    await renderApp('/')
    const card = (name: string) =>
      screen.getAllByRole('article').find((article) => within(article).queryByRole('heading', { name }))
    await screen.findAllByRole('heading', { name: 'Harbour Hack' })
    expect(within(card('Harbour Hack') as HTMLElement).getByText('Travel covered')).toBeVisible()
    expect(within(card('Quiet Hack') as HTMLElement).queryByText(/Travel support/)).not.toBeInTheDocument()
  })

  it('is one of the facts of the public page', async () => {
    const hackathon = upcoming({ travel_support: 'partial' })
    server.use(http.get(api(`/hackathons/${hackathon.id}`), () => HttpResponse.json(hackathon)))
    await renderApp(`/hackathons/${hackathon.id}`)
    expect(await screen.findByText('Travel support: Partly covered')).toBeVisible()
  })

  it('is chosen in the form from its three values or "Not set", and sent as the API names it', async () => {
    signInAs(makeUser({ role: 1 }))
    const hackathon = upcoming({ travel_support: 'none' })
    pagedList('/hackathons/', [hackathon])
    pagedList('/series/', [])
    const saved = updatesOf(`/hackathons/${hackathon.id}`, hackathon)
    const { user } = await renderApp('/hackathons')
    await chooseAction(user, 'Harbour Hack', 'Edit Hackathon')
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hackathon' })
    // A hackathon that states a fact opens the folded facts at once.
    const select = field(/^Travel support/, { within: dialog })
    expect(select).toHaveDisplayValue('Not covered')
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not set', 'Not covered', 'Partly covered', 'Fully covered'])
    await user.selectOptions(select, 'Fully covered')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Hackathon updated successfully.')).toBeInTheDocument()
    expect(saved.at(-1)).toMatchObject({ name: 'Harbour Hack', travel_support: 'full' })

    await chooseAction(user, 'Harbour Hack', 'Edit Hackathon')
    const again = await screen.findByRole('dialog', { name: 'Edit Hackathon' })
    await user.selectOptions(field(/^Travel support/, { within: again }), 'Not set')
    await user.click(within(again).getByRole('button', { name: 'Save' }))
    await screen.findAllByText('Hackathon updated successfully.')
    expect(saved.at(-1)).toMatchObject({ travel_support: null })
  })
})

describe('the facts on a card', () => {
  const cardOf = async (hackathon: HackathonPublic) => {
    pagedList('/hackathons/', [hackathon])
    pagedList('/series/', [])
    await renderApp('/')
    await screen.findAllByRole('heading', { name: hackathon.name })
    return screen
      .getAllByRole('article')
      .find((article) => within(article).queryByRole('heading', { name: hackathon.name })) as HTMLElement
  }

  it('shows what is free and the prizes in their currency first, and the themes it has no room for as "+N"', async () => {
    const card = await cardOf(
      upcoming({
        themes: ['ai', 'climate', 'health', 'space'],
        prize_amount: 5000,
        prize_currency: 'EUR',
        free: true,
        beginner_friendly: false,
      }),
    )
    for (const text of ['Upcoming', 'Free', '€5,000 in prizes', 'AI', '+3']) {
      expect(within(card).getByText(text)).toBeVisible()
    }
    expect(within(card).getByTitle('3 more: Climate, Health, Space')).toBeInTheDocument()
    // A no says nothing on a card; the page says it.
    expect(within(card).queryByText('Not aimed at beginners')).not.toBeInTheDocument()
  })

  it('says how soon registration closes', async () => {
    const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000 + 60_000).toISOString()
    const card = await cardOf(upcoming({ registration_deadline: soon, registration_status: 'closing_soon' }))
    expect(within(card).getByText('Registration closes in 2 days')).toBeVisible()
  })

  it('says "Registration opens" while it has not', async () => {
    const card = await cardOf(
      upcoming({ registration_opens_at: '2099-01-05T09:00:00.000Z', registration_status: 'opens_soon' }),
    )
    expect(within(card).getByText(/^Registration opens Jan 5, 2099$/)).toBeVisible()
  })
})
