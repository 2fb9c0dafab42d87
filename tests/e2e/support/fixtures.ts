import { type BrowserContext, test as base, expect } from '@playwright/test'
import type { HostedBackend } from '../../support/backend-host.ts'
import { type OwnerSession, passwordSession } from './backend.ts'
import { BackendPool } from './backendPool.ts'
import { BackendRouter } from './backendRouter.ts'
import { BACKEND_HOST } from './backendHost.ts'
import { signedInStorageState } from './owner.ts'

/** Where the 'Schedule a Call' frame points (the site's default booking URL). */
export const BOOKING_URL = 'https://cal.com/example/30min'

export interface E2eFixtures {
  /**
   * Arguments for a backend of the test's own (e.g. `['--no-owner']`), or null to share the
   * run's backend with the demo content. Set with `test.use({ freshBackend: [...] })`.
   */
  freshBackend: string[] | null
  /**
   * The test starts with the demo owner signed in: the browser holds the owner's session where
   * the site keeps it, as after signing in through /auth. For tests that are not about signing
   * in; those sign in through the form. Set with `test.use({ signedIn: true })`.
   */
  signedIn: boolean
  /** The real address of this test's backend. */
  backendUrl: string
  /** Stops the test's own backend (with `freshBackend`), as if the server went away. */
  stopBackend: () => Promise<void>
  consoleErrors: string[]
}

/**
 * Every test runs against the site the global setup serves. Its backend address leads to this
 * test's backend (see BackendRouter); anything else off this machine is refused, and the booking
 * page is answered by a stand-in where a test asks for it (stubBookingPage).
 */
export const test = base.extend<
  E2eFixtures & { ownBackend: HostedBackend | null },
  { backendPool: BackendPool; backendRouter: BackendRouter; sharedOwnerSession: OwnerSession }
>({
  freshBackend: [null, { option: true }],
  signedIn: [false, { option: true }],
  backendRouter: [
    async ({}, use) => {
      const router = await BackendRouter.start()
      await use(router)
      await router.close()
    },
    { scope: 'worker' },
  ],
  // Requests to the backend go by name to the worker's router; nothing else leaves the machine.
  // No request is intercepted, so pages load as they do for visitors, with the browser's cache.
  launchOptions: [
    async ({ launchOptions, backendRouter }, use) => {
      const rules = backendRouter.hostResolverRules(BACKEND_HOST)
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), `--host-resolver-rules=${rules}`],
      })
    },
    { scope: 'worker' },
  ],
  backendPool: [
    async ({}, use) => {
      const pool = new BackendPool()
      await use(pool)
      await pool.close()
    },
    { scope: 'worker' },
  ],
  /** The owner's session on the run's shared backend: signed in once per worker. */
  sharedOwnerSession: [
    async ({}, use) => {
      await use(await passwordSession(process.env.E2E_BACKEND_URL ?? ''))
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_SITE_URL ?? baseURL)
  },
  ownBackend: async ({ freshBackend, backendPool }, use) => {
    if (!freshBackend) {
      await use(null)
      return
    }
    const backend = await backendPool.take(freshBackend)
    await use(backend)
    await backend.stop()
  },
  storageState: async (
    { signedIn, ownBackend, backendUrl, sharedOwnerSession, storageState, baseURL },
    use,
  ) => {
    if (!signedIn) {
      await use(storageState)
      return
    }
    // A backend of the test's own has an owner of its own: signed in once, now.
    const session = ownBackend ? await passwordSession(backendUrl) : sharedOwnerSession
    // The site the test opens: the build, or the dev server in a project that runs on it.
    await use(signedInStorageState(baseURL ?? '', session))
  },
  backendUrl: async ({ ownBackend }, use) => {
    await use(ownBackend?.url ?? process.env.E2E_BACKEND_URL ?? '')
  },
  stopBackend: async ({ ownBackend }, use) => {
    await use(async () => {
      if (!ownBackend)
        throw new Error('Only a test with its own backend (freshBackend) can stop it')
      await ownBackend.stop()
    })
  },
  context: async ({ context, backendUrl, backendRouter }, use) => {
    backendRouter.target = backendUrl
    await use(context)
    backendRouter.target = null
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
})

/** Answers the booking page's address with a stand-in page, for a test that opens it. */
export async function stubBookingPage(context: BrowserContext): Promise<void> {
  await context.route(`${BOOKING_URL}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Booking</title><h1>Pick a time</h1>',
    }),
  )
}

export { expect }
