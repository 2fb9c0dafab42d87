import { SitePage } from '../pages/SitePage.ts'
import { expect, test } from '../support/fixtures.ts'
import { openWithScriptsHeld } from '../support/heldScripts.ts'

test('a chosen theme is kept across reloads', async ({ page }) => {
  const site = new SitePage(page)
  await site.open('/')
  await site.themeButton('Dark').click()
  await expect(site.themeButton('Dark')).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => site.rootThemeClass()).toContain('dark')
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

  await page.reload()
  await expect(site.themeButton('Dark')).toHaveAttribute('aria-pressed', 'true')
  expect(await site.rootThemeClass()).toContain('dark')
  await site.themeButton('Light').click()
  await expect(site.themeButton('Light')).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(site.themeButton('Light')).toHaveAttribute('aria-pressed', 'true')
  expect(await site.rootThemeClass()).toContain('light')
})

test('a stored dark theme never gives way to light while the page wakes up', async ({ page }) => {
  const site = new SitePage(page)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark')
    const seen: string[] = []
    Object.assign(window, { themeClassesSeen: seen })
    // The document has no root element yet when this runs: the parser adds it.
    new MutationObserver(() => {
      seen.push(document.documentElement.className)
    }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true })
  })
  await site.open('/')
  await expect(site.themeButton('Dark')).toHaveAttribute('aria-pressed', 'true')
  const seen = await page.evaluate(
    () => (window as unknown as { themeClassesSeen: string[] }).themeClassesSeen,
  )
  expect(seen.filter((className) => /\blight\b/.test(className))).toEqual([])
})

test('System follows the operating system, live', async ({ page }) => {
  const site = new SitePage(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await site.open('/')
  await site.themeButton('System').click()
  await expect.poll(() => site.rootThemeClass()).toContain('dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(() => site.rootThemeClass()).toContain('light')
})

test('the stored theme applies before any script of the app runs (no flash)', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark')
  })
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.reload()
  expect(await page.evaluate(() => document.documentElement.className)).toContain('dark')
})

test('a button clicked before the page has hydrated waits for it, then works', async ({ page }) => {
  const site = new SitePage(page)
  const release = await openWithScriptsHeld(page, '/')
  const dark = site.themeButton('Dark')
  await expect(dark).toBeVisible()
  await expect(dark).toHaveCSS('pointer-events', 'none')
  const click = dark.click()
  await release()
  await click
  await expect(dark).toHaveAttribute('aria-pressed', 'true')
  expect(await site.rootThemeClass()).toContain('dark')
})
