import { ownerToast } from './toasts.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import type { DesktopRequests } from '../../../desktop/ipc-channels.ts'
import { authStorageKey } from '../../../shared/backend/storedSession.ts'
import type { DesktopCommand } from '../../../owner/platform/desktop-api.ts'
import { localApiKeys } from '../../../supabase/local/keys.ts'
import { createFakeDesktop } from '../../support/desktop-handlers.ts'
import { demoOwner, passwordSession } from './backend.ts'
import { test as base } from './fixtures.ts'
import { authenticatorCode } from './owner.ts'

/** What a test reads of a draft in the app's store. */
interface StoredDraft {
  title: string
  values: Record<string, unknown>
}

/** What the fake preload puts beside `window.desktop`, for the test to act as main does. */
interface DesktopHarnessHooks {
  command(command: DesktopCommand): void
  beforeClose(): Promise<unknown>
}

/**
 * The preload's part, in the page: `window.desktop` with the methods of DesktopApi, each request
 * answered by the real main-process handlers over a Playwright binding.
 */
function fakePreload(): void {
  const call = (window as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)
    .__desktopRequest
  const request =
    (method: string) =>
    (...args: unknown[]) =>
      call?.(method, args)
  const commandListeners = new Set<(command: string) => void>()
  const closeListeners = new Set<() => Promise<void>>()
  const desktop = {
    readSecret: request('readSecret'),
    writeSecret: request('writeSecret'),
    deleteSecret: request('deleteSecret'),
    secretStorage: request('secretStorage'),
    loadSettings: request('loadSettings'),
    saveSettings: request('saveSettings'),
    openExternal: request('openExternal'),
    backupOverview: request('backupOverview'),
    backUpNow: request('backUpNow'),
    chooseBackupFolder: request('chooseBackupFolder'),
    setBackupPersonalData: request('setBackupPersonalData'),
    openBackupFolder: request('openBackupFolder'),
    readBackup: request('readBackup'),
    // Main's side of backups is tested in Node (tests/unit/desktop/backups.test.ts).
    onBackupRequest: () => () => undefined,
    onBackupChange: () => () => undefined,
    onCommand: (listener: (command: string) => void) => {
      commandListeners.add(listener)
      return () => commandListeners.delete(listener)
    },
    onBeforeClose: (listener: () => Promise<void>) => {
      closeListeners.add(listener)
      return () => closeListeners.delete(listener)
    },
  }
  const hooks: DesktopHarnessHooks = {
    command: (command) => {
      for (const listener of commandListeners) listener(command)
    },
    beforeClose: () => Promise.allSettled([...closeListeners].map((listener) => listener())),
  }
  Object.defineProperty(window, 'desktop', { value: Object.freeze(desktop) })
  Object.defineProperty(window, '__desktopHarness', { value: hooks })
}

