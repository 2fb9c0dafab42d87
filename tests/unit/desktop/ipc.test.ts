import type { IpcMainInvokeEvent } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import {
  APP_CHANNELS,
  type DesktopRequests,
  REQUEST_CHANNELS,
} from '../../../desktop/ipc-channels.ts'
import { registerIpcHandlers } from '../../../desktop/main/ipc.ts'
import type { BackupOverview } from '../../../owner/platform/backups.ts'

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown

const appUrl = 'http://127.0.0.1:5174/'
const overview: BackupOverview = {
  folder: '/home/owner/Documents/Site backups',
  backups: [],
  running: false,
  lastError: null,
  nextAt: null,
  personalData: false,
}
const WINDOW_ID = 1

function setUp() {
  const listeners = new Map<string, Listener>()
  const handlers = {
    readSecret: vi.fn(() => Promise.resolve('the secret')),
    writeSecret: vi.fn(() => Promise.resolve()),
    deleteSecret: vi.fn(() => Promise.resolve()),
    secretStorage: vi.fn(() => Promise.resolve('encrypted' as const)),
    loadSettings: vi.fn(() => Promise.resolve({ backendUrl: appUrl, anonKey: 'key' })),
    saveSettings: vi.fn(() => Promise.resolve()),
    openExternal: vi.fn(() => Promise.resolve()),
    backupOverview: vi.fn(() => Promise.resolve(overview)),
    backUpNow: vi.fn(() => Promise.resolve(overview)),
    chooseBackupFolder: vi.fn(() => Promise.resolve(overview)),
    setBackupPersonalData: vi.fn(() => Promise.resolve(overview)),
    openBackupFolder: vi.fn(() => Promise.resolve()),
    readBackup: vi.fn(() => Promise.resolve(new Uint8Array([1]))),
  } satisfies DesktopRequests
  const onReadyToClose = vi.fn()
  const onBackupArchive = vi.fn()
  registerIpcHandlers({
    ipcMain: {
      handle: (channel, listener) => {
        listeners.set(channel, listener)
      },
    },
    handlers,
    appUrl,
    windowContentsId: () => WINDOW_ID,
    onReadyToClose,
    onBackupArchive,
  })
  const invoke = (channel: string, event: IpcMainInvokeEvent, ...args: unknown[]) => {
    const listener = listeners.get(channel)
    if (!listener) throw new Error(`nothing handles ${channel}`)
    return listener(event, ...args)
  }
  return { listeners, handlers, onReadyToClose, onBackupArchive, invoke }
}

/** Only the fields the sender check reads; the rest of Electron's event is not used. */
function eventFrom(contentsId: number, url: string): IpcMainInvokeEvent {
  return {
    sender: { id: contentsId },
    senderFrame: { url, parent: null },
  } as unknown as IpcMainInvokeEvent
}

const fromApp = eventFrom(WINDOW_ID, `${appUrl}blog-admin`)

describe('registerIpcHandlers', () => {
  it('handles every request channel and the close handshake, nothing else', () => {
    const { listeners } = setUp()
    expect([...listeners.keys()].sort()).toEqual(
      [
        ...Object.values(REQUEST_CHANNELS),
        APP_CHANNELS.readyToClose,
        APP_CHANNELS.backupDeliver,
      ].sort(),
    )
  })

  it('passes checked arguments on and answers with the result', async () => {
    const { handlers, invoke } = setUp()
    await expect(invoke(REQUEST_CHANNELS.readSecret, fromApp, 'session')).resolves.toBe(
      'the secret',
    )
    await invoke(REQUEST_CHANNELS.writeSecret, fromApp, 'session', 'value', 'extra')
    expect(handlers.writeSecret).toHaveBeenCalledWith('session', 'value')
    const settings = { backendUrl: 'https://x.supabase.co', anonKey: 'key', extra: true }
    await invoke(REQUEST_CHANNELS.saveSettings, fromApp, settings)
    expect(handlers.saveSettings).toHaveBeenCalledWith({
      backendUrl: 'https://x.supabase.co',
      anonKey: 'key',
    })
  })

  it.each([
    ['another window', eventFrom(2, appUrl)],
    ['another page', eventFrom(WINDOW_ID, 'https://evil.example/')],
  ])('refuses a message from %s before any handler runs', (_case, event) => {
    const { handlers, onReadyToClose, invoke } = setUp()
    expect(() => invoke(REQUEST_CHANNELS.readSecret, event, 'session')).toThrow(
      'Refused: unexpected sender',
    )
    expect(() => invoke(APP_CHANNELS.readyToClose, event)).toThrow('Refused: unexpected sender')
    expect(handlers.readSecret).not.toHaveBeenCalled()
    expect(onReadyToClose).not.toHaveBeenCalled()
  })

  it.each<[string, unknown[]]>([
    [REQUEST_CHANNELS.readSecret, [42]],
    [REQUEST_CHANNELS.readSecret, ['']],
    [REQUEST_CHANNELS.writeSecret, ['session', { not: 'a string' }]],
    [REQUEST_CHANNELS.writeSecret, ['session', 'x'.repeat(1024 * 1024 + 1)]],
    [REQUEST_CHANNELS.deleteSecret, ['k'.repeat(257)]],
    [REQUEST_CHANNELS.saveSettings, [{ backendUrl: 'https://x.supabase.co' }]],
    [REQUEST_CHANNELS.saveSettings, ['https://x.supabase.co']],
    [REQUEST_CHANNELS.openExternal, [['https://example.com']]],
    [REQUEST_CHANNELS.setBackupPersonalData, ['yes']],
    [REQUEST_CHANNELS.readBackup, ['../../.ssh/id_rsa']],
  ])('refuses %s with wrong arguments', (channel, args) => {
    const { handlers, invoke } = setUp()
    expect(() => invoke(channel, fromApp, ...args)).toThrow(/^Refused:/)
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled()
  })

  it('tells the window that the renderer is ready to close', () => {
    const { onReadyToClose, invoke } = setUp()
    invoke(APP_CHANNELS.readyToClose, fromApp)
    expect(onReadyToClose).toHaveBeenCalledOnce()
  })
})
