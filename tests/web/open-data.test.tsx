/** The open data around the list: the homepage's "Embed this list", the Open data page and the footer's link to it. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EMBED_PATHS, EXPORT_PATHS, OPEN_DATA_LICENSE } from '../../common/open-data'
import { pagedList } from './msw'
import { renderApp } from './render'

const origin = window.location.origin

function emptyLists() {
  pagedList('/series/', [])
  pagedList('/hackathons/', [])
}

describe('"Embed this list" in the homepage\'s Subscribe menu', () => {
  it('gives both snippets for the filters the homepage shows, copies them, and previews the real element', async () => {
    emptyLists()
    const { user } = await renderApp('/?q=berlin&themes=ai&free=true&mode=online&status=upcoming')
    await user.click(await screen.findByRole('button', { name: /Subscribe/ }))
    const items = await screen.findAllByRole('menuitem')
    // After the menu's existing entries, in their order.
    expect(items.map((item) => item.textContent?.trim())).toEqual([
      'Subscribe in calendar app',
      'Copy calendar link',
      'Embed this list',
      'Send new hackathons of this search to a webhook',
    ])
    // Chosen from the keyboard, as the menu is built to be used, once the open menu has taken the focus.
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus())
    await user.keyboard('{End}{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'Embed this list' })).toHaveAttribute('data-highlighted')
    await user.keyboard('{Enter}')

    const dialog = await screen.findByRole('dialog', { name: 'Embed this list' })
    // The homepage's own names and order for its filters; the list for other sites is always the upcoming one.
    const filters = 'q=berlin&mode=online&themes=ai&free=true'
    const script = `<script type="module" src="${origin}${EMBED_PATHS.script}"></script>\n<hackathons-list filters="${filters}"></hackathons-list>`
    const iframe = `<iframe src="${origin}${EMBED_PATHS.frame}?${filters}" title="Upcoming hackathons" width="100%" height="480" style="border:0" loading="lazy"></iframe>`
    const codes = [...dialog.querySelectorAll('pre')].map((block) => block.textContent)
    expect(codes).toEqual([script, iframe])

    await user.click(within(dialog).getByRole('button', { name: 'Copy the web component snippet' }))
    expect(await screen.findByText('Snippet copied')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(script)
    await user.click(within(dialog).getByRole('button', { name: 'Copy the iframe snippet' }))
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(iframe))

    const preview = within(dialog).getByRole('region', { name: 'Preview' })
    expect(preview.querySelector('hackathons-list')).toHaveAttribute('filters', filters)
    expect(document.head.querySelector(`script[type="module"][src="${origin}${EMBED_PATHS.script}"]`)).not.toBeNull()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('leaves the filters attribute out when no filter is set', async () => {
    emptyLists()
    const { user } = await renderApp('/')
    await user.click(await screen.findByRole('button', { name: /Subscribe/ }))
    // The one before the last entry, from the keyboard.
    const item = await screen.findByRole('menuitem', { name: 'Embed this list' })
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus())
    await user.keyboard('{End}{ArrowUp}')
    expect(item).toHaveAttribute('data-highlighted')
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Embed this list' })
    expect(dialog.querySelector('pre')).toHaveTextContent('<hackathons-list></hackathons-list>')
    expect(dialog.querySelectorAll('pre')[1]).toHaveTextContent(`src="${origin}${EMBED_PATHS.frame}"`)
  })
})

describe('/open-data', () => {
  it('says what the data is, links both files and the licence, and shows how to embed the list', async () => {
    await renderApp('/open-data')
    expect(await screen.findByRole('heading', { name: 'Open data', level: 1 })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Open data · Hackathons'))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('free to download'),
    )
    for (const path of [EXPORT_PATHS.json, EXPORT_PATHS.csv]) {
      expect(screen.getByRole('link', { name: `${origin}${path}` })).toHaveAttribute('href', `${origin}${path}`)
    }
    expect(screen.getByRole('link', { name: OPEN_DATA_LICENSE.name })).toHaveAttribute('href', OPEN_DATA_LICENSE.url)
    const embed = screen.getByRole('region', { name: 'Show the list on your site' })
    expect(within(embed).getByRole('region', { name: 'A web component' })).toHaveTextContent(
      '<hackathons-list filters="themes=ai&free=true"></hackathons-list>',
    )
    expect(within(embed).getByRole('region', { name: 'An iframe' })).toHaveTextContent(
      `${origin}${EMBED_PATHS.frame}?themes=ai&free=true`,
    )
  })

  it('is linked from the footer of every page', async () => {
    emptyLists()
    const { user, router } = await renderApp('/')
    const footer = await screen.findByRole('contentinfo')
    await user.click(within(footer).getByRole('link', { name: 'Open data' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/open-data'))
    expect(await screen.findByRole('heading', { name: 'Open data', level: 1 })).toBeInTheDocument()
  })
})
