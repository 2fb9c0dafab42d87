import type { Page } from '@playwright/test'
import { ContactPage } from '../pages/ContactPage.ts'
import { expect, test } from '../support/fixtures.ts'

/**
 * A page built as islands whose data changed since the build: the whole app renders it again
 * while the visitor has done nothing yet, and leaves it as it is once they have started using
 * it, offering the latest version instead.
 */

const UPDATED = 'This page has been updated since you opened it.'

/**
 * Answers the page's content stamp only when told, and empty: every table the page was built from
 * has changed, so the page is out of date.
 */
function stampAnsweredAsChanged(page: Page): { asked: Promise<void>; answer: () => void } {
  let answer = (): void => undefined
  const answerable = new Promise<void>((open) => {
    answer = open
  })
  const asked = new Promise<void>((resolve) => {
    void page.route('**/rest/v1/rpc/content_stamp*', async (route) => {
      resolve()
      await answerable
      await route.fulfill({ json: {} })
    })
  })
  return {
    asked,
    answer: () => {
      answer()
    },
  }
}

/** Marks the page's content as built, so that a render of the whole app shows by its absence. */
async function markBuiltContent(page: Page): Promise<void> {
  await page.getByRole('main').evaluate((main) => {
    main.dataset.built = ''
  })
}

test('a page found changed before the visitor does anything is rendered again by the app, and works', async ({
  page,
}) => {
  const contact = new ContactPage(page)
  const stamp = stampAnsweredAsChanged(page)
  await page.goto('/contact')
  await stamp.asked
  await markBuiltContent(page)
  stamp.answer()

  await expect(page.locator('main[data-built]')).toHaveCount(0)
  await expect(page.getByRole('main')).toBeVisible()
  const dark = contact.themeButton('Dark')
  await dark.click()
  await expect(dark).toHaveAttribute('aria-pressed', 'true')
  await contact.field('First name').fill('Ada')
  await contact.send.click()
  await expect(page.getByText('Last name is required.')).toBeVisible()
  await expect(contact.field('First name')).toHaveValue('Ada')
  await expect(page.getByText(UPDATED)).toHaveCount(0)
})

test('a page found changed once the visitor has started using it stays as they have it, and offers the latest version', async ({
  page,
}) => {
  const contact = new ContactPage(page)
  const stamp = stampAnsweredAsChanged(page)
  await page.goto('/contact')
  await stamp.asked
  await markBuiltContent(page)
  // Nothing waits for the stamp: the switch and the form answer while it is unanswered.
  const dark = contact.themeButton('Dark')
  await dark.click()
  await expect(dark).toHaveAttribute('aria-pressed', 'true')
  await contact.field('First name').fill('Ada')
  stamp.answer()

  const note = page.getByRole('status').filter({ hasText: UPDATED })
  await expect(note).toBeVisible()
  await expect(page.locator('main[data-built]')).toHaveCount(1)
  await expect(dark).toHaveAttribute('aria-pressed', 'true')
  await contact.field('Last name').fill('Lovelace')
  await expect(contact.field('First name')).toHaveValue('Ada')

  await note.getByRole('button', { name: 'Dismiss' }).click()
  await expect(note).toBeHidden()
  await expect(contact.field('First name')).toHaveValue('Ada')
})

test('the latest version is a reload away', async ({ page }) => {
  const contact = new ContactPage(page)
  const stamp = stampAnsweredAsChanged(page)
  await page.goto('/contact')
  await stamp.asked
  await markBuiltContent(page)
  await contact.field('First name').fill('Ada')
  stamp.answer()

  await page.getByRole('button', { name: 'Show the latest version' }).click()
  await expect(page.locator('main[data-built]')).toHaveCount(0)
  await expect(contact.heading).toHaveText('Get in Touch')
})

test('when the app cannot load for a changed page, the page as built stays alive', async ({
  page,
}) => {
  const contact = new ContactPage(page)
  const stamp = stampAnsweredAsChanged(page)
  const refused = new Promise<void>((resolve) => {
    void page.route('**/assets/ContactPage-*.js', async (route) => {
      await route.abort()
      resolve()
    })
  })
  await page.goto('/contact')
  await stamp.asked
  await markBuiltContent(page)
  stamp.answer()
  await refused

  const dark = contact.themeButton('Dark')
  await dark.click()
  await expect(dark).toHaveAttribute('aria-pressed', 'true')
  await contact.field('First name').fill('Ada')
  await contact.field('Last name').fill('Lovelace')
  await expect(contact.field('First name')).toHaveValue('Ada')
  await expect(page.locator('main[data-built]')).toHaveCount(1)
})
