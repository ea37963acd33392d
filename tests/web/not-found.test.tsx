import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { emptyLists } from './msw'
import { renderApp } from './render'

// The side menu is display:none below md, and jsdom knows no widths: reach it by its landmark.
const sidebar = () => document.querySelector('nav[aria-label="Main"]') as HTMLElement

describe('not-found page', () => {
  it('shows 404, Oops! and a Go Back link to the homepage, inside the layout with its menu', async () => {
    // The homepage it leads to lists hackathons, and series in its filters.
    emptyLists('/hackathons/', '/series/')
    const { user, router } = await renderApp('/no/such/page')
    expect(await screen.findByText('404')).toBeInTheDocument()
    expect(screen.getByText('Oops!')).toBeInTheDocument()
    expect(screen.getByText('The page you are looking for was not found.')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Not Found · Hackathons'))
    // The menu stays: the side menu's entries, the phone's menu button, and the page in the main landmark.
    expect(screen.getByRole('main')).toHaveTextContent('Oops!')
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument()
    await waitFor(() =>
      expect(within(sidebar()).getByRole('link', { name: 'Homepage', hidden: true })).toHaveAttribute('href', '/'),
    )
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content')
    await user.click(screen.getByRole('link', { name: 'Go Back' }))
    expect(router.state.location.pathname).toBe('/')
    expect(await screen.findByText('No hackathons found')).toBeInTheDocument()
  })
})
