import { type Locator, type Page, expect } from '@playwright/test'

/**
 * Turns the system's theme to `theme` and waits until the page has followed it: the site's
 * class on <html>, the owner area's Blueprint class where there is one, and every colour
 * transition finished, so that what a test measures next is the new theme, not a frame between.
 */
export async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
  for (const area of await page.locator('.owner-area').all()) {
    await expect.poll(() => looksDark(area)).toBe(theme === 'dark')
  }
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

/**
 * Whether an element shows on a dark background: the first background colour that is not
 * transparent, from the element up, is darker than mid-grey (by its relative luminance).
 */
export function looksDark(element: Locator): Promise<boolean> {
  return element.evaluate((start) => {
    for (let node: Element | null = start; node; node = node.parentElement) {
      const [red = 0, green = 0, blue = 0, alpha = 1] = (
        getComputedStyle(node).backgroundColor.match(/[\d.]+/g) ?? []
      ).map(Number)
      if (alpha > 0) return 0.2126 * red + 0.7152 * green + 0.0722 * blue < 128
    }
    return false
  })
}
