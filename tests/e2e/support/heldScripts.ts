import type { Page, Route } from '@playwright/test'

/**
 * Opens a page with its scripts held back, as on a slow connection: the prerendered markup is
 * there, React is not. Returns what lets them through.
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<() => Promise<void>> {
  let holding = true
  const held: Route[] = []
  await page.route('**/assets/*.js', async (route) => {
    if (holding) held.push(route)
    else await route.continue()
  })
  await page.goto(path, { waitUntil: 'commit' })
  return async () => {
    holding = false
    await Promise.all(held.map((route) => route.continue()))
  }
}
