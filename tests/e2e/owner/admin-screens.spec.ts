import { ADMIN_SECTIONS } from '../../../shared/domain/adminSections.ts'
import { violationsInBothThemes } from '../support/axe.ts'
import { expect, test } from '../support/fixtures.ts'

/**
 * Every owner screen opens for the signed-in owner, without errors, and passes an axe scan in
 * both themes. Each screen is loaded once and scanned in the light theme, then in the dark one
 * (for what colours decide): the screens follow the system's theme as it changes.
 */

test.use({ signedIn: true })

for (const section of ADMIN_SECTIONS) {
  test(`${section.label}: ${section.path}${section.hasForms ? ' and its new form' : ''}`, async ({
    page,
    consoleErrors,
  }) => {
    const paths = section.hasForms ? [section.path, `${section.path}/new`] : [section.path]
    for (const path of paths) {
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Loaded: no loading text, and no spinner (the posts list shows one while it loads).
      await expect(page.getByText('Loading...')).toHaveCount(0)
      await expect(page.getByRole('progressbar')).toHaveCount(0)
      expect(await violationsInBothThemes(page), path).toEqual({ light: [], dark: [] })
    }
    expect(consoleErrors).toEqual([])
  })
}
