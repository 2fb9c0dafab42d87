import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { compileFunction } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { APP_CHANNELS, REQUEST_CHANNELS } from '../../desktop/ipc-channels.ts'
import { contentSecurityPolicy } from '../../desktop/main/content-security-policy.ts'
import { DESKTOP_API_METHODS } from '../../owner/platform/desktop-api.ts'
import { buildDesktop } from '../support/desktop-build.ts'

/**
 * Builds the desktop app once with electron-vite (which needs no Electron binary) and checks the
 * bundles, then runs the built preload in Node against a stand-in for Electron: the bridge it
 * exposes must be exactly DesktopApi and each method one named message.
 */

let outDir = ''
beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'desktop-build-'))
  await buildDesktop(outDir)
}, 120_000)
afterAll(() => {
  rmSync(outDir, { recursive: true, force: true })
})

describe('the desktop build', () => {
  it('writes the main, preload and renderer bundles', () => {
    expect(existsSync(join(outDir, 'main/index.js'))).toBe(true)
    expect(existsSync(join(outDir, 'preload/index.cjs'))).toBe(true)
    const html = readFileSync(join(outDir, 'renderer/index.html'), 'utf8')
    // Loaded from file://: its scripts must be addressed relative to the page.
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1])
    expect(scripts.length).toBeGreaterThan(0)
    for (const src of scripts) expect(src).toMatch(/^\.\//)
    expect(readdirSync(join(outDir, 'renderer/assets')).some((file) => file.endsWith('.js'))).toBe(
      true,
    )
  })

  it("carries the renderer's Content-Security-Policy in its HTML, before any script", () => {
    const html = readFileSync(join(outDir, 'renderer/index.html'), 'utf8')
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)
    expect(meta?.[1]?.replaceAll('&#39;', "'")).toBe(contentSecurityPolicy({ dev: false }))
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'))
  })

  it('bundles main so that it needs nothing but Electron and Node at run time', () => {
    const main = readFileSync(join(outDir, 'main/index.js'), 'utf8')
    const imported = [...main.matchAll(/^import .* from "([^"]+)";?$/gm)].map((match) => match[1])
    expect(imported).toContain('electron')
    for (const specifier of imported) expect(specifier).toMatch(/^(electron|node:[a-z_/]+)$/)
  })
})

