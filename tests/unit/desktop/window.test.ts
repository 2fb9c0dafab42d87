import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMainWindow } from '../../../desktop/main/window.ts'
import { BrowserWindow, shell } from '../../support/fake-electron.ts'

vi.mock('electron', () => import('../../support/fake-electron.ts'))

const PRELOAD = '/opt/app/out/preload/index.cjs'
const RENDERER = '/opt/app/out/renderer/index.html'
const APP_URL = `file://${RENDERER}`

let directory = ''
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'main-window-'))
  BrowserWindow.created.length = 0
  shell.opened.length = 0
})
afterEach(() => {
  rmSync(directory, { recursive: true, force: true })
})

function open(devServerUrl: string | null = null): BrowserWindow {
  createMainWindow({
    preloadPath: PRELOAD,
    devServerUrl,
    rendererFile: RENDERER,
    appUrl: devServerUrl ?? APP_URL,
    stateDirectory: directory,
  })
  const [window] = BrowserWindow.created
  if (!window) throw new Error('no window was created')
  return window
}

describe('the main window', () => {
  it('runs its page sandboxed and isolated from the preload, without Node', () => {
    const preferences = open().options.webPreferences
    expect(preferences).toMatchObject({
      preload: PRELOAD,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    })
    expect(preferences?.nodeIntegrationInWorker ?? false).toBe(false)
    expect(preferences?.nodeIntegrationInSubFrames ?? false).toBe(false)
  })

  it('keeps web security on: no insecure content, no webviews, no experimental features', () => {
    const preferences = open().options.webPreferences
    expect(preferences?.webSecurity ?? true).toBe(true)
    expect(preferences?.allowRunningInsecureContent ?? false).toBe(false)
    expect(preferences?.webviewTag ?? false).toBe(false)
    expect(preferences?.experimentalFeatures ?? false).toBe(false)
    expect(preferences?.enableBlinkFeatures).toBeUndefined()
  })

  it('loads the built page, or the dev server in development', () => {
    expect(open().loaded).toEqual([RENDERER])
    BrowserWindow.created.length = 0
    expect(open('http://127.0.0.1:5174/').loaded).toEqual(['http://127.0.0.1:5174/'])
  })

  it("guards its page's navigation: links leave for the system browser", () => {
    const contents = open().webContents
    const preventDefault = vi.fn()
    contents.emit('will-navigate', { url: 'https://example.com/', preventDefault })
    expect(preventDefault).toHaveBeenCalledOnce()
    expect(shell.opened).toEqual(['https://example.com/'])

    const stay = vi.fn()
    contents.emit('will-navigate', { url: `${APP_URL}#/blog-admin`, preventDefault: stay })
    expect(stay).not.toHaveBeenCalled()
  })

  it('opens no other window', () => {
    const contents = open().webContents
    expect(contents.windowOpenHandler?.({ url: APP_URL })).toEqual({ action: 'deny' })
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({
      action: 'deny',
    })
  })
})
