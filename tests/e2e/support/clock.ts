import { type Locator, type Page, expect } from '@playwright/test'

/**
 * Waits until `locator` shows while moving the page's clock on a second at a time, so that
 * the site's waits between retries (1 s, then 2 s) pass at once instead of being sat through.
 * The page's clock must be installed (`page.clock.install()`) before it loads.
 */
export async function fastForwardUntilVisible(page: Page, locator: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(1000)
    expect(await locator.isVisible()).toBe(true)
  }).toPass({ intervals: [50], timeout: 15_000 })
}
