import { BrowserWindow, Menu, screen, shell } from 'electron'
import { APP_CHANNELS } from '../ipc-channels.ts'
import { createCloseGuard } from './close-guard.ts'
import { contextMenuTemplate } from './context-menu.ts'
import { guardNavigation } from './security.ts'
import {
  MINIMUM_WINDOW_SIZE,
  loadWindowState,
  restoreWindowState,
  saveWindowState,
} from './window-state.ts'

export interface MainWindowOptions {
  /** The built preload script (CommonJS, as a sandboxed preload must be). */
  preloadPath: string
  /** In development, electron-vite's dev server; null loads the built `rendererFile`. */
  devServerUrl: string | null
  rendererFile: string
  /** The app's own page: the dev server's address or the file URL of `rendererFile`. */
  appUrl: string
  /** Where the window's size and position are kept between runs. */
  stateDirectory: string
}

export interface MainWindow {
  window: BrowserWindow
  /** The renderer answered 'app:before-close': its drafts are written. */
  rendererReadyToClose(): void
}

/** How long moving or resizing must pause before the window's bounds are written. */
const SAVE_DELAY_MS = 500

/** The app's one window: sandboxed, restored where it was, closing only after drafts are saved. */
export function createMainWindow(options: MainWindowOptions): MainWindow {
  const state = restoreWindowState(
    loadWindowState(options.stateDirectory),
    screen.getAllDisplays().map((display) => display.workArea),
    screen.getPrimaryDisplay().workArea,
  )
  const window = new BrowserWindow({
    x: state.x,
    y: state.y,
    width: state.width,
    height: state.height,
    minWidth: MINIMUM_WINDOW_SIZE.width,
    minHeight: MINIMUM_WINDOW_SIZE.height,
    title: 'Content Manager',
    show: false,
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: true,
    },
  })
  window.once('ready-to-show', () => {
    // maximize() also shows the window.
    if (state.maximized) window.maximize()
    else window.show()
  })

  guardNavigation(window.webContents, options.appUrl, (url) => {
    shell.openExternal(url).catch((error: unknown) => {
      console.error('Could not open an external address:', error)
    })
  })
  offerContextMenu(window)
  rememberBounds(window, options.stateDirectory)
  const guard = guardClose(window)

  const loaded = options.devServerUrl
    ? window.loadURL(options.devServerUrl)
    : window.loadFile(options.rendererFile)
  loaded.catch((error: unknown) => {
    console.error('The app page did not load:', error)
  })
  return { window, rendererReadyToClose: guard.rendererReady }
}

function guardClose(window: BrowserWindow) {
  const guard = createCloseGuard({
    notifyRenderer: () => {
      const contents = window.webContents
      if (contents.isDestroyed() || contents.isCrashed()) return false
      contents.send(APP_CHANNELS.beforeClose)
      return true
    },
    closeWindow: () => {
      if (!window.isDestroyed()) window.close()
    },
  })
  window.on('close', (event) => {
    if (guard.shouldPreventClose()) event.preventDefault()
  })
  return guard
}

function rememberBounds(window: BrowserWindow, directory: string): void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const save = () => {
    clearTimeout(timer)
    if (window.isDestroyed()) return
    try {
      // The normal bounds: a maximized window reopens maximized over where it was before.
      saveWindowState(directory, { ...window.getNormalBounds(), maximized: window.isMaximized() })
    } catch (error) {
      console.warn('Could not remember the window position:', error)
    }
  }
  const saveSoon = () => {
    clearTimeout(timer)
    timer = setTimeout(save, SAVE_DELAY_MS)
  }
  window.on('resize', saveSoon)
  window.on('move', saveSoon)
  window.on('maximize', saveSoon)
  window.on('unmaximize', saveSoon)
  window.on('close', save)
}

/** Spelling suggestions and cut, copy and paste on right-click; Electron offers none itself. */
function offerContextMenu(window: BrowserWindow): void {
  const contents = window.webContents
  contents.on('context-menu', (_event, params) => {
    const template = contextMenuTemplate(params, {
      replaceMisspelling: (suggestion) => {
        contents.replaceMisspelling(suggestion)
      },
      addToDictionary: (word) => {
        contents.session.addWordToSpellCheckerDictionary(word)
      },
    })
    if (template.length > 0) Menu.buildFromTemplate(template).popup({ window })
  })
}
