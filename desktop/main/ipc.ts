import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import { APP_CHANNELS, type DesktopRequests, REQUEST_CHANNELS } from '../ipc-channels.ts'
import {
  backupNameArgument,
  booleanArgument,
  secretKeyArgument,
  secretValueArgument,
  settingsArgument,
  urlArgument,
} from './ipc-arguments.ts'
import { type SenderFacts, isTrustedSender } from './trusted-sender.ts'

export interface IpcRegistration {
  ipcMain: Pick<IpcMain, 'handle'>
  handlers: DesktopRequests
  /** The main window's webContents id now; null while there is no window. */
  windowContentsId(): number | null
  /** The app's own page (dev server or the renderer's index.html). */
  appUrl: string
  /** The renderer has written its unsaved work after 'app:before-close'. */
  onReadyToClose(): void
  /** The renderer's answer to 'backup:request': an id and `{ bytes }` or `{ error }`. */
  onBackupArchive(id: unknown, answer: unknown): void
}

/**
 * Registers one `ipcMain.handle` per request of DesktopApi, plus the close handshake. Every
 * message is refused unless it comes from the app's own page in the main window; arguments are
 * checked before the handlers see them.
 */
export function registerIpcHandlers(registration: IpcRegistration): void {
  const { ipcMain, handlers } = registration
  const handle = (channel: string, handler: (...args: unknown[]) => unknown) => {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      const trusted = isTrustedSender(senderFacts(event), {
        windowContentsId: registration.windowContentsId(),
        appUrl: registration.appUrl,
      })
      if (!trusted) throw new Error('Refused: unexpected sender')
      return handler(...args)
    })
  }

  handle(REQUEST_CHANNELS.readSecret, (key) => handlers.readSecret(secretKeyArgument(key)))
  handle(REQUEST_CHANNELS.writeSecret, (key, value) =>
    handlers.writeSecret(secretKeyArgument(key), secretValueArgument(value)),
  )
  handle(REQUEST_CHANNELS.deleteSecret, (key) => handlers.deleteSecret(secretKeyArgument(key)))
  handle(REQUEST_CHANNELS.secretStorage, () => handlers.secretStorage())
  handle(REQUEST_CHANNELS.loadSettings, () => handlers.loadSettings())
  handle(REQUEST_CHANNELS.saveSettings, (settings) =>
    handlers.saveSettings(settingsArgument(settings)),
  )
  handle(REQUEST_CHANNELS.openExternal, (url) => handlers.openExternal(urlArgument(url)))
  handle(REQUEST_CHANNELS.backupOverview, () => handlers.backupOverview())
  handle(REQUEST_CHANNELS.backUpNow, () => handlers.backUpNow())
  handle(REQUEST_CHANNELS.chooseBackupFolder, () => handlers.chooseBackupFolder())
  handle(REQUEST_CHANNELS.setBackupPersonalData, (include) =>
    handlers.setBackupPersonalData(booleanArgument(include)),
  )
  handle(REQUEST_CHANNELS.openBackupFolder, () => handlers.openBackupFolder())
  handle(REQUEST_CHANNELS.readBackup, (name) => handlers.readBackup(backupNameArgument(name)))
  handle(APP_CHANNELS.backupDeliver, (id, answer) => {
    registration.onBackupArchive(id, answer)
  })
  handle(APP_CHANNELS.readyToClose, () => {
    registration.onReadyToClose()
  })
}

/** The part of Electron's IpcMainInvokeEvent that the sender check reads. */
export interface InvokeEventSender {
  sender: { id: number }
  senderFrame: { url: string; parent: unknown } | null
}

export function senderFacts(event: InvokeEventSender): SenderFacts {
  return { contentsId: event.sender.id, frame: frameFacts(event.senderFrame) }
}

function frameFacts(frame: InvokeEventSender['senderFrame']): SenderFacts['frame'] {
  try {
    return frame ? { url: frame.url, isTopFrame: frame.parent === null } : null
  } catch {
    // Electron throws when a frame that has just gone away is read: not a sender to trust.
    return null
  }
}
