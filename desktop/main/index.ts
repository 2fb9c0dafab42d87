import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { BrowserWindow, Menu, app, dialog, ipcMain, session, shell } from 'electron'
import { APP_CHANNELS } from '../ipc-channels.ts'
import { CHROMIUM_FEATURES, ENABLE_FEATURES_SWITCH } from './chromium-features.ts'
import { createArchiveRequests } from './archive-requests.ts'
import { createBackups } from './backups.ts'
import { createDesktopHandlers } from './handlers.ts'
import { registerIpcHandlers } from './ipc.ts'
import { menuTemplate } from './menu.ts'
import { safeStorageCipher } from './safe-storage-cipher.ts'
import { openSecretStore } from './secret-store.ts'
import { hardenSession } from './security.ts'
import { createSettingsStore } from './settings-store.ts'
import { type MainWindow, createMainWindow } from './window.ts'

/** The Electron main process: one window, its menu and the IPC handlers; the rest is elsewhere. */

const isDev = !app.isPackaged
// A packaged app never loads a page that its environment names.
const devServerUrl = isDev ? (process.env.ELECTRON_RENDERER_URL ?? null) : null
const rendererFile = join(import.meta.dirname, '../renderer/index.html')
const appUrl = devServerUrl ?? pathToFileURL(rendererFile).href

let main: MainWindow | null = null
/** A minute after starting: the window has loaded and restored its session by then. */
const FIRST_BACKUP_DELAY_MS = 60 * 1000
let quitting = false

// Before anything opens a storage backend: drafts live in IndexedDB.
app.commandLine.appendSwitch(ENABLE_FEATURES_SWITCH, CHROMIUM_FEATURES.join(','))

if (app.requestSingleInstanceLock()) {
  app.on('second-instance', () => {
    if (!main) return
    if (main.window.isMinimized()) main.window.restore()
    main.window.focus()
  })
  app.on('before-quit', () => {
    quitting = true
  })
  // A quit waits for the window's close handshake, which cancels it: quit again once it is closed.
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin' || quitting) app.quit()
  })
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error('The app could not start:', error)
      app.exit(1)
    })
} else {
  app.quit()
}

/** The main window's page, to send it a message; null while there is none. */
const page = () => (main && !main.window.isDestroyed() ? main.window.webContents : null)

async function chooseFolder(current: string): Promise<string | null> {
  const options = {
    title: 'Backup folder',
    defaultPath: current,
    properties: ['openDirectory', 'createDirectory'] as ('openDirectory' | 'createDirectory')[],
  }
  const chosen = main ? await dialog.showOpenDialog(main.window, options) : null
  return chosen && !chosen.canceled ? (chosen.filePaths[0] ?? null) : null
}

async function openFolder(folder: string): Promise<void> {
  const problem = await shell.openPath(folder)
  if (problem !== '') throw new Error(`The backup folder could not be opened: ${problem}`)
}

async function start(): Promise<void> {
  const dataDirectory = app.getPath('userData')
  const archives = createArchiveRequests((id, personalData) => {
    const contents = page()
    contents?.send(APP_CHANNELS.backupRequest, id, personalData)
    return contents !== null
  })
  const backups = createBackups({
    directory: dataDirectory,
    defaultFolder: join(app.getPath('documents'), 'Site backups'),
    makeArchive: (personalData) => archives.request(personalData),
    chooseFolder,
    openFolder,
    notify: (overview) => page()?.send(APP_CHANNELS.backupChange, overview),
    timers: {
      now: () => Date.now(),
      setTimer: setTimeout,
      clearTimer: (timer) => {
        clearTimeout(timer as NodeJS.Timeout)
      },
    },
  })
  const handlers = createDesktopHandlers({
    secrets: await openSecretStore({ directory: dataDirectory, cipher: safeStorageCipher }),
    // VITE_* values baked in at build time, overridden by the environment the app runs in.
    settings: createSettingsStore({
      directory: dataDirectory,
      env: { ...import.meta.env, ...process.env },
    }),
    openExternal: (url) => shell.openExternal(url),
    backups: backups.requests,
  })
  hardenSession(session.defaultSession, devServerUrl)
  registerIpcHandlers({
    ipcMain,
    handlers,
    appUrl,
    windowContentsId: () => main?.window.webContents.id ?? null,
    onReadyToClose: () => main?.rendererReadyToClose(),
    onBackupArchive: (id, answer) => {
      archives.deliver(id, answer)
    },
  })
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate({
        isMac: process.platform === 'darwin',
        isDev,
        send: (command) => main?.window.webContents.send(APP_CHANNELS.command, command),
        backUpNow: () => void backups.schedule.runNow(),
      }),
    ),
  )
  openWindow(dataDirectory)
  // The first backup of a day waits until the window has signed in and settled.
  setTimeout(() => void backups.schedule.start(), FIRST_BACKUP_DELAY_MS)
  // macOS keeps the app running with no window; clicking its Dock icon opens one again.
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow(dataDirectory)
  })
}

function openWindow(dataDirectory: string): void {
  const opened = createMainWindow({
    preloadPath: join(import.meta.dirname, '../preload/index.cjs'),
    devServerUrl,
    rendererFile,
    appUrl,
    stateDirectory: dataDirectory,
  })
  opened.window.on('closed', () => {
    if (main === opened) main = null
  })
  main = opened
}
