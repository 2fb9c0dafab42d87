import { violationsInBothThemes } from '../support/axe.ts'
import { serviceData } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'
import { createPosts } from '../../support/factories/blogPosts.ts'

/**
 * The demo content (supabase/seed.sql) has 'inference' in one paragraph of one published post's
 * body, and in the draft 'Notes on Pricing AI Features', which the build never indexes.
 */
const FOUND = 'A Practical Playbook for AI Adoption in Growth-Stage Companies'
const DRAFT = 'Notes on Pricing AI Features'
/** Published after the build, on this test's own backend (the demo content, and these). */
const LATER = 'Retrospectives That Change Decisions'
const LATER_DRAFT = 'Retrospectives, a Draft'

test.use({ freshBackend: [] })

test(
  'search finds a post by a word of its body and never the draft: from the header, by keyboard, and at a shared address',
  { tag: '@smoke' },
  async ({ page, backendUrl, consoleErrors }) => {
    await createPosts(serviceData(backendUrl), [
      {
        title: LATER,
        slug: 'retrospectives',
        content: '<p>Later.</p>',
        tags: ['Leadership'],
        published: true,
      },
      {
        title: LATER_DRAFT,
        slug: 'retrospectives-draft',
        content: '<p>Not yet.</p>',
        tags: ['Leadership'],
        published: false,
      },
    ])
    const searchRequests: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/pagefind/') || path.includes('Search')) searchRequests.push(path)
    })
    await page.goto('/blog')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    expect(searchRequests, 'nothing of search loads before it is used').toEqual([])

    const launcher = page.getByRole('banner').getByRole('button', { name: 'Search' })
    await page.keyboard.press('/')
    const dialog = page.getByRole('dialog', { name: 'Search' })
    const field = dialog.getByRole('searchbox', { name: 'Search posts and publications' })
    await expect(field).toBeFocused()
    await field.fill('inference')
    await expect(dialog.getByRole('status')).toHaveText('1 result for “inference”.')
    await expect(dialog.getByRole('link', { name: FOUND })).toBeVisible()
    await expect(dialog.locator('mark')).toHaveText(['inference'])
    await expect(dialog.getByText(DRAFT)).toHaveCount(0)
    expect(await violationsInBothThemes(page), 'the search dialog').toEqual({ light: [], dark: [] })
    // English stemming: 'priced' finds the post's 'Price'.
    await field.fill('priced')
    await expect(dialog.getByRole('link', { name: FOUND })).toBeVisible()
    // A post published since the build is found by its title; a draft never.
    await field.fill('retrospective')
    await expect(dialog.getByRole('status')).toHaveText('1 result for “retrospective”.')
    await expect(dialog.getByRole('link', { name: LATER })).toHaveAttribute(
      'href',
      '/blog/retrospectives',
    )
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(launcher).toBeFocused()

    // The shared address, on a phone: the query comes from the address, and '/' typed into the
    // field is text, not the shortcut.
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/search?q=inference')
    await expect(page.getByRole('main').getByRole('status')).toHaveText('1 result for “inference”.')
    await expect(page.getByRole('heading', { level: 2, name: FOUND })).toBeVisible()
    const pageField = page.getByRole('searchbox', { name: 'Search posts and publications' })
    await expect(pageField).toHaveValue('inference')
    await pageField.press('End')
    await pageField.press('/')
    await expect(pageField).toHaveValue('inference/')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    // An address without a page offers what its words find.
    await page.goto('/blog/inference-costs')
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible()
    const suggestions = page.getByRole('region', { name: 'Were you looking for one of these?' })
    await expect(suggestions.getByRole('link', { name: FOUND })).toBeVisible()
    expect(consoleErrors).toEqual([])
  },
)
