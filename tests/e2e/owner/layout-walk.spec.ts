import type { Page } from '@playwright/test'
import { ADMIN_SECTIONS, DRAFTS_PATH } from '../../../shared/domain/adminSections.ts'
import { SignInPage } from '../pages/SignInPage.ts'
import { demoOwner, passwordSession } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'
import { linesOfText, tableFit } from '../support/layout.ts'
import { type LongContent, fillWithLongContent, unbroken } from '../support/longContent.ts'
import { signInAsOwner } from '../support/owner.ts'
import { PUBLIC_PAGE_PATHS } from '../support/publicPages.ts'
import { looksDark, switchTheme } from '../support/theme.ts'

/*
 * Every owner screen and every public page at a phone's and a laptop's width (the laptop in the
 * light theme, the phone in the dark),
 * with every field the owner writes as long as the database takes it, without a place to break:
 * nothing is wider than the window, no table scrolls sideways (on a phone its rows are cards)
 * and every row's buttons are in view, the header shows the whole business name, and the
 * site's email address stays on one line. Each screen is loaded once and checked at both widths:
 * the screens follow the window's size and the system's theme as they change. The walk is split in three, one per test, so the workers share it.
 */

test.use({ freshBackend: [] })

const WIDTHS = [1280, 360]
/**
 * A theme changes colours, not sizes: each width is walked in one theme, the laptop's in the
 * light and the phone's in the dark, so a layout that broke in either theme still shows.
 */
const VIEWS = [
  { width: 1280, theme: 'light' },
  { width: 360, theme: 'dark' },
] as const
const TABLES: Record<string, string> = {
  '/publications-admin': 'publications',
  '/experience-admin': 'experiences',
  '/earlier-experience-admin': 'earlier_experiences',
  '/startup-logos-admin': 'startup_experience_logos',
  '/services-admin': 'services',
  '/testimonials-admin': 'testimonials',
  '/contact-faqs-admin': 'contact_faqs',
}
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
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
    headline: [...document.querySelectorAll('.site-header .headline')].map(
      (name) => name.scrollHeight - name.clientHeight,
    ),
  }))
}

/**
 * Loads each screen once (waiting, where given, for the long text it shows), then checks it at
 * both widths, each in its theme.
 */
async function walk(page: Page, screens: readonly string[], shows: Record<string, string> = {}) {
  for (const path of screens) {
    await page.setViewportSize({ width: WIDTHS[0] ?? 1280, height: 800 })
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.getByText('Loading...')).toHaveCount(0)
    const longText = shows[path]
    if (longText) await expect(page.getByText(longText).first()).toBeVisible()
    for (const { width, theme } of VIEWS) {
      await page.setViewportSize({ width, height: 800 })
      await switchTheme(page, theme)
      const found = await overflow(page)
      const where = `${path} at ${String(width)} px, ${theme}`
      expect(found.page, where).toBeLessThanOrEqual(0)
      // The name takes at most two lines: any more would be cut off.
      expect(
        Math.max(0, ...found.headline),
        `the name in the header, ${where}`,
      ).toBeLessThanOrEqual(1)
      // No table scrolls sideways, and each row's buttons are in view: on a phone rows are cards.
      const tables = await tableFit(page)
      expect(Math.max(0, ...tables.scrolls), `a table's sideways scroll, ${where}`).toBe(0)
      expect(tables.actionsOutOfView, `buttons out of view, ${where}`).toEqual([])
      const email = page.locator('.site-footer a[href^="mailto:"]')
      if ((await email.count()) > 0) {
        // Measured once laid out: a page the app renders again (its data changed since the
        // build) lays its footer out anew.
        await expect(email).toBeVisible()
        expect(await linesOfText(email), `the footer's email address, ${where}`).toBe(1)
      }
    }
  }
}

test('the sign-in screen and the first half of the owner screens fit a phone and a laptop with the longest content', async ({
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

test('the rest of the owner screens and an open dialog fit a phone and a laptop with the longest content', async ({
  page,
  backendUrl,
}) => {
  test.slow()
  const content = await fillWithLongContent(backendUrl)
  await signInAsOwner(page)
  // Another device, so that Sessions lists a row with its 'Sign out'.
  await passwordSession(backendUrl, demoOwner, IPHONE)
  await walk(page, [...screensOf(SECOND_HALF, content), DRAFTS_PATH])
  await page.goto('/account-security')
  await expect(page.getByRole('button', { name: /^Sign out Safari on iPhone/ })).toBeVisible()

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
      expect(await looksDark(dialog), `the enquiry's colours, ${theme}`).toBe(theme === 'dark')
    }
  }
})

test('every public page fits a phone and a laptop with the longest content', async ({
  page,
  backendUrl,
}) => {
  test.slow()
  const content = await fillWithLongContent(backendUrl)
  // What each page shows of the long content: the walk measures a page once it is there.
  const start = (length: number, word: string) => unbroken(length, word).slice(0, 30)
  const shows: Record<string, string> = {
    '/': start(200, 'Title'),
    '/about': start(100, 'Startup'),
    '/work-with-me': start(100, 'Service'),
    '/blog': start(200, 'Title'),
    '/publications': start(200, 'Publication'),
    '/contact': start(200, 'Question'),
    [content.postPath]: start(200, 'Content'),
  }
  await walk(page, [...PUBLIC_PAGE_PATHS, content.postPath, '/newsletter', '/no/such/page'], shows)
})
