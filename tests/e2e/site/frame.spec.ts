import type { Locator, Page } from '@playwright/test'
import { SitePage } from '../pages/SitePage.ts'
import { passwordSession } from '../support/backend.ts'
import { BACKEND_HOST } from '../support/backendHost.ts'
import { BOOKING_URL, expect, stubBookingPage, test } from '../support/fixtures.ts'
import { DEMO_POST_PATH } from '../support/publicPages.ts'
import { authStorageKey } from '../../../shared/backend/storedSession.ts'
import { LOCAL_BACKEND } from '../../../shared/config/siteConfig.ts'
import { HEADLINE_INTERVAL_MS, MORPH_STEPS, MORPH_STEP_MS } from '../../../shared/domain/morph.ts'

test('the current section is highlighted in the navigation', async ({ page }) => {
  const site = new SitePage(page)
  await site.open(DEMO_POST_PATH)
  await expect(site.navLink('Blog')).toHaveAttribute('aria-current', 'page')
  await expect(site.navLink('Home')).not.toHaveAttribute('aria-current', 'page')
  await site.open('/')
  await expect(site.navLink('Home')).toHaveAttribute('aria-current', 'page')
})

test("'Schedule a Call' opens the booking page in a dialog, and Escape closes it", async ({
  page,
  context,
}) => {
  await stubBookingPage(context)
  const site = new SitePage(page)
  await site.open('/')
  await site.header.getByRole('button', { name: 'Schedule a Call' }).click()
  const dialog = page.getByRole('dialog', { name: 'Schedule a Call' })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('iframe')).toHaveAttribute('src', BOOKING_URL)
  await expect(
    page.frameLocator('iframe[title="Book a 30-minute call"]').getByRole('heading'),
  ).toHaveText('Pick a time')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

for (const [cause, block] of [
  ['a content blocker stops it', 'blocked'],
  ['the visitor is offline', 'offline'],
] as const) {
  test(`when ${cause}, 'Schedule a Call' offers the booking link and the email instead`, async ({
    page,
    context,
  }) => {
    const site = new SitePage(page)
    await site.open('/')
    // Offline before the header and the booking dialog are live, their code could not load.
    for (const island of ['header', 'booking']) {
      await page
        .locator(`[data-island="${island}"][data-island-live]`)
        .waitFor({ state: 'attached' })
    }
    if (block === 'blocked') {
      await page.route(`${BOOKING_URL}**`, (route) => route.abort('blockedbyclient'))
    } else {
      await context.setOffline(true)
    }
    await site.header.getByRole('button', { name: 'Schedule a Call' }).click()
    const dialog = page.getByRole('dialog', { name: 'Schedule a Call' })
    await expect(dialog.getByText('The booking calendar could not load here')).toBeVisible()
    await expect(dialog.locator('iframe')).toHaveCount(0)
    const link = dialog.getByRole('link', { name: 'Open the booking page in a new tab' })
    await expect(link).toHaveAttribute('href', BOOKING_URL)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(dialog.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    )
  })
}

test('on a phone, the menu opens, and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const site = new SitePage(page)
  await site.open('/')
  await expect(site.mainNav).toBeHidden()
  await site.header.getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await menu.getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(menu).toBeHidden()
})

