import { type Page, expect } from '@playwright/test'

/**
 * Turns the system's theme to `theme` and waits until the page has followed it: the site's
 * class on <html>, the owner area's Blueprint class where there is one, and every colour
 * transition finished, so that what a test measures next is the new theme, not a frame between.
 */
export async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
  await expect(page.locator('.owner-area.bp6-dark')).toHaveCount(
    theme === 'dark' ? await page.locator('.owner-area').count() : 0,
  )
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve(
              document.getAnimations().every((animation) => animation.playState !== 'running'),
            )
          })
        })
      }),
  )
}
