import type { Page } from '@playwright/test'
import { ContactPage } from '../pages/ContactPage.ts'
import { BACKEND_HOST } from '../support/backendHost.ts'
import { expect, test } from '../support/fixtures.ts'
import { DEMO_POST_PATH } from '../support/publicPages.ts'

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

test('a post whose replies from the social web changed since the build shows them as they are now', async ({
  page,
  backendUrl,
}) => {
  // The stamp as the backend has it, but for the replies: one was approved since the build.
  await page.route('**/rest/v1/rpc/content_stamp*', async (route) => {
    const asked = route.request().url().replace(`http://${BACKEND_HOST}`, backendUrl)
    const response = await route.fetch({ url: asked })
    const stamp = (await response.json()) as Record<string, string>
    await route.fulfill({ response, json: { ...stamp, fediverse_replies: '1:approved since' } })
  })
  await page.route('**/rest/v1/fediverse_replies*', (route) =>
    route.fulfill({
      json: [
        {
          id: '5b1f6c1e-0000-4000-8000-000000000001',
          author_name: 'Robin Reader',
          author_handle: '@robin@mastodon.example',
          url: 'https://mastodon.example/@robin/1',
          content: '<p>Approved since the build.</p>',
          published_at: '2026-11-20T10:00:00Z',
        },
      ],
    }),
  )
  await page.goto(DEMO_POST_PATH)
  const replies = page.getByRole('region', { name: 'Replies from the social web' })
  await expect(replies).toContainText('Approved since the build.')
  await expect(replies).toContainText('@robin@mastodon.example')
})