test('on a phone, the menu lies over the page, and a press outside it or Escape closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const site = new SitePage(page)
  await site.open('/')
  const menuButton = site.header.getByRole('button', { name: 'Menu' })
  const menu = page.getByRole('navigation', { name: 'Mobile' })

  await menuButton.click()
  await expect(menu).toBeVisible()
  const menuBox = await menu.boundingBox()
  const mainBox = await page.getByRole('main').boundingBox()
  if (!menuBox || !mainBox) throw new Error('The menu or the page has no box')
  // Over the page: the page starts where it did, under the menu, not below it.
  expect(mainBox.y).toBeLessThan(menuBox.y + menuBox.height)
  const below = menuBox.y + menuBox.height + 20
  expect(below).toBeLessThan(740)
  await page.mouse.click(menuBox.x + 20, below)
  await expect(menu).toBeHidden()

  await menuButton.click()
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
})

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.evaluate(() => {
    window.scrollTo(0, 3000)
  })
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page
    .getByRole('link', { name: 'Read more: Due Diligence from the Other Side of the Table' })
    .click()
  await expect(page).toHaveURL(/due-diligence-from-the-other-side$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

/** Where the name in the header ends, where the links begin, and whether the name is cut. */
function headerFit(page: Page) {
  return page.evaluate(() => {
    const headline = document.querySelector<HTMLElement>('.site-header .headline')
    const nav = document.querySelector('.site-header .main-nav')
    if (!headline || !nav) throw new Error('The header has no name or links')
    return {
      gap: nav.getBoundingClientRect().left - headline.getBoundingClientRect().right,
      cut: headline.scrollHeight - headline.clientHeight,
    }
  })
}

for (const signedIn of [false, true]) {
  test.describe(signedIn ? 'signed in' : 'signed out', () => {
    test.use({ signedIn })

    test('at every laptop width the header shows the whole name beside its links', async ({
      page,
    }) => {
      for (const width of [1241, 1280, 1366, 1440, 1600]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto('/')
        // The owner's header holds the Admin menu too, loaded once the session is known.
        if (signedIn) await expect(page.getByRole('button', { name: 'Admin' })).toBeVisible()
        const fit = await headerFit(page)
        expect(
          fit.gap,
          `room between the name and the links at ${String(width)} px`,
        ).toBeGreaterThanOrEqual(0)
        expect(fit.cut, `the name cut short at ${String(width)} px`).toBeLessThanOrEqual(1)
      }
    })
  })
}

test.describe("the owner's menu", () => {
  // Sign Out ends every session of the owner: on the run's shared backend it would sign out
  // the tests that share the owner's session there.
  test.use({ freshBackend: ['--no-seed'] })

  test('the Admin menu appears only when signed in, and Sign Out ends the session', async ({
    page,
    backendUrl,
  }) => {
    const site = new SitePage(page)
    await site.open('/')
    await expect(site.header.getByRole('button', { name: 'Admin' })).toHaveCount(0)

    // A real session, stored where supabase-js keeps it.
    const session = await passwordSession(backendUrl)
    await page.evaluate(
      ([key, value]) => {
        localStorage.setItem(key, value)
      },
      [authStorageKey(`http://${BACKEND_HOST}`), JSON.stringify(session)] as const,
    )
    await site.open('/about')
    const admin = site.header.getByRole('button', { name: 'Admin' })
    // A button that shows a list of links (not an ARIA menu, which would promise arrow keys):
    // Tab walks the links, and Escape closes the list and puts the keyboard back on the button.
    await expect(admin).not.toHaveAttribute('aria-haspopup')
    await admin.focus()
    await page.keyboard.press('Enter')
    await expect(admin).toHaveAttribute('aria-expanded', 'true')
    await expect(site.header.getByRole('menu')).toHaveCount(0)
    await page.keyboard.press('Tab')
    await expect(site.header.getByRole('link', { name: 'Blog Posts' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(site.header.getByRole('link', { name: 'Blog Posts' })).toBeHidden()
    await expect(admin).toBeFocused()

    await admin.click()
    await expect(site.header.getByRole('link', { name: 'Blog Posts' })).toHaveAttribute(
      'href',
      '/blog-admin',
    )
    await expect(site.header.getByRole('link', { name: 'Two-factor Settings' })).toBeVisible()
    await site.header.getByRole('button', { name: 'Sign Out' }).click()
    await expect(site.header.getByRole('button', { name: 'Admin' })).toHaveCount(0)

    const refresh = await fetch(`${backendUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: LOCAL_BACKEND.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    })
    expect(refresh.status).toBe(400)
  })
})

test.describe('the rotating headline', () => {
  /** Long enough for the headline to change and finish its morph. */
  const ONE_TURN_MS = HEADLINE_INTERVAL_MS + MORPH_STEPS * MORPH_STEP_MS

  test.beforeEach(async ({ page }) => {
    await page.clock.install()
  })

  /**
   * The headline still shows `text` after each of two turns, read at once each time (a check
   * that waited would see it come back on a later turn).
   */
  const expectStillFor = async (page: Page, headline: Locator, text: string) => {
    for (let turn = 1; turn <= 2; turn++) {
      await page.clock.runFor(ONE_TURN_MS)
      expect(await headline.textContent(), `after ${String(turn)} turns`).toBe(text)
    }
  }

  test('alternates between the business name and the owner name', async ({ page }) => {
    const site = new SitePage(page)
    await site.open('/')
    const headline = site.header.locator('.headline [aria-hidden="true"]')
    await expect(headline).toHaveText('Morgan Strategy Partners')
    await page.clock.runFor(ONE_TURN_MS)
    await expect(headline).toHaveText('Alex Morgan')
  })

  test('holds still while the visitor types', async ({ page }) => {
    const site = new SitePage(page)
    await site.open('/contact')
    await page.getByLabel('First name').focus()
    await expectStillFor(
      page,
      site.header.locator('.headline [aria-hidden="true"]'),
      'Morgan Strategy Partners',
    )
  })

  test.describe('in the owner’s editor', () => {
    test.use({ signedIn: true })

    test('holds still while the owner writes', async ({ page }) => {
      await page.goto('/blog-admin/new')
      const headline = page.locator('.site-header .headline [aria-hidden="true"]')
      await expect(headline).toHaveText('Morgan Strategy Partners')
      await page.getByRole('textbox', { name: 'Post content' }).click()
      await expectStillFor(page, headline, 'Morgan Strategy Partners')
    })
  })

  test('does not move for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const site = new SitePage(page)
    await site.open('/')
    await page.clock.runFor(ONE_TURN_MS * 2)
    await expect(site.header.locator('.headline [aria-hidden="true"]')).toHaveText(
      'Morgan Strategy Partners',
    )
  })
})
