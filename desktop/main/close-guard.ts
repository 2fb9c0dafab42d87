/**
 * The close handshake: the first time the window is asked to close, it stays open, tells the
 * renderer to write its unsaved drafts, and closes once the renderer says it is done or after a
 * few seconds (a renderer that hangs must not keep the app from quitting).
 */
export interface CloseGuard {
  /** Call from the window's 'close' event; true means prevent this close (the guard closes later). */
  shouldPreventClose: () => boolean
  /** The renderer has written its drafts. Ignored unless a close is waiting for it. */
  rendererReady: () => void
}

export interface CloseGuardOptions {
  /** Sends 'app:before-close' to the renderer; false when there is no live renderer to ask. */
  notifyRenderer(): boolean
  /** Closes the window for real (its 'close' event fires again and is let through). */
  closeWindow(): void
  timeoutMs?: number
}

export const CLOSE_TIMEOUT_MS = 3000

export function createCloseGuard(options: CloseGuardOptions): CloseGuard {
  let state: 'open' | 'waiting' | 'closing' = 'open'
  let timer: ReturnType<typeof setTimeout> | undefined

  const close = () => {
    if (state !== 'waiting') return
    clearTimeout(timer)
    state = 'closing'
    options.closeWindow()
  }

  return {
    shouldPreventClose() {
      if (state === 'waiting') return true
      // A renderer that crashed has nothing left to write: let the window go at once.
      if (state === 'closing' || !options.notifyRenderer()) {
        state = 'closing'
        return false
      }
      state = 'waiting'
      timer = setTimeout(close, options.timeoutMs ?? CLOSE_TIMEOUT_MS)
      return true
    },
    rendererReady: close,
  }
}
