import { ADMIN_SECTIONS, DRAFTS_PATH } from '../../../shared/domain/adminSections.ts'
import { signInAsOwner } from '../support/owner.ts'
import { expect, test } from '../support/siteServer.ts'

/*
 * Only on the Vite dev server (project 'editor-dev-server'): React's development build reports
 * invalid HTML nesting and other mistakes in the console, which a production build stays
 * silent about.
 */

test(
  'every owner screen opens on the dev server with a quiet console',
  { tag: '@dev-server' },
  async ({ page, consoleErrors }) => {
    test.slow()
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await signInAsOwner(page)
    const paths = [
      ...ADMIN_SECTIONS.flatMap((section) =>
        section.hasForms ? [section.path, `${section.path}/new`] : [section.path],
      ),
      DRAFTS_PATH,
    ]
    for (const path of paths) {
      const before = await page.title()
      // Within the app, as its menus go: reloading the dev server's hundreds of modules for each
      // screen took most of this test's time, and a screen's first render is what is checked.
      await page.evaluate((to) => {
        window.history.pushState(null, '', to)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, path)
      await expect(page).not.toHaveTitle(before)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText('Loading...')).toHaveCount(0)
    }
    expect(consoleErrors).toEqual([])
    expect(warnings.filter((text) => !text.includes('[vite]'))).toEqual([])
  },
)
