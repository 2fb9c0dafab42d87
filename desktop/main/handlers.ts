import type { DesktopRequests } from '../ipc-channels.ts'
import type { BackupRequests } from './backups.ts'
import type { SecretStore } from './secret-store.ts'
import type { SettingsStore } from './settings-store.ts'
import { externalUrl } from './url-trust.ts'

/** What the desktop's request handlers work over; no Electron here, so Node tests can load it. */
export interface DesktopHandlerDependencies {
  secrets: SecretStore
  settings: SettingsStore
  /** Hands a checked address to the system (Electron's shell.openExternal in the app). */
  openExternal: (url: string) => Promise<void>
  /** The automatic backups' requests. */
  backups: BackupRequests
}

/**
 * The request/response half of DesktopApi, over the stores. Main registers these behind its
 * sender check and argument validation; end-to-end tests use them to back a fake `window.desktop`.
 */
export function createDesktopHandlers({
  secrets,
  settings,
  openExternal,
  backups,
}: DesktopHandlerDependencies): DesktopRequests {
  return {
    ...backups,
    readSecret: (key) => secrets.read(key),
    writeSecret: (key, value) => secrets.write(key, value),
    deleteSecret: (key) => secrets.delete(key),
    secretStorage: () => settle(() => secrets.kind()),
    loadSettings: () => settle(() => settings.load()),
    saveSettings: (value) =>
      settle(() => {
        settings.save(value)
      }),
    openExternal: async (url) => {
      const checked = externalUrl(url)
      if (checked === null) throw new Error('Refused: only http, https and mailto addresses open.')
      await openExternal(checked)
    },
  }
}

/** Runs synchronous store work as a promise, so a thrown error becomes a rejection. */
function settle<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => {
    resolve(work())
  })
}
