import { expect, test } from '../support/siteServer.ts'

/*
 * Only on the Vite dev server (project 'editor-dev-server'), which `npm start` runs: search has
 * an index there too, built from the backend's published posts as the build's is, and the
 * not-found page's suggestions come from it.
 */

const FOUND = 'A Practical Playbook for AI Adoption in Growth-Stage Companies'
const DRAFT = 'Notes on Pricing AI Features'

test(
  'search finds a published post on the dev server, never a draft, and the not-found page suggests it',
  { tag: '@dev-server' },
  async ({ page, consoleErrors }) => {
    await page.goto('/search?q=inference')
    await expect(page.getByRole('main').getByRole('status')).toHaveText('1 result for “inference”.')
    await expect(page.getByRole('heading', { level: 2, name: FOUND })).toBeVisible()
    await expect(page.getByText(DRAFT)).toHaveCount(0)

    await page.goto('/blog/inference-costs')
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible()
    const suggestions = page.getByRole('region', { name: 'Were you looking for one of these?' })
    await expect(suggestions.getByRole('link', { name: FOUND })).toBeVisible()
    expect(consoleErrors).toEqual([])
  },
)
