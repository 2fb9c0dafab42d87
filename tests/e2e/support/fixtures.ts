import { test as base, expect } from '@playwright/test'

/** Where the 'Schedule a Call' frame points (the site's default booking URL). */
export const BOOKING_URL = 'https://cal.com/example/30min'

/**
 * Every test runs against the site the global setup serves, with the outside world cut off:
 * the booking page is answered by a stub, anything else off this machine is refused.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_SITE_URL ?? baseURL)
  },
  context: async ({ context }, use) => {
    await context.route(
      (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
      async (route) => {
        if (route.request().url().startsWith(BOOKING_URL)) {
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

export { expect }
