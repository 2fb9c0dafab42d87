import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { APP_CHANNELS, REQUEST_CHANNELS } from '../../../desktop/ipc-channels.ts'
import {
  CHROMIUM_FEATURES,
  ENABLE_FEATURES_SWITCH,
} from '../../../desktop/main/chromium-features.ts'
import { BrowserWindow, app, ipcMain, session, timeline } from '../../support/fake-electron.ts'

vi.mock('electron', () => import('../../support/fake-electron.ts'))

/** The main process's start (desktop/main/index.ts) against a stand-in for Electron. */

beforeAll(async () => {
  app.userData = mkdtempSync(join(tmpdir(), 'main-process-'))
  // The stand-in has no system encryption: the secret store warns that it keeps the session
  // in memory only.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  await import('../../../desktop/main/index.ts')
  await vi.waitFor(() => {
    expect(BrowserWindow.created).toHaveLength(1)
  })
})
afterAll(() => {
  rmSync(app.userData, { recursive: true, force: true })
  vi.restoreAllMocks()
})

describe('the main process', () => {
  it('hardens the session and registers its handlers before it opens the window', () => {
    expect(timeline).toEqual(['session hardened', 'ipc registered', 'window created'])
  })

  it('keeps IndexedDB on SQLite, which survives a crash mid-write', () => {
    expect(app.switches).toContainEqual([ENABLE_FEATURES_SWITCH, CHROMIUM_FEATURES.join(',')])
  })

  it('refuses every permission to the pages of its session', () => {
    const { permissionRequestHandler, permissionCheckHandler } = session.defaultSession
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal']) {
      const callback = vi.fn()
      permissionRequestHandler?.({}, permission, callback)
      expect(callback).toHaveBeenCalledExactlyOnceWith(false)
      expect(permissionCheckHandler?.({}, permission)).toBe(false)
    }
  })

  it('answers exactly the requests of DesktopApi, the close handshake and backup archives', () => {
    expect([...ipcMain.channels].sort()).toEqual(
      [
        ...Object.values(REQUEST_CHANNELS),
        APP_CHANNELS.readyToClose,
        APP_CHANNELS.backupDeliver,
      ].sort(),
    )
  })

  it('opens one window on the built renderer, its page guarded', () => {
    const [window] = BrowserWindow.created
    expect(window?.loaded).toEqual([expect.stringMatching(/renderer\/index\.html$/)])
    expect(window?.options.webPreferences?.preload).toMatch(/preload\/index\.cjs$/)
    expect(window?.webContents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({
      action: 'deny',
    })
  })
})
