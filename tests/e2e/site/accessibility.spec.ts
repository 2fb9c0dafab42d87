import { seriousViolations } from '../support/axe.ts'
import { expect, test } from '../support/fixtures.ts'
import { switchTheme } from '../support/theme.ts'
import { PUBLIC_PAGE_PATHS } from '../support/publicPages.ts'

/**
 * An automated accessibility scan of every public route, in both themes: each page is loaded
 * once and scanned in the light theme, then in the dark one, which the site switches to as the
 * system's theme changes.
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
    for (const theme of ['light', 'dark'] as const) {
      await switchTheme(page, theme)
      expect(await seriousViolations(page), `${path} in the ${theme} theme`).toEqual([])
    }
  })
}
