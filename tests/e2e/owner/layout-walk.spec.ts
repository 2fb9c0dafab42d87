import type { Page } from '@playwright/test'
import { ADMIN_SECTIONS, DRAFTS_PATH } from '../../../shared/admin/adminSections.ts'
import { SignInPage } from '../pages/SignInPage.ts'
import { expect, test } from '../support/fixtures.ts'
import { fillWithLongContent } from '../support/longContent.ts'
import { signInAsOwner } from '../support/owner.ts'

/*
 * Every owner screen, and the public pages that show what the owner writes, at a phone's and a
 * laptop's width in both themes, with every field as long as it may be and without a place to
 * break: nothing is wider than the window, tables keep the card's width on a laptop, and the
 * header shows the whole business name.
 */

test.use({ freshBackend: [] })

const TABLES: Record<string, string> = {
  '/publications-admin': 'publications',
  '/experience-admin': 'experiences',
  '/earlier-experience-admin': 'earlier_experiences',
  '/startup-logos-admin': 'startup_experience_logos',
  '/services-admin': 'services',
  '/testimonials-admin': 'testimonials',
  '/contact-faqs-admin': 'contact_faqs',
}
const PUBLIC_PAGES = ['/', '/about', '/work-with-me', '/blog', '/publications', '/contact']

async function overflow(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    tables: [...document.querySelectorAll('.admin-table-scroll')].map(
      (table) => table.scrollWidth - table.clientWidth,
    ),
    headline: [...document.querySelectorAll('.site-header .headline')].map(
      (name) => name.scrollHeight - name.clientHeight,
    ),
  }))
}

for (const width of [360, 1280]) {
  test(`every owner screen fits ${String(width)} px with the longest content, in both themes`, async ({
    page,
    backendUrl,
  }) => {
    test.slow()
    const { postId, ids } = await fillWithLongContent(backendUrl)
    const screens = [
      ...ADMIN_SECTIONS.flatMap((section) => {
        if (!section.hasForms) return [section.path]
        const id = section.path === '/blog-admin' ? postId : ids[TABLES[section.path] ?? '']
        return [section.path, `${section.path}/new`, `${section.path}/edit/${id ?? ''}`]
      }),
      DRAFTS_PATH,
      ...PUBLIC_PAGES,
    ]
    await page.setViewportSize({ width, height: 800 })
    await new SignInPage(page).open()
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    expect((await overflow(page)).page, '/auth').toBeLessThanOrEqual(0)
    await signInAsOwner(page)

    // Each screen once, checked in both themes: the site follows the system's theme as it changes.
    for (const path of screens) {
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText('Loading...')).toHaveCount(0)
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
        const found = await overflow(page)
        const where = `${path} at ${String(width)} px, ${theme}`
        expect(found.page, where).toBeLessThanOrEqual(0)
        // The name takes at most two lines: any more would be cut off.
        expect(
          Math.max(0, ...found.headline),
          `the name in the header, ${where}`,
        ).toBeLessThanOrEqual(1)
        // On a phone a table scrolls inside its card; on a laptop it keeps the card's width.
        if (width > 1000)
          expect(
            found.tables.every((extra) => extra <= 0),
            where,
          ).toBe(true)
      }
    }

    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      // A dialog opens in the screen's theme, and its long text stays inside it.
      await page.goto('/enquiries-admin')
      await page.getByRole('button', { name: /^Read the enquiry/ }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      expect((await overflow(page)).page, `the enquiry at ${String(width)} px`).toBeLessThanOrEqual(
        0,
      )
      await expect(page.locator('.bp6-portal').filter({ has: dialog })).toHaveClass(
        theme === 'dark' ? /bp6-dark/ : /^(?!.*bp6-dark).*$/,
      )
      await page.keyboard.press('Escape')
    }
  })
}
