import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CLOSE_TIMEOUT_MS, createCloseGuard } from '../../../desktop/main/close-guard.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function setUp(rendererAlive = true) {
  const notifyRenderer = vi.fn(() => rendererAlive)
  const closeWindow = vi.fn()
  return { notifyRenderer, closeWindow, guard: createCloseGuard({ notifyRenderer, closeWindow }) }
}

describe('the close guard', () => {
  it('holds the first close, asks the renderer, and closes when it is ready', () => {
    const { guard, notifyRenderer, closeWindow } = setUp()
    expect(guard.shouldPreventClose()).toBe(true)
    expect(notifyRenderer).toHaveBeenCalledOnce()
    expect(closeWindow).not.toHaveBeenCalled()

    guard.rendererReady()
    expect(closeWindow).toHaveBeenCalledOnce()
    // The close it then makes goes through.
    expect(guard.shouldPreventClose()).toBe(false)
  })

  it('closes after the timeout when the renderer does not answer', () => {
    const { guard, closeWindow } = setUp()
    guard.shouldPreventClose()
    vi.advanceTimersByTime(CLOSE_TIMEOUT_MS - 1)
    expect(closeWindow).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(closeWindow).toHaveBeenCalledOnce()
    guard.rendererReady()
    expect(closeWindow).toHaveBeenCalledOnce()
  })

  it('asks once while waiting, however often close is clicked', () => {
    const { guard, notifyRenderer } = setUp()
    guard.shouldPreventClose()
    expect(guard.shouldPreventClose()).toBe(true)
    expect(notifyRenderer).toHaveBeenCalledOnce()
  })

  it('ignores a ready message when no close is waiting', () => {
    const { guard, closeWindow } = setUp()
    guard.rendererReady()
    expect(closeWindow).not.toHaveBeenCalled()
    expect(guard.shouldPreventClose()).toBe(true)
  })

  it('lets the window close at once when the renderer has crashed', () => {
    const { guard, closeWindow } = setUp(false)
    expect(guard.shouldPreventClose()).toBe(false)
    vi.runAllTimers()
    expect(closeWindow).not.toHaveBeenCalled()
  })
})