describe('the built preload', () => {
  function loadPreload() {
    const exposed = new Map<string, unknown>()
    const listeners = new Map<string, ((...args: unknown[]) => void)[]>()
    const ipcRenderer = {
      invoke: vi.fn((..._args: unknown[]) => Promise.resolve('answer')),
      on: vi.fn((channel: string, listener: (...args: unknown[]) => void) => {
        listeners.set(channel, [...(listeners.get(channel) ?? []), listener])
      }),
      removeListener: vi.fn((channel: string, listener: (...args: unknown[]) => void) => {
        listeners.set(
          channel,
          (listeners.get(channel) ?? []).filter((entry) => entry !== listener),
        )
      }),
      send: vi.fn(),
    }
    const electron = {
      contextBridge: {
        exposeInMainWorld: (name: string, api: unknown) => {
          exposed.set(name, api)
        },
      },
      ipcRenderer,
    }
    const required: string[] = []
    // A sandboxed preload gets a require that knows 'electron' and little else: allow only that.
    const sandboxRequire = (id: string) => {
      required.push(id)
      if (id === 'electron') return electron
      throw new Error(`a sandboxed preload cannot require "${id}"`)
    }
    const code = readFileSync(join(outDir, 'preload/index.cjs'), 'utf8')
    const module = { exports: {} }
    // The CommonJS wrapper Node would put around the file, with our require in it.
    const run = compileFunction(code, ['require', 'module', 'exports']) as (
      require: (id: string) => unknown,
      module: { exports: object },
      exports: object,
    ) => void
    run(sandboxRequire, module, module.exports)

    const emit = (channel: string, ...args: unknown[]) => {
      for (const listener of listeners.get(channel) ?? []) listener({ sender: 'event' }, ...args)
    }
    const api = exposed.get('desktop') as Record<string, (...args: unknown[]) => unknown>
    return { exposed, api, ipcRenderer, required, emit }
  }

  it('requires nothing but electron and exposes only window.desktop', () => {
    const { exposed, required } = loadPreload()
    expect(required).toEqual(['electron'])
    expect([...exposed.keys()]).toEqual(['desktop'])
  })

  it('exposes exactly the methods of DesktopApi, none of them ipcRenderer', () => {
    const { api, ipcRenderer } = loadPreload()
    expect(Object.keys(api).sort()).toEqual([...DESKTOP_API_METHODS].sort())
    const raw: unknown[] = [ipcRenderer, ...Object.values(ipcRenderer)]
    for (const value of Object.values(api)) {
      expect(typeof value).toBe('function')
      expect(raw).not.toContain(value)
    }
  })

  const requests: [keyof typeof REQUEST_CHANNELS, unknown[]][] = [
    ['readSecret', ['session']],
    ['writeSecret', ['session', 'value']],
    ['deleteSecret', ['session']],
    ['secretStorage', []],
    ['loadSettings', []],
    ['saveSettings', [{ backendUrl: 'https://abcd.supabase.co', anonKey: 'key' }]],
    ['openExternal', ['https://example.com/']],
    ['backupOverview', []],
    ['backUpNow', []],
    ['chooseBackupFolder', []],
    ['setBackupPersonalData', [true]],
    ['openBackupFolder', []],
    ['readBackup', ['site-backup-2026-11-24T09-30-00Z.zip']],
  ]

  it('is tested for every request', () => {
    expect(requests.map(([method]) => method).sort()).toEqual(Object.keys(REQUEST_CHANNELS).sort())
  })

  it.each(requests)(
    '%s invokes its own channel with its arguments and answers with the reply',
    async (method, args) => {
      const { api, ipcRenderer } = loadPreload()
      await expect(api[method]?.(...args)).resolves.toBe('answer')
      expect(ipcRenderer.invoke).toHaveBeenCalledExactlyOnceWith(REQUEST_CHANNELS[method], ...args)
    },
  )

  it('delivers menu commands until the listener unsubscribes', () => {
    const { api, emit } = loadPreload()
    const commands: unknown[] = []
    const unsubscribe = api.onCommand?.((command: unknown) => commands.push(command)) as () => void
    emit(APP_CHANNELS.command, 'save')
    unsubscribe()
    emit(APP_CHANNELS.command, 'new-post')
    expect(commands).toEqual(['save'])
  })

  it('answers main’s request for a backup archive with the listener’s bytes, or why not', async () => {
    const { api, ipcRenderer, emit } = loadPreload()
    emit(APP_CHANNELS.backupRequest, 'early', false)
    await vi.waitFor(() => {
      expect(ipcRenderer.invoke).toHaveBeenCalledWith(APP_CHANNELS.backupDeliver, 'early', {
        error: 'The app is still starting.',
      })
    })
    const asked: unknown[] = []
    const stop = api.onBackupRequest?.((personalData: unknown) => {
      asked.push(personalData)
      return Promise.resolve(new Uint8Array([1, 2]))
    }) as () => void
    emit(APP_CHANNELS.backupRequest, 'first', true)
    await vi.waitFor(() => {
      expect(ipcRenderer.invoke).toHaveBeenCalledWith(APP_CHANNELS.backupDeliver, 'first', {
        bytes: new Uint8Array([1, 2]),
      })
    })
    expect(asked).toEqual([true])
    stop()
    const changes: unknown[] = []
    api.onBackupChange?.((overview: unknown) => changes.push(overview))
    emit(APP_CHANNELS.backupChange, { folder: '/backups' })
    expect(changes).toEqual([{ folder: '/backups' }])
  })

  it('answers a close only after the before-close listeners have finished', async () => {
    const { api, ipcRenderer, emit } = loadPreload()
    let finish: () => void = () => undefined
    const written = new Promise<void>((resolve) => {
      finish = resolve
    })
    api.onBeforeClose?.(() => written)
    emit(APP_CHANNELS.beforeClose)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(ipcRenderer.invoke).not.toHaveBeenCalled()

    finish()
    await vi.waitFor(() => {
      expect(ipcRenderer.invoke).toHaveBeenCalledExactlyOnceWith(APP_CHANNELS.readyToClose)
    })
  })

  it('answers a close at once when nothing listens, or when a listener fails', async () => {
    const { api, ipcRenderer, emit } = loadPreload()
    const unsubscribe = api.onBeforeClose?.(() => Promise.resolve()) as () => void
    unsubscribe()
    api.onBeforeClose?.(() => Promise.reject(new Error('disk full')))
    emit(APP_CHANNELS.beforeClose)
    await vi.waitFor(() => {
      expect(ipcRenderer.invoke).toHaveBeenCalledExactlyOnceWith(APP_CHANNELS.readyToClose)
    })
  })
})
