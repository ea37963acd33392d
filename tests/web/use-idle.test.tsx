import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useIdle } from '../../src/lib/useIdle'

/**
 * What loads after the paint waits for the frame that shows the page, then for an idle moment:
 * an idle moment can come between a render and its paint, and code started there would compete
 * with the page's largest paint.
 */
describe('useIdle', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks for an idle moment only once the next frame has come, and says true when it does', () => {
    const frames: FrameRequestCallback[] = []
    const idles: IdleRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => {})
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idles.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})

    const { result } = renderHook(() => useIdle())
    expect(result.current).toBe(false)
    expect(frames).toHaveLength(1)
    expect(idles).toHaveLength(0)

    act(() => frames[0]?.(performance.now()))
    expect(idles).toHaveLength(1)
    expect(result.current).toBe(false)

    act(() => idles[0]?.({ didTimeout: false, timeRemaining: () => 10 }))
    expect(result.current).toBe(true)
  })

  it('says true at once where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const { result } = renderHook(() => useIdle())
    expect(result.current).toBe(true)
  })
})
