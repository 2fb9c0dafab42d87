import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../support/fixtures.ts'

/** An automated accessibility scan of every public route, in both themes. */

const paths = [
  '/',
  '/about',
  '/work-with-me',
  '/blog',
  '/blog/the-scale-up-gap',
  '/publications',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/newsletter?status=confirmed',
  '/no-such-page',
]

for (const theme of ['light', 'dark'] as const) {
  for (const path of paths) {
    test(`${path} in the ${theme} theme has no serious or critical violations`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        )
      expect(serious).toEqual([])
    })
  }
}
