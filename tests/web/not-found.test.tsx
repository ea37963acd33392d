import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { emptyLists } from './msw'
import { renderApp } from './render'

describe('not-found page', () => {
  it('shows 404, Oops! and a Go Back link to the homepage', async () => {
    // The homepage it leads to lists hackathons, and series in its filters.
    emptyLists('/hackathons/', '/series/')
    const { user, router } = await renderApp('/no/such/page')
    expect(await screen.findByText('404')).toBeInTheDocument()
    expect(screen.getByText('Oops!')).toBeInTheDocument()
    expect(screen.getByText('The page you are looking for was not found.')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Go Back' }))
    expect(router.state.location.pathname).toBe('/')
    expect(await screen.findByText('No hackathons found')).toBeInTheDocument()
  })
})
