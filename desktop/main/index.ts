import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { BrowserWindow, Menu, app, ipcMain, session, shell } from 'electron'
import { APP_CHANNELS } from '../ipc-channels.ts'
import { CHROMIUM_FEATURES, ENABLE_FEATURES_SWITCH } from './chromium-features.ts'
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

async function start(): Promise<void> {
  const dataDirectory = app.getPath('userData')
  const handlers = createDesktopHandlers({
    secrets: await openSecretStore({ directory: dataDirectory, cipher: safeStorageCipher }),
    // VITE_* values baked in at build time, overridden by the environment the app runs in.
    settings: createSettingsStore({
      directory: dataDirectory,
      env: { ...import.meta.env, ...process.env },
    }),
    openExternal: (url) => shell.openExternal(url),
  })
  hardenSession(session.defaultSession, devServerUrl)
  registerIpcHandlers({
    ipcMain,
    handlers,
    appUrl,
    windowContentsId: () => main?.window.webContents.id ?? null,
    onReadyToClose: () => main?.rendererReadyToClose(),
  })
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate({
        isMac: process.platform === 'darwin',
        isDev,
        send: (command) => main?.window.webContents.send(APP_CHANNELS.command, command),
      }),
    ),
  )
  openWindow(dataDirectory)
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