/** The desktop app's renderer in a page, with its main process played by the real handlers. */
export class DesktopApp {
  constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly backendUrl: string,
    /** The app's data directory (settings, the encrypted session), as main keeps it. */
    readonly dataDirectory: string,
    /** Main's handlers, which answer the page's desktop requests. */
    readonly handlers: DesktopRequests,
  ) {}

  /** The same app in another window of the same profile, as after the app is opened again. */
  async reopen(): Promise<DesktopApp> {
    return new DesktopApp(
      this.context,
      await this.context.newPage(),
      this.backendUrl,
      this.dataDirectory,
      this.handlers,
    )
  }

  /** Opens a screen of the app (its hash route), as after a start or a reload. */
  async open(path = '/'): Promise<void> {
    await this.page.goto(`${process.env.E2E_DESKTOP_URL ?? ''}#${path}`)
  }

  /** The backend stops answering: every request to it is refused, the network itself up. */
  async goOffline(): Promise<void> {
    await this.context.route(`${this.backendUrl}/**`, (route) => route.abort('connectionrefused'))
  }

  async goOnline(): Promise<void> {
    await this.context.unroute(`${this.backendUrl}/**`)
  }

  /** A menu command, as main sends it. */
  async command(command: DesktopCommand): Promise<void> {
    await this.page.evaluate((name) => {
      ;(window as unknown as { __desktopHarness: DesktopHarnessHooks }).__desktopHarness.command(
        name,
      )
    }, command)
  }

  /** Main's close handshake: resolves once the renderer has written its drafts. */
  async beforeClose(): Promise<void> {
    await this.page.evaluate(() =>
      (
        window as unknown as { __desktopHarness: DesktopHarnessHooks }
      ).__desktopHarness.beforeClose(),
    )
  }

  toast(text: string) {
    return ownerToast(this.page, text)
  }

  /**
   * Signs the demo owner in with password and, where `totpSecret` is given, the code (the next
   * period's: the current one went to the enrolment, and a code is accepted only once).
   */
  async signIn(totpSecret?: string): Promise<void> {
    await this.open('/auth')
    await this.page.getByLabel('Email').fill(demoOwner.email)
    await this.page.getByLabel('Password').fill(demoOwner.password)
    await this.page.getByRole('button', { name: 'Sign In' }).click()
    if (totpSecret) {
      await this.page.getByLabel('Authentication code').fill(authenticatorCode(totpSecret, 1))
      await this.page.getByRole('button', { name: 'Verify' }).click()
    }
    await this.page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor()
  }

  /** The drafts the app has written to its draft store (one database per backend). */
  async drafts(): Promise<StoredDraft[]> {
    return this.page.evaluate(async (name) => {
      // Opening a database that does not exist would create it, empty, under the app's feet.
      if (!(await indexedDB.databases()).some((database) => database.name === name)) return []
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => {
          resolve(request.result)
        }
        request.onerror = () => {
          reject(request.error ?? new Error(`Could not open ${name}`))
        }
      })
      try {
        if (!database.objectStoreNames.contains('drafts')) return []
        return await new Promise<StoredDraft[]>((resolve, reject) => {
          const request = database.transaction('drafts').objectStore('drafts').getAll()
          request.onsuccess = () => {
            resolve(request.result as StoredDraft[])
          }
          request.onerror = () => {
            reject(request.error ?? new Error('Could not read the drafts'))
          }
        })
      } finally {
        database.close()
      }
    }, `drafts ${this.backendUrl}`)
  }

  /** Where the app keeps the signed-in session: main's secret store, under supabase-js's key. */
  get sessionKey(): string {
    return authStorageKey(this.backendUrl)
  }

  /**
   * Opens the app with the demo owner already signed in, as a restart after signing in finds
   * it: the session in main's secret store (sign-in.spec.ts signs in through the form).
   */
  async openSignedIn(): Promise<void> {
    const session = await passwordSession(this.backendUrl)
    await this.handlers.writeSecret(this.sessionKey, JSON.stringify(session))
    await this.open('/blog-admin')
    await this.page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor()
  }
}

export const test = base.extend<{ desktop: DesktopApp }>({
  desktop: async ({ context, page, backendUrl }, use) => {
    // The app's data directory (settings, encrypted session), kept for the whole test.
    const directory = mkdtempSync(join(tmpdir(), 'desktop-app-data-'))
    const { handlers } = await createFakeDesktop({
      directory,
      env: { VITE_SUPABASE_URL: backendUrl, VITE_SUPABASE_ANON_KEY: localApiKeys().anonKey },
    })
    await context.exposeBinding('__desktopRequest', (_source, method: string, args: unknown[]) => {
      const handler = handlers[method as keyof DesktopRequests] as (
        ...values: unknown[]
      ) => Promise<unknown>
      return handler(...args)
    })
    await context.addInitScript(fakePreload)
    await use(new DesktopApp(context, page, backendUrl, directory, handlers))
    rmSync(directory, { recursive: true, force: true })
  },
})

export { expect } from './fixtures.ts'

/** Turns on two-factor for the demo owner over the Auth API; returns the authenticator secret. */
export async function enrolOwnerTotp(backendUrl: string): Promise<string> {
  const session = await passwordSession(backendUrl)
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${backendUrl}/auth/v1${path}`, {
      method: 'POST',
      headers: {
        apikey: localApiKeys().anonKey,
        Authorization: `Bearer ${session.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as Record<string, unknown>
  }
  const factor = (await call('/factors', {
    factor_type: 'totp',
    friendly_name: 'Desktop test',
  })) as {
    id: string
    totp: { secret: string }
  }
  const challenge = (await call(`/factors/${factor.id}/challenge`, {})) as { id: string }
  await call(`/factors/${factor.id}/verify`, {
    challenge_id: challenge.id,
    code: authenticatorCode(factor.totp.secret),
  })
  return factor.totp.secret
}
