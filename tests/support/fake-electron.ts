import type { BrowserWindowConstructorOptions } from 'electron'

/**
 * A stand-in for the 'electron' module, for unit tests of main-process modules that import it
 * (`vi.mock('electron', () => import('../../support/fake-electron.ts'))`). Only what the main
 * process calls; each object records what it was given, and `timeline` the order of what matters.
 */

type Listener = (...args: unknown[]) => unknown

/** What happened, in order: 'session hardened', 'ipc registered', 'window created', 'exit'... */
export const timeline: string[] = []

class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>()

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
    return this
  }

  once(event: string, listener: Listener): this {
    return this.on(event, listener)
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args)
  }
}

type WindowOpenHandler = (details: { url: string }) => { action: 'allow' | 'deny' }

export class FakeWebContents extends FakeEmitter {
  readonly id = 1
  windowOpenHandler: WindowOpenHandler | null = null

  setWindowOpenHandler(handler: WindowOpenHandler): void {
    this.windowOpenHandler = handler
  }
}

export class BrowserWindow extends FakeEmitter {
  static readonly created: BrowserWindow[] = []
  readonly webContents = new FakeWebContents()
  /** What the window was asked to load (loadURL's address or loadFile's path). */
  readonly loaded: string[] = []

  constructor(readonly options: BrowserWindowConstructorOptions) {
    super()
    BrowserWindow.created.push(this)
    timeline.push('window created')
  }

  static getAllWindows(): BrowserWindow[] {
    return BrowserWindow.created
  }

  loadURL(url: string): Promise<void> {
    this.loaded.push(url)
    return Promise.resolve()
  }

  loadFile(path: string): Promise<void> {
    this.loaded.push(path)
    return Promise.resolve()
  }
}

type PermissionRequestHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
) => void
type PermissionCheckHandler = (contents: unknown, permission: string) => boolean

class FakeSession {
  permissionRequestHandler: PermissionRequestHandler | null = null
  permissionCheckHandler: PermissionCheckHandler | null = null
  readonly webRequest = { onHeadersReceived: (): void => undefined }

  setPermissionRequestHandler(handler: PermissionRequestHandler): void {
    this.permissionRequestHandler = handler
    timeline.push('session hardened')
  }

  setPermissionCheckHandler(handler: PermissionCheckHandler): void {
    this.permissionCheckHandler = handler
  }
}

export const session = { defaultSession: new FakeSession() }

const display = { workArea: { x: 0, y: 0, width: 1920, height: 1080 } }
export const screen = {
  getAllDisplays: () => [display],
  getPrimaryDisplay: () => display,
}

export const shell = {
  opened: [] as string[],
  openExternal(url: string): Promise<void> {
    shell.opened.push(url)
    return Promise.resolve()
  },
}

export const Menu = {
  buildFromTemplate: () => ({ popup: () => undefined }),
  setApplicationMenu: () => undefined,
}

export const ipcMain = {
  channels: [] as string[],
  handle(channel: string): void {
    if (ipcMain.channels.length === 0) timeline.push('ipc registered')
    ipcMain.channels.push(channel)
  },
}

/** No system encryption: the secret store keeps the session in memory. */
export const safeStorage = {
  isAsyncEncryptionAvailable: () => Promise.resolve(false),
}

export const app = new (class FakeApp extends FakeEmitter {
  readonly isPackaged = false
  /** The switches the main process set, e.g. ['enable-features', 'IdbSqliteBackingStore']. */
  readonly switches: [string, string | undefined][] = []
  readonly commandLine = {
    appendSwitch: (name: string, value?: string) => {
      this.switches.push([name, value])
    },
  }
  /** The app's data directory: set it to a temporary folder before the main process starts. */
  userData = ''
  requestSingleInstanceLock(): boolean {
    return true
  }
  whenReady(): Promise<void> {
    return Promise.resolve()
  }
  getPath(): string {
    if (this.userData === '') throw new Error('Set app.userData before the app starts.')
    return this.userData
  }
  quit(): void {
    timeline.push('quit')
  }
  exit(): void {
    timeline.push('exit')
  }
})()
