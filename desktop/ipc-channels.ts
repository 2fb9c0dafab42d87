import type { DesktopApi } from '../shared/platform/desktop-api.ts'

/** The DesktopApi methods that are one request and one answer; the others are subscriptions. */
export type DesktopRequests = Omit<DesktopApi, 'onCommand' | 'onBeforeClose'>

/** The channel each request travels on, renderer to main (`ipcRenderer.invoke`). */
export const REQUEST_CHANNELS = {
  readSecret: 'secret:read',
  writeSecret: 'secret:write',
  deleteSecret: 'secret:delete',
  secretStorage: 'secret:storage',
  loadSettings: 'settings:load',
  saveSettings: 'settings:save',
  openExternal: 'shell:open-external',
} as const satisfies Record<keyof DesktopRequests, string>

/** Messages about the app's life: commands and the close handshake. */
export const APP_CHANNELS = {
  /** Main to renderer: a menu command (a DesktopCommand). */
  command: 'app:command',
  /** Main to renderer: the window is about to close; write unsaved work now. */
  beforeClose: 'app:before-close',
  /** Renderer to main (`invoke`): unsaved work is written; the window may close. */
  readyToClose: 'app:ready-to-close',
} as const
