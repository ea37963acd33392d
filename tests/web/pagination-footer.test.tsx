import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PaginationFooter } from '../../src/components/plain/PaginationFooter'
import { renderWithProviders } from './render'

/** The footer's buttons by name, in order, and where the row leaves pages out. */
const row = () =>
  Array.from(screen.getByRole('navigation', { name: 'pagination' }).querySelectorAll('button, span')).map(
    (element) => element.getAttribute('aria-label') ?? '…',
  )

function renderFooter(page: number, count = 90) {
  const onPageChange = vi.fn()
  const onPageIntent = vi.fn()
  renderWithProviders(
    <PaginationFooter
      count={count}
      page={page}
      pageSize={10}
      onPageChange={onPageChange}
      onPageIntent={onPageIntent}
    />,
  )
  return { onPageChange, onPageIntent }
}

describe('the pages under a table', () => {
  it.each([
    [1, ['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', '…', 'Page 9']],
    [4, ['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', '…', 'Page 9']],
    [5, ['Page 1', '…', 'Page 4', 'Page 5', 'Page 6', '…', 'Page 9']],
    [6, ['Page 1', '…', 'Page 5', 'Page 6', 'Page 7', 'Page 8', 'Page 9']],
  ])('on page %i of 9 shows the first, the last and the neighbours, an ellipsis for the rest', (page, pages) => {
    renderFooter(page)
    expect(row()).toEqual(['Previous page', ...pages, 'Next page'])
    expect(screen.getByRole('button', { name: `Page ${page}` })).toHaveAttribute('aria-current', 'page')
    expect(screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-current'))).toHaveLength(1)
  })

  it('shows every page when there are seven or fewer', () => {
    renderFooter(3, 70)
    expect(row()).toEqual(['Previous page', ...[1, 2, 3, 4, 5, 6, 7].map((n) => `Page ${n}`), 'Next page'])
  })

  it('cannot go before the first page or past the last', () => {
    renderFooter(1)
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled()
    cleanup()
    renderFooter(9)
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('chooses a page, and announces a page pointed at or focused before it is chosen', async () => {
    const user = userEvent.setup()
    const { onPageChange, onPageIntent } = renderFooter(5)
    await user.hover(screen.getByRole('button', { name: 'Next page' }))
    expect(onPageIntent).toHaveBeenLastCalledWith(6)
    screen.getByRole('button', { name: 'Page 9' }).focus()
    expect(onPageIntent).toHaveBeenLastCalledWith(9)
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(onPageChange).toHaveBeenLastCalledWith(4)
    await user.click(screen.getByRole('button', { name: 'Page 9' }))
    expect(onPageChange).toHaveBeenLastCalledWith(9)
    await user.click(screen.getByRole('button', { name: 'Page 5' }))
    expect(onPageChange).toHaveBeenCalledTimes(2)
  })

  it('is not shown when everything fits on one page', () => {
    renderFooter(1, 10)
    expect(screen.queryByRole('navigation', { name: 'pagination' })).not.toBeInTheDocument()
  })
})
