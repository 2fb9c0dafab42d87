import { postBody, postTitle, randomSource, someTags } from '../../../scripts/bench/archiveText.ts'
import { PostListPage } from '../pages/PostAdminPages.ts'
import { serviceData } from '../support/backend.ts'
import { buildSiteFrom } from '../support/builtSite.ts'
import { expect, test } from '../support/fixtures.ts'
import { createPosts } from '../../support/factories/blogPosts.ts'

/**
 * Search at a working consultant's scale: 300 published posts of about 1,500 words, built and
 * indexed as `npm run build` does. A word that occurs in one paragraph of one post's body finds
 * that post and never a draft that has the word too; the owner's list finds both.
 */

// Its own backend: the shared one is what the site was prerendered from.
test.use({ freshBackend: ['--no-seed'], signedIn: true })

const ARCHIVE = 300
const WORD = 'quinceberry'
const DRAFT = 'Quinceberry Notes, Unfinished'
const DAY = 24 * 60 * 60 * 1000

test(`at ${String(ARCHIVE)} posts, a word of one paragraph finds its post, and its draft only in the owner's list`, async ({
  page,
  backendUrl,
}) => {
  test.setTimeout(300_000)
  const random = randomSource(ARCHIVE)
  const archive = Array.from({ length: ARCHIVE }, (_, index) => ({
    ...postTitle(random, index),
    content: postBody(random, 1500),
    tags: someTags(random),
    published: true,
    newsletter_sent: true,
    publish_date: new Date(Date.parse('2026-11-01T09:00:00Z') - index * DAY).toISOString(),
  }))
  const found = archive[150]
  if (!found) throw new Error('The archive is shorter than the test')
  const paragraphs = found.content.split('\n')
  paragraphs.splice(6, 0, `<p>The ${WORD} came late to the board's agenda that year.</p>`)
  found.content = paragraphs.join('\n')
  await createPosts(serviceData(backendUrl), [
    ...archive,
    { title: DRAFT, content: `<p>A ${WORD} draft.</p>`, tags: ['Notes'] },
  ])

  const site = await buildSiteFrom(backendUrl)
  try {
    await page.goto(`${site.url}/search?q=${WORD}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('status')).toHaveText(`1 result for “${WORD}”.`)
    await expect(main.getByRole('heading', { level: 2, name: found.title })).toBeVisible()
    await expect(main.locator('mark')).toHaveText([WORD])
    await expect(main.getByText(DRAFT)).toHaveCount(0)
  } finally {
    await site.close()
  }

  const list = new PostListPage(page)
  await list.open()
  await expect(page.getByRole('status').filter({ hasText: 'posts' })).toHaveText(
    `${String(ARCHIVE + 1)} posts`,
  )
  await list.search.fill(WORD)
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText('2 posts match')
  await expect(list.titles).toHaveCount(2)
  await expect(list.row(DRAFT)).toContainText('Draft')
  await expect(list.row(found.title)).toContainText('Published')
})
