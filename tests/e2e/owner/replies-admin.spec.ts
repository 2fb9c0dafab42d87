import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { fileForPath } from '../../../site/prerender/publicPaths.ts'
import { serviceData } from '../support/backend.ts'
import { buildSiteFrom } from '../support/builtSite.ts'
import { expect, test } from '../support/fixtures.ts'
import { ownerToast } from '../support/toasts.ts'

/**
 * The Replies screen: replies from the social web, pending first, each with its author, handle,
 * post and a link to the original; one approved shows under its post in the next build, one
 * hidden or deleted does not; likes and boosts counted per post. (The inbox that stores them is
 * tested in tests/backend/activitypub-replies.test.ts; here they are written as it writes them.)
 */

test.use({ freshBackend: ['--no-seed'], signedIn: true })

const READER = 'https://mastodon.example/users/robin'

async function seedReplies(backendUrl: string) {
  const data = serviceData(backendUrl)
  const slug = `replied-${randomUUID().slice(0, 8)}`
  const { data: post } = await data
    .from('blog_posts')
    .insert({
      title: 'A post people answer',
      slug,
      content: '<p>Tell me what you think.</p>',
      tags: ['Fediverse'],
      published: true,
      publish_date: new Date().toISOString(),
    })
    .select('id')
    .single()
    .throwOnError()
  const reply = (words: string, state: string, published: string) => ({
    object_id: `${READER}/statuses/${randomUUID()}`,
    post_id: post.id,
    actor_id: READER,
    author_name: 'Robin Reader',
    author_handle: '@robin@mastodon.example',
    url: `https://mastodon.example/@robin/${words.length}`,
    content: `<p>${words}</p>`,
    published_at: published,
    state,
  })
  await data
    .from('fediverse_replies')
    .insert([
      reply('An earlier approved thought', 'approved', '2026-11-01T10:00:00Z'),
      reply('A pending thought worth showing', 'pending', '2026-11-02T10:00:00Z'),
      reply('Spam to be deleted', 'pending', '2026-11-03T10:00:00Z'),
    ])
    .throwOnError()
  await data
    .from('fediverse_reactions')
    .insert([
      { activity_id: `${READER}#like`, post_id: post.id, type: 'Like', actor_id: READER },
      { activity_id: `${READER}#boost`, post_id: post.id, type: 'Announce', actor_id: READER },
    ])
    .throwOnError()
  return slug
}

const row = (page: Page, words: string) =>
  page.getByRole('table', { name: 'Replies' }).locator('tbody tr').filter({ hasText: words })

test('replies: empty at first, then pending first, approved into the build, hidden and deleted', async ({
  page,
  backendUrl,
}) => {
  test.setTimeout(180_000)
  await page.goto('/replies-admin')
  await expect(page.getByRole('heading', { name: 'Replies', level: 1 })).toBeVisible()
  await expect(page.getByText('No replies yet')).toBeVisible()
  await expect(page.getByText('No likes or boosts yet')).toBeVisible()

  const slug = await seedReplies(backendUrl)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Replies (3)' })).toBeVisible()
  const rows = page.getByRole('table', { name: 'Replies' }).locator('tbody tr')
  await expect(rows.nth(0)).toContainText('Pending')
  await expect(rows.nth(1)).toContainText('Pending')
  await expect(rows.nth(2)).toContainText('Approved')
  const pending = row(page, 'A pending thought worth showing')
  await expect(pending).toContainText('Robin Reader')
  await expect(pending).toContainText('@robin@mastodon.example')
  await expect(pending).toContainText('A post people answer')
  await expect(
    pending.getByRole('link', { name: 'The original of the reply by @robin@mastodon.example' }),
  ).toHaveAttribute('href', /^https:\/\/mastodon\.example\/@robin\//)
  const reactions = page.getByRole('table', { name: 'Likes and boosts' })
  await expect(reactions.locator('tbody tr')).toHaveText([/A post people answer\s*1\s*1/])

  await pending.getByRole('button', { name: /^Approve/ }).click()
  await expect(ownerToast(page, 'Reply approved')).toBeVisible()
  await expect(pending).toContainText('Approved')

  await row(page, 'An earlier approved thought').getByRole('button', { name: /^Hide/ }).click()
  await expect(ownerToast(page, 'Reply hidden')).toBeVisible()
  await expect(row(page, 'An earlier approved thought')).toContainText('Hidden')

  await row(page, 'Spam to be deleted')
    .getByRole('button', { name: /^Delete/ })
    .click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(ownerToast(page, 'Reply deleted')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Replies (2)' })).toBeVisible()

  const site = await buildSiteFrom(backendUrl)
  try {
    const html = readFileSync(join(site.dir, fileForPath(`/blog/${slug}`)), 'utf8')
    expect(html).toContain('A pending thought worth showing')
    expect(html).not.toContain('An earlier approved thought')
    expect(html).not.toContain('Spam to be deleted')

    await page.goto(`${site.url}/blog/${slug}`)
    const replies = page.getByRole('region', { name: 'Replies from the social web' })
    await expect(replies.getByRole('listitem')).toHaveCount(1)
    await expect(replies).toContainText('Robin Reader')
    await expect(replies).toContainText('@robin@mastodon.example')
    await expect(replies.locator('.post-reply__content')).toHaveText(
      'A pending thought worth showing',
    )
    await expect(replies.getByRole('link', { name: /See the original/ })).toHaveAttribute(
      'href',
      /^https:\/\/mastodon\.example\/@robin\//,
    )
  } finally {
    await site.close()
  }
})
