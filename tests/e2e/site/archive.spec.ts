import type { Page, Response } from '@playwright/test'
import { BlogPage } from '../pages/BlogPage.ts'
import { serviceData } from '../support/backend.ts'
import { BACKEND_HOST } from '../support/backendHost.ts'
import { expect, test } from '../support/fixtures.ts'
import { createPosts } from '../../support/factories/blogPosts.ts'
import { createPublication } from '../../support/factories/publications.ts'
import { signInAsOwner } from '../support/owner.ts'

/**
 * The site over an archive bigger than a page, on a backend of its own: the prerendered pages
 * (built from the demo content) see from the content stamp that it changed, and read it.
 */
test.use({ freshBackend: [] })

/** Text only the long post's body holds, past what its card shows of its start. */
const BODY_MARK = 'only-in-the-long-body'
const LONG_BODY = `<p>${'The opening lines a card may show. '.repeat(10)}</p><p>${`${BODY_MARK} `.repeat(20_000)}</p>`

test.beforeEach(async ({ backendUrl }) => {
  const posts = Array.from({ length: 30 }, (_, index) => ({
    title: `Archive post ${String(index + 1)}`,
    slug: `archive-post-${String(index + 1)}`,
    content: index === 0 ? LONG_BODY : `<p>Body of archive post ${String(index + 1)}.</p>`,
    // Every third post carries both tags; every post one of them.
    tags: index % 3 === 0 ? ['Archive', 'Pricing'] : ['Archive'],
    published: true,
    publish_date: new Date(Date.UTC(2021, 0, 1 + index)).toISOString(),
  }))
  await createPosts(serviceData(backendUrl), posts)
  await createPublication(serviceData(backendUrl), {
    title: 'Pricing an archive',
    publication_name: 'Archive Review',
    publication_url: 'https://archive.example/pricing',
    published_date: '2020-06-01',
    tags: ['Archive', 'Pricing'],
  })
})

/** The bodies of every data answer the page receives from the backend. */
function backendAnswers(page: Page): Promise<string>[] {
  const answers: Promise<string>[] = []
  page.on('response', (response: Response) => {
    if (new URL(response.url()).host === BACKEND_HOST && response.request().method() === 'GET') {
      answers.push(response.text().catch(() => ''))
    }
  })
  return answers
}

test('no list read of a public page or of the admin lists carries a post body', async ({
  page,
}) => {
  const answers = backendAnswers(page)
  const blog = new BlogPage(page)
  for (const path of ['/', '/blog', '/publications', '/about', '/work-with-me', '/contact']) {
    await blog.open(path)
    await page.waitForLoadState('networkidle')
  }
  await blog.open('/blog')
  await blog.chip('Archive').click()
  await expect(blog.postTitles.filter({ hasText: 'Archive post 1' }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')

  await signInAsOwner(page)
  await page.goto('/blog-admin')
  // The list shows 25 posts a page, and posts stored at the same moment come in no set order.
  await expect(page.getByRole('link', { name: /^Archive post \d+$/ }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')

  const bodies = await Promise.all(answers)
  expect(bodies.length).toBeGreaterThan(10)
  expect(bodies.filter((body) => body.includes(BODY_MARK))).toEqual([])
  expect(bodies.some((body) => body.includes('Archive post 1"'))).toBe(true)

  // Only the post's own page reads its body.
  const post = await Promise.all([
    page.waitForResponse((response) => response.url().includes('slug=eq.archive-post-1')),
    page.goto('/blog/archive-post-1'),
  ])
  expect(await post[0].text()).toContain(BODY_MARK)
})

test('two tags show every post and publication carrying both, from every page, and stay in the address', async ({
  page,
}) => {
  const blog = new BlogPage(page)
  await blog.open('/blog')
  await expect(page.getByRole('link', { name: 'Page 3' })).toBeVisible()
  await blog.chip('Archive').click()
  await blog.chip('Pricing').click()
  await expect(page).toHaveURL(/\/blog\?tags=Archive,Pricing$/)

  const both = Array.from({ length: 10 }, (_, index) => `Archive post ${String(index * 3 + 1)}`)
  const expected = [...both.reverse(), 'Pricing an archive']
  await expect(blog.postTitles).toHaveText(expected)
  await expect(page.getByRole('navigation', { name: /pages/ })).toHaveCount(0)

  await page.reload()
  await expect(blog.chip('Pricing')).toHaveAttribute('aria-pressed', 'true')
  await expect(blog.postTitles).toHaveText(expected)

  await blog.filters.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('link', { name: 'Page 2' })).toBeVisible()
})
