import { BlogPage } from '../pages/BlogPage.ts'
import { serviceData } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'

test(
  'tag filters show only what carries every selected tag, and clear again',
  { tag: '@smoke' },
  async ({ page }) => {
    const blog = new BlogPage(page)
    await blog.open('/blog')
    await expect(blog.section('Featured').getByRole('article')).toHaveCount(2)
    await expect(blog.section('Blog Posts').getByRole('article')).toHaveCount(4)
    await expect(blog.section('External Publications').getByRole('article')).toHaveCount(4)

    await blog.chip('Strategy').click()
    await blog.chip('AI Implementation').click()
    await expect(blog.chip('Strategy')).toHaveAttribute('aria-pressed', 'true')
    await expect(blog.postTitles).toHaveText([
      'A Practical Playbook for AI Adoption in Growth-Stage Companies',
      "The Board's Guide to AI Risk and Opportunity",
    ])
    expect(new URL(page.url()).search).toBe('?tags=Strategy,AI%20Implementation')

    await blog.filters.getByRole('button', { name: 'Clear filters' }).click()
    await expect(blog.postTitles).toHaveCount(10)
  },
)

test('two chips pressed before the list is live both filter it, in order', async ({ page }) => {
  const blog = new BlogPage(page)
  let release: (() => void) | undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  // The page is awake, but the list's own code has not arrived: its presses are held.
  await page.route('**/assets/listIslands-*.js', async (route) => {
    await released
    await route.continue()
  })
  await blog.open('/blog')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await blog.chip('Strategy').click()
  await blog.chip('AI Implementation').click()
  release?.()
  await expect(blog.chip('Strategy')).toHaveAttribute('aria-pressed', 'true')
  await expect(blog.chip('AI Implementation')).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/\?tags=Strategy,AI%20Implementation$/)
})

test('a filter that matches nothing says so, and offers each tag alone or to clear it', async ({
  page,
}) => {
  const blog = new BlogPage(page)
  await blog.open('/blog?tags=Due%20Diligence,Team%20Building')
  // The chips say how several tags combine.
  await expect(blog.filters).toHaveAccessibleDescription(
    'Choose tags to narrow the list: with several chosen, only what carries all of them shows.',
  )
  await expect(page.getByRole('heading', { name: 'No content found' })).toBeVisible()
  await expect(
    page.getByText('No content found with the selected tags: Due Diligence, Team Building'),
  ).toBeVisible()
  await expect(
    page.getByText('Nothing carries all of these tags together. See what carries one of them:'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Only Team Building' }).click()
  expect(new URL(page.url()).search).toBe('?tags=Team%20Building')
  await expect(blog.chip('Team Building')).toHaveAttribute('aria-pressed', 'true')
  await expect(blog.chip('Due Diligence')).toHaveAttribute('aria-pressed', 'false')
  await expect(blog.postTitles.first()).toBeVisible()

  await blog.open('/blog?tags=Due%20Diligence,Team%20Building')
  await page.getByRole('button', { name: 'Clear filters to see all content' }).click()
  await expect(blog.postTitles).toHaveCount(10)
})

test('page 1 of a list leads to the list; a page past the last is not found, and nothing fails on the way', async ({
  page,
  consoleErrors,
}) => {
  const heading = page.getByRole('heading', { level: 1 })
  await page.goto('/blog/page/99')
  await expect(heading).toHaveText('Oops! Page not found')
  await expect.poll(() => consoleErrors).toContain('404: no page at /blog/page/99')
  expect(consoleErrors).toEqual(['404: no page at /blog/page/99'])

  // In the app (a host that opens the app shell for it), then from the static host.
  await page.evaluate(() => {
    history.pushState(null, '', '/blog/page/1?tags=Strategy')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(heading).toHaveText('Thoughts')
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/blog?tags=Strategy')
  await page.goto('/blog/page/1')
  await expect(heading).toHaveText('Thoughts')
  expect(new URL(page.url()).pathname).toBe('/blog')
  await page.goto('/publications/page/1')
  await expect(heading).toHaveText('External Publications')
  expect(new URL(page.url()).pathname).toBe('/publications')
})

test(
  'a post page shows the post with its formatting, meta and sharing tags',
  { tag: '@smoke' },
  async ({ page }) => {
    await page.goto('/blog/practical-playbook-for-ai-adoption')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'A Practical Playbook for AI Adoption in Growth-Stage Companies',
    )
    await expect(main.getByText('October 14, 2026')).toBeVisible()
    await expect(main.getByText(/\d+ min read/)).toBeVisible()
    await expect(main.getByText('Featured', { exact: true })).toBeVisible()
    await expect(
      main.getByRole('heading', { level: 2, name: 'Step 1: Start from the P&L, not the model' }),
    ).toBeVisible()
    await expect(main.locator('.post-body ol > li')).toHaveCount(3)
    await expect(page).toHaveTitle(
      /^A Practical Playbook for AI Adoption in Growth-Stage Companies \| /,
    )
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Skip the innovation theatre/,
    )
    await main.getByRole('link', { name: 'Back to Blog' }).first().click()
    await expect(page).toHaveURL(/\/blog$/)
  },
)

test("a draft's address shows 'Post Not Found'", async ({ page }) => {
  await page.goto('/blog/notes-on-pricing-ai-features')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found')
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
})

test('the publications page filters by tag and links out', async ({ page }) => {
  const blog = new BlogPage(page)
  await blog.open('/publications')
  await expect(page.getByRole('article')).toHaveCount(4)
  await expect(page.getByRole('link', { name: /Read on Scale Journal/ })).toHaveAttribute(
    'href',
    'https://scalejournal.example/articles/why-scale-ups-stall',
  )
  await blog.chip('Due Diligence').click()
  await expect(page.getByRole('article')).toHaveCount(1)
  await blog.chip('Leadership').click()
  await expect(
    page.getByText('No publications found with the selected tags: Due Diligence, Leadership'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters to see all publications' }).click()
  await expect(page.getByRole('article')).toHaveCount(4)
})

test.describe('a post first published elsewhere', () => {
  test.use({ freshBackend: [] })
  // A backend of its own, with the demo content, starts within the test's time.
  test.describe.configure({ timeout: 120_000 })

  test('after navigating to it, the head names the original as the canonical address', async ({
    page,
    backendUrl,
  }) => {
    const canonical = 'https://journal.example/articles/ai-adoption'
    const { error } = await serviceData(backendUrl)
      .from('blog_posts')
      .update({ canonical_url: canonical, seo_title: 'AI adoption, first in the Journal' })
      .eq('slug', 'practical-playbook-for-ai-adoption')
    expect(error).toBeNull()
    const blog = new BlogPage(page)
    await blog.open('/blog')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/)
    await blog
      .section('Featured')
      .getByRole('link', { name: /^Read full article: A Practical/ })
      .click()
    await expect(page).toHaveURL(/\/blog\/practical-playbook-for-ai-adoption$/)
    await expect(page).toHaveTitle('AI adoption, first in the Journal')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical)
    await expect(page.getByRole('navigation', { name: 'More posts' })).toBeVisible()
  })
})
