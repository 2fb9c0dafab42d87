import type { DesktopApi } from '../../owner/platform/desktop-api.ts'

declare global {
  interface Window {
    /** The preload's bridge to the main process; the only one the renderer has. */
    readonly desktop?: DesktopApi
  }
}

/** The bridge, or an error that says the page was opened outside the desktop app. */
export function desktopBridge(): DesktopApi {
  if (!window.desktop) throw new Error('This page runs only inside the desktop app.')
  return window.desktop
}
