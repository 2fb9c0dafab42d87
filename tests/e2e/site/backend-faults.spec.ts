import type { Browser, Locator, Page } from '@playwright/test'
import { readSiteConfig } from '../../../shared/config/siteConfig.ts'
import { SUBSCRIBE_ANSWER } from '../../../supabase/functions/_shared/formRules.ts'
import { ContactPage } from '../pages/ContactPage.ts'
import { SitePage } from '../pages/SitePage.ts'
import type { BackendFault, BackendRouter } from '../support/backendRouter.ts'
import { expect, test } from '../support/backendFaults.ts'
import { fastForwardUntilVisible } from '../support/clock.ts'
import { ownerData } from '../support/backend.ts'
import { stubBookingPage } from '../support/fixtures.ts'
import { DEMO_POST_PATH } from '../support/publicPages.ts'

/**
 * The built site stands when its backend does not: for each way a backend fails, every page
 * keeps what was built, every control answers at once, and nothing that was not stored is
 * said to be sent. The fault is played at the backend's address (BackendRouter); the page's
 * clock is moved on, so its time limits pass without being sat through.
 */

const FAULTS: Record<BackendFault, string> = {
  refused: 'refuses every connection',
  silent: 'accepts connections and never answers',
  unavailable: 'answers 503',
  html: 'answers 200 with an HTML page',
  late: 'answers 5 s late',
}

const PAGES = ['/', '/blog', DEMO_POST_PATH, '/about', '/publications'] as const

const OWNER_EMAIL = readSiteConfig(process.env).email
const CONTACT_SENT = 'Message sent successfully!'

/**
 * The visible text of the page's main content, as a visitor reads it: what is shown only
 * without JavaScript (a `.no-script` note) is left out, so a page with and without scripts
 * compares.
 */
function mainText(page: Page): Promise<string> {
  return page.getByRole('main').evaluate((main) => {
    const texts: string[] = []
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('.no-script') || !parent.checkVisibility()) continue
      const text = node.textContent?.trim() ?? ''
      if (text !== '') texts.push(text)
    }
    return texts.join('\n')
  })
}

/** The main content of the page as the build wrote it: read with scripts off. */
async function builtText(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: process.env.E2E_SITE_URL,
    reducedMotion: 'reduce',
  })
  try {
    const page = await context.newPage()
    await page.goto(path)
    return await mainText(page)
  } finally {
    await context.close()
  }
}

/**
 * Moves the page's clock on by `ms`, a tenth of a second at a time, so that what the network
 * brings meanwhile is handled in its turn, as in real time.
 */
async function letTimePass(page: Page, ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += 100) await page.clock.runFor(100)
}

/** Six seconds on the page's clock, the held answers of a late backend given at the fifth. */
async function sixSecondsPass(page: Page, router: BackendRouter): Promise<void> {
  await letTimePass(page, 5000)
  router.releaseLateAnswers()
  await letTimePass(page, 1000)
}

/** Texts that would say something was sent or stored. */
function successTexts(page: Page): Locator {
  return page.getByText(CONTACT_SENT).or(page.getByText(SUBSCRIBE_ANSWER))
}

