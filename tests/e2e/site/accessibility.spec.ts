import { seriousViolations } from '../support/axe.ts'
import { expect, test } from '../support/fixtures.ts'
import { PUBLIC_PAGE_PATHS } from '../support/publicPages.ts'

/** An automated accessibility scan of every public route, in both themes. */

const paths = [...PUBLIC_PAGE_PATHS, '/newsletter?status=confirmed', '/no-such-page']

for (const theme of ['light', 'dark'] as const) {
  for (const path of paths) {
    test(`${path} in the ${theme} theme has no serious or critical violations`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page)).toEqual([])
    })
  }
}
