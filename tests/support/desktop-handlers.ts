import type { Environment } from '../../shared/config/siteConfig.ts'
import type { DesktopRequests } from '../../desktop/ipc-channels.ts'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Backups, createBackups } from '../../desktop/main/backups.ts'
import { createDesktopHandlers } from '../../desktop/main/handlers.ts'
import { type Cipher, openSecretStore } from '../../desktop/main/secret-store.ts'
import { createSettingsStore } from '../../desktop/main/settings-store.ts'

const FAKE_PREFIX = Buffer.from('fake-cipher:')
const XOR_KEY = 0x5a

/**
 * A stand-in for Electron's safeStorage: reversible, so tests can read back what they wrote, and
 * scrambled (XOR and a prefix), so a test can tell that no plain secret reached the disk. With
 * `available: false` it behaves like a system without encryption.
 */
export function fakeCipher({ available = true }: { available?: boolean } = {}): Cipher {
  return {
    isAvailable: () => Promise.resolve(available),
    encrypt: (plain) => {
      const scrambled = Buffer.from(plain, 'utf8').map((byte) => byte ^ XOR_KEY)
      return Promise.resolve(Buffer.concat([FAKE_PREFIX, scrambled]))
    },
    decrypt: (data) => {
      if (!data.subarray(0, FAKE_PREFIX.length).equals(FAKE_PREFIX)) {
        return Promise.reject(new Error('not encrypted by the fake cipher'))
      }
      const plain = data.subarray(FAKE_PREFIX.length).map((byte) => byte ^ XOR_KEY)
      return Promise.resolve(Buffer.from(plain).toString('utf8'))
    },
  }
}

export interface FakeDesktop {
  /** The request half of DesktopApi, as main serves it (without the IPC sender check). */
  handlers: DesktopRequests
  /** Every address the handlers would have opened in the system's browser, in order. */
  openedUrls: string[]
  /** The backups, in `directory`/Backups; made only when a test runs their schedule. */
  backups: Backups
}

/**
 * The desktop's real handlers and stores in `directory` (a temporary folder of the test's), with
 * the fake cipher instead of safeStorage and no system browser.
 */
export async function createFakeDesktop(options: {
  directory: string
  /** False: secrets stay in memory, as on a system without encryption. */
  encryption?: boolean
  /** Supplies VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY defaults; none by default. */
  env?: Environment
}): Promise<FakeDesktop> {
  const openedUrls: string[] = []
  const backups = createBackups({
    directory: options.directory,
    defaultFolder: join(options.directory, 'Backups'),
    makeArchive: () => Promise.reject(new Error('Tests make backups through the window')),
    chooseFolder: () => Promise.resolve(null),
    openFolder: (folder) => {
      openedUrls.push(pathToFileURL(folder).href)
      return Promise.resolve()
    },
    notify: () => undefined,
    timers: { now: () => Date.now(), setTimer: () => null, clearTimer: () => undefined },
  })
  const handlers = createDesktopHandlers({
    secrets: await openSecretStore({
      directory: options.directory,
      cipher: fakeCipher({ available: options.encryption ?? true }),
      warn: () => undefined,
    }),
    settings: createSettingsStore({ directory: options.directory, env: options.env ?? {} }),
    openExternal: (url) => {
      openedUrls.push(url)
      return Promise.resolve()
    },
    backups: backups.requests,
  })
  return { handlers, openedUrls, backups }
}
