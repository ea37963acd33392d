import { describe, expect, it, vi } from 'vitest'
import { once } from '../../common/once'

describe('once', () => {
  it('makes nothing until first asked, then the same value every time, made once', () => {
    const make = vi.fn(() => new Intl.ListFormat('en', { type: 'disjunction' }))
    const alternatives = once(make)
    expect(make).not.toHaveBeenCalled()
    const first = alternatives()
    expect(first.format(['AI', 'Climate'])).toBe('AI or Climate')
    expect(alternatives()).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
  })
})
