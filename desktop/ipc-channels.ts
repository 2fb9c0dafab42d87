import type { DesktopApi } from '../owner/platform/desktop-api.ts'

/** The DesktopApi methods that are one request and one answer; the others are subscriptions. */
export type DesktopRequests = Omit<
  DesktopApi,
  'onCommand' | 'onBeforeClose' | 'onBackupRequest' | 'onBackupChange'
>

/** The channel each request travels on, renderer to main (`ipcRenderer.invoke`). */
export const REQUEST_CHANNELS = {
  readSecret: 'secret:read',
  writeSecret: 'secret:write',
  deleteSecret: 'secret:delete',
  secretStorage: 'secret:storage',
  loadSettings: 'settings:load',
  saveSettings: 'settings:save',
  openExternal: 'shell:open-external',
  backupOverview: 'backup:overview',
  backUpNow: 'backup:now',
  chooseBackupFolder: 'backup:choose-folder',
  setBackupPersonalData: 'backup:personal-data',
  openBackupFolder: 'backup:open-folder',
  readBackup: 'backup:read',
} as const satisfies Record<keyof DesktopRequests, string>

/** Messages about the app's life: commands and the close handshake. */
export const APP_CHANNELS = {
  /** Main to renderer: a menu command (a DesktopCommand). */
  command: 'app:command',
  /** Main to renderer: the window is about to close; write unsaved work now. */
  beforeClose: 'app:before-close',
  /** Renderer to main (`invoke`): unsaved work is written; the window may close. */
  readyToClose: 'app:ready-to-close',
  /** Main to renderer: make an archive for a backup (a request id, and whether with personal data). */
  backupRequest: 'backup:request',
  /** Renderer to main (`invoke`): the archive of a request, `{ bytes }`, or `{ error }`. */
  backupDeliver: 'backup:deliver',
  /** Main to renderer: the backups' state changed (a BackupOverview). */
  backupChange: 'backup:change',
} as const
