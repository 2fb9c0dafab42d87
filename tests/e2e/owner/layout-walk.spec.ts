import type { Page } from '@playwright/test'
import { ADMIN_SECTIONS, DRAFTS_PATH } from '../../../shared/admin/adminSections.ts'
import { SignInPage } from '../pages/SignInPage.ts'
import { expect, test } from '../support/fixtures.ts'
import { type LongContent, fillWithLongContent } from '../support/longContent.ts'
import { signInAsOwner } from '../support/owner.ts'
import { switchTheme } from '../support/theme.ts'

/*
 * Every owner screen, and the public pages that show what the owner writes, at a phone's and a
 * laptop's width in both themes, with every field as long as it may be and without a place to
 * break: nothing is wider than the window, tables keep the card's width on a laptop, and the
 * header shows the whole business name. Each screen is loaded once and checked at both widths
 * and in both themes: the screens follow the window's size and the system's theme as they change.
 * The screens are walked in two halves, one per test, so both workers share the walk.
 */

test.use({ freshBackend: [] })

const WIDTHS = [1280, 360]
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
const [FIRST_HALF, SECOND_HALF] = [ADMIN_SECTIONS.slice(0, 5), ADMIN_SECTIONS.slice(5)] as const

function screensOf(sections: readonly (typeof ADMIN_SECTIONS)[number][], content: LongContent) {
  return sections.flatMap((section) => {
    if (!section.hasForms) return [section.path]
    const id =
      section.path === '/blog-admin' ? content.postId : content.ids[TABLES[section.path] ?? '']
    return [section.path, `${section.path}/new`, `${section.path}/edit/${id ?? ''}`]
  })
}

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

/** Loads each screen once, then checks it at both widths, in both themes. */
async function walk(page: Page, screens: readonly string[]) {
  for (const path of screens) {
    await page.setViewportSize({ width: WIDTHS[0] ?? 1280, height: 800 })
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Loading...')).toHaveCount(0)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      for (const theme of ['light', 'dark'] as const) {
        await switchTheme(page, theme)
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
  }
}

test('the sign-in screen and the first half of the owner screens fit a phone and a laptop with the longest content, in both themes', async ({
  page,
  backendUrl,
}) => {
  test.slow()
  const content = await fillWithLongContent(backendUrl)
  await new SignInPage(page).open()
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    expect((await overflow(page)).page, `/auth at ${String(width)} px`).toBeLessThanOrEqual(0)
  }
  await signInAsOwner(page)
  await walk(page, screensOf(FIRST_HALF, content))
})

test('the rest of the owner screens, an open dialog and the public pages fit a phone and a laptop with the longest content, in both themes', async ({
  page,
  backendUrl,
}) => {
  test.slow()
  const content = await fillWithLongContent(backendUrl)
  await signInAsOwner(page)
  await walk(page, [...screensOf(SECOND_HALF, content), DRAFTS_PATH, ...PUBLIC_PAGES])

  // A dialog opens in the screen's theme, and its long text stays inside it.
  await page.goto('/enquiries-admin')
  await page.getByRole('button', { name: /^Read the enquiry/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    for (const theme of ['light', 'dark'] as const) {
      await switchTheme(page, theme)
      expect(
        (await overflow(page)).page,
        `the enquiry at ${String(width)} px, ${theme}`,
      ).toBeLessThanOrEqual(0)
      await expect(page.locator('.bp6-portal').filter({ has: dialog })).toHaveClass(
        theme === 'dark' ? /bp6-dark/ : /^(?!.*bp6-dark).*$/,
      )
    }
  }
})