for (const [fault, description] of Object.entries(FAULTS) as [BackendFault, string][]) {
  test.describe(`when the backend ${description}`, () => {
    test.use({ backendFault: fault, reducedMotion: 'reduce' })

    for (const path of PAGES) {
      test(`${path} keeps its built content, and its theme switch and booking dialog answer at once`, async ({
        page,
        context,
        browser,
        backendRouter,
      }) => {
        await stubBookingPage(context)
        const built = await builtText(browser, path)
        await page.clock.install()
        const site = new SitePage(page)
        await site.open(path)

        // Pressed while the backend has answered nothing usable: neither waits for it.
        await site.themeButton('Dark').click()
        await expect(site.themeButton('Dark')).toHaveAttribute('aria-pressed', 'true')
        await expect(page.locator('html')).toHaveClass(/\bdark\b/)
        await site.header.getByRole('button', { name: 'Schedule a Call' }).click()
        const booking = page.getByRole('dialog', { name: 'Schedule a Call' })
        await expect(booking).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(booking).toBeHidden()

        await sixSecondsPass(page, backendRouter)
        expect(await mainText(page)).toBe(built)
        await expect(successTexts(page)).toHaveCount(0)
      })
    }

    test('the contact form says the message was not sent, keeps it, and offers the email address', async ({
      page,
      backendRouter,
    }) => {
      const message = {
        'First name': 'Ada',
        'Last name': 'Lovelace',
        Email: 'ada@example.com',
        'Company (optional)': 'Analytical Engines',
        Subject: 'Scaling the engine',
        Message: 'We are growing quickly and would like to talk.',
      }
      await page.clock.install()
      const contact = new ContactPage(page)
      await contact.open('/contact')
      await contact.fill(message)
      await contact.send.click()

      await fastForwardUntilVisible(page, contact.toasts.getByText('Error sending message'))
      await expect(contact.toasts).toContainText(
        'There was a problem sending your message. Please try again or contact me directly.',
      )
      const direct = contact.form.getByRole('link', { name: OWNER_EMAIL })
      await expect(direct).toBeVisible()
      await expect(direct).toHaveAttribute('href', `mailto:${OWNER_EMAIL}`)
      // An answer that comes after the form gave up changes nothing.
      await sixSecondsPass(page, backendRouter)
      for (const [label, value] of Object.entries(message)) {
        await expect(contact.field(label)).toHaveValue(value)
      }
      await expect(direct).toBeVisible()
      await expect(successTexts(page)).toHaveCount(0)
    })

    test('the newsletter signup says it did not subscribe, keeps the address, and offers the email address', async ({
      page,
      backendRouter,
    }) => {
      await page.clock.install()
      await page.goto('/blog')
      const signup = page.getByRole('region', { name: 'Get new posts by email' })
      const address = signup.getByRole('textbox', { name: 'Email address' })
      await address.fill('reader@example.com')
      await signup.getByRole('button', { name: 'Subscribe' }).click()

      await fastForwardUntilVisible(
        page,
        signup.getByText('Subscribing failed. Please try again later.'),
      )
      await expect(signup.getByRole('link', { name: OWNER_EMAIL })).toBeVisible()
      await sixSecondsPass(page, backendRouter)
      await expect(address).toHaveValue('reader@example.com')
      await expect(successTexts(page)).toHaveCount(0)
    })

    test('search finds a post from its static index', async ({ page, backendRouter }) => {
      await page.clock.install()
      await page.goto('/')
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
      const dialog = page.getByRole('dialog', { name: 'Search' })
      await dialog.getByRole('searchbox', { name: 'Search posts and publications' }).fill('gap')
      await expect(dialog.getByRole('link', { name: /^The Scale-up Gap/ })).toBeVisible()
      await sixSecondsPass(page, backendRouter)
      await expect(dialog.getByRole('link', { name: /^The Scale-up Gap/ })).toBeVisible()
    })
  })
}

test.describe('when a message stored by a late backend is sent again', () => {
  test.use({ backendFault: 'late' })

  test('the owner gets it once: the second send names the message the first stored', async ({
    page,
    backendRouter,
    backendUrl,
  }) => {
    const subject = `Sent twice ${String(Date.now())}`
    await page.clock.install()
    const contact = new ContactPage(page)
    await contact.open('/contact')
    await contact.fill({
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Subject: subject,
      Message: 'We are growing quickly and would like to talk.',
    })
    await contact.send.click()
    await fastForwardUntilVisible(page, contact.toasts.getByText('Error sending message'))
    // The backend stored it all the same, too late for the page; then answers in time again.
    await sixSecondsPass(page, backendRouter)
    backendRouter.clearFault()
    await contact.send.click()
    await expect(contact.toasts.getByText(CONTACT_SENT)).toBeVisible()
    const owner = await ownerData(backendUrl)
    const { data } = await owner.from('contact_submissions').select('id').eq('subject', subject)
    expect(data).toHaveLength(1)
  })
})
