import { violationsInBothThemes } from '../support/axe.ts'
import { expect, test } from '../support/fixtures.ts'
import { PUBLIC_PAGE_PATHS } from '../support/publicPages.ts'

/**
 * An automated accessibility scan of every public route, in both themes: each page is loaded
 * once and scanned in the light theme, then in the dark one (for what colours decide), which the
 * site switches to as the system's theme changes.
 */

const paths = [...PUBLIC_PAGE_PATHS, '/newsletter?status=confirmed', '/no-such-page']

for (const path of paths) {
  test(`${path} has no serious or critical violations, in the light and the dark theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await violationsInBothThemes(page), path).toEqual({ light: [], dark: [] })
  })
}
