import type { Browser, Request } from '@playwright/test'

export interface Screen {
  width: number
  height: number
  deviceScaleFactor: number
  mobile: boolean
}

/** Lighthouse's phone (a Moto G Power): 412 px wide at a device pixel ratio of 1.75. */
export const PHONE: Screen = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true }
export const DESKTOP: Screen = { width: 1440, height: 900, deviceScaleFactor: 1, mobile: false }

/** Bytes a first visit received (bodies as sent, and headers), by Chromium's resource type. */
export interface Transferred {
  total: number
  byType: Record<string, number>
}

/**
 * Opens `url` in a fresh browser context (nothing cached) on `screen`, waits until the network
 * is quiet (the page has hydrated and fetched what it fetches), and counts what came over it.
 */
export async function firstVisit(
  browser: Browser,
  url: string,
  screen: Screen,
): Promise<Transferred> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: screen.mobile,
    hasTouch: screen.mobile,
  })
  try {
    const page = await context.newPage()
    const finished: Request[] = []
    page.on('requestfinished', (request) => finished.push(request))
    await page.goto(url, { waitUntil: 'networkidle' })
    const transferred: Transferred = { total: 0, byType: {} }
    for (const request of finished) {
      const sizes = await request.sizes()
      const bytes = sizes.responseBodySize + sizes.responseHeadersSize
      const type = request.resourceType()
      transferred.total += bytes
      transferred.byType[type] = (transferred.byType[type] ?? 0) + bytes
    }
    return transferred
  } finally {
    await context.close()
  }
}
