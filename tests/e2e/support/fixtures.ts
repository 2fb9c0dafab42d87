import { type Route, test as base, expect } from '@playwright/test'
import { type BackendProcess, spawnLocalBackend } from '../../../scripts/local-backend-process.ts'
import { BACKEND_HOST } from './backendHost.ts'

/** Where the 'Schedule a Call' frame points (the site's default booking URL). */
export const BOOKING_URL = 'https://cal.com/example/30min'

export interface E2eFixtures {
  /**
   * Arguments for a backend of the test's own (e.g. `['--no-owner']`), or null to share the
   * run's backend with the demo content. Set with `test.use({ freshBackend: [...] })`.
   */
  freshBackend: string[] | null
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
export const test = base.extend<E2eFixtures & { ownBackend: BackendProcess | null }>({
  freshBackend: [null, { option: true }],
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_SITE_URL ?? baseURL)
  },
  ownBackend: async ({ freshBackend }, use) => {
    if (!freshBackend) {
      await use(null)
      return
    }
    const backend = await spawnLocalBackend(['--memory', ...freshBackend])
    await use(backend)
    await backend.stop()
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
