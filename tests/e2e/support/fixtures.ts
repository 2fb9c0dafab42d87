import { type BrowserContext, type Route, test as base, expect } from '@playwright/test'
import type { BackendProcess } from '../../../scripts/local-backend-process.ts'
import { type OwnerSession, passwordSession } from './backend.ts'
import { BackendPool } from './backendPool.ts'
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
 * Every test runs against the site the global setup serves. Its backend address is routed to
 * this test's backend; the booking page is answered by a stub; anything else off this machine
 * is refused.
 */
export const test = base.extend<
  E2eFixtures & { ownBackend: BackendProcess | null },
  { backendPool: BackendPool; sharedOwnerSession: OwnerSession }
>({
  freshBackend: [null, { option: true }],
  signedIn: [false, { option: true }],
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
    { signedIn, ownBackend, backendUrl, sharedOwnerSession, storageState },
    use,
  ) => {
    if (!signedIn) {
      await use(storageState)
      return
    }
    // A backend of the test's own has an owner of its own: signed in once, now.
    const session = ownBackend ? await passwordSession(backendUrl) : sharedOwnerSession
    await use(signedInStorageState(process.env.E2E_SITE_URL ?? '', session))
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
  context: async ({ context, backendUrl }, use) => {
    await routeOffMachine(context, backendUrl)
    await use(context)
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

/**
 * Routes a browser context as every test's is: the backend address to `backendUrl`, the booking
 * page to a stub, anything else off this machine refused. For a second context in a test (a
 * visitor beside the owner).
 */
export async function routeOffMachine(context: BrowserContext, backendUrl: string): Promise<void> {
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      const url = new URL(route.request().url())
      if (url.host === BACKEND_HOST) {
        await forwardTo(route, `${backendUrl}${url.pathname}${url.search}`)
      } else if (url.href.startsWith(BOOKING_URL)) {
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Booking</title><h1>Pick a time</h1>',
        })
      } else {
        await route.abort('blockedbyclient')
      }
    },
  )
}

/**
 * Answers the page's request with the backend's answer. A request still in flight when the
 * test's backend stops is refused; one the page gave up on (it navigated, or the test ended)
 * needs no answer, and Playwright reports that as an error on fulfil or abort.
 */
async function forwardTo(route: Route, address: string): Promise<void> {
  try {
    const response = await route.fetch({ url: address }).catch(() => null)
    if (response)
      await route.fulfill({
        status: response.status(),
        headers: response.headers(),
        body: await response.body(),
      })
    else await route.abort('connectionrefused')
  } catch (error) {
    if (!route.request().failure() && !isGone(error)) throw error
  }
}

function isGone(error: unknown): boolean {
  return error instanceof Error && /disposed|closed|already handled/i.test(error.message)
}

export { expect }
