import { type IpcRendererEvent, contextBridge, ipcRenderer } from 'electron'
import type { BackupOverview } from '../../owner/platform/backups.ts'
import type { DesktopApi, DesktopCommand } from '../../owner/platform/desktop-api.ts'
import { APP_CHANNELS, type DesktopRequests, REQUEST_CHANNELS } from '../ipc-channels.ts'

/**
 * The bridge: `window.desktop`, exactly the methods of DesktopApi, each one named message to main.
 * Runs sandboxed, so it is bundled into one CommonJS file that requires nothing but 'electron'.
 */

function request<Method extends keyof DesktopRequests>(
  method: Method,
  ...args: Parameters<DesktopRequests[Method]>
): ReturnType<DesktopRequests[Method]> {
  return ipcRenderer.invoke(REQUEST_CHANNELS[method], ...args) as ReturnType<
    DesktopRequests[Method]
  >
}

const beforeCloseListeners = new Set<() => Promise<void>>()

// One answer per close, after every listener has finished (or failed): with no listener, at once.
ipcRenderer.on(APP_CHANNELS.beforeClose, () => {
  // Started from a resolved promise, so a listener that throws counts as failed, not as fatal.
  const running = [...beforeCloseListeners].map((listener) => Promise.resolve().then(listener))
  void Promise.allSettled(running).then(() => ipcRenderer.invoke(APP_CHANNELS.readyToClose))
})

let backupListener: ((personalData: boolean) => Promise<Uint8Array>) | null = null

// Main asks for a backup's archive: the answer is the listener's bytes, or why there are none.
ipcRenderer.on(APP_CHANNELS.backupRequest, (_event, id: string, personalData: boolean) => {
  const listener = backupListener
  const made = listener
    ? Promise.resolve().then(() => listener(personalData))
    : Promise.reject(new Error('The app is still starting.'))
  void made.then(
    (bytes) => ipcRenderer.invoke(APP_CHANNELS.backupDeliver, id, { bytes }),
    (error: unknown) =>
      ipcRenderer.invoke(APP_CHANNELS.backupDeliver, id, {
        error: error instanceof Error ? error.message : String(error),
      }),
  )
})

const api = {
  readSecret: (key) => request('readSecret', key),
  writeSecret: (key, value) => request('writeSecret', key, value),
  deleteSecret: (key) => request('deleteSecret', key),
  secretStorage: () => request('secretStorage'),
  loadSettings: () => request('loadSettings'),
  saveSettings: (settings) => request('saveSettings', settings),
  openExternal: (url) => request('openExternal', url),
  backupOverview: () => request('backupOverview'),
  backUpNow: () => request('backUpNow'),
  chooseBackupFolder: () => request('chooseBackupFolder'),
  setBackupPersonalData: (include) => request('setBackupPersonalData', include),
  openBackupFolder: () => request('openBackupFolder'),
  readBackup: (name) => request('readBackup', name),
  onBackupRequest: (listener) => {
    backupListener = listener
    return () => {
      if (backupListener === listener) backupListener = null
    }
  },
  onBackupChange: (listener) => {
    const forward = (_event: IpcRendererEvent, overview: BackupOverview) => {
      listener(overview)
    }
    ipcRenderer.on(APP_CHANNELS.backupChange, forward)
    return () => {
      ipcRenderer.removeListener(APP_CHANNELS.backupChange, forward)
    }
  },
  onCommand: (listener) => {
    const forward = (_event: IpcRendererEvent, command: DesktopCommand) => {
      listener(command)
    }
    ipcRenderer.on(APP_CHANNELS.command, forward)
    return () => {
      ipcRenderer.removeListener(APP_CHANNELS.command, forward)
    }
  },
  onBeforeClose: (listener) => {
    beforeCloseListeners.add(listener)
    return () => {
      beforeCloseListeners.delete(listener)
    }
  },
} satisfies DesktopApi

contextBridge.exposeInMainWorld('desktop', api)
