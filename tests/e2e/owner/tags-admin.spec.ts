import { TagsAdminPage } from '../pages/TagsAdminPage.ts'
import { ResourceAdminPage } from '../pages/ResourceAdminPage.ts'
import { serviceData } from '../support/backend.ts'
import { buildSiteFrom } from '../support/builtSite.ts'
import { expect, test } from '../support/fixtures.ts'
import { chosenTags } from '../support/tagChips.ts'
import { createPublicBackend } from '../../../shared/backend/publicBackend.ts'
import { fetchPostRedirects, fetchTagRedirects } from '../../../shared/backend/redirects.ts'
import { localApiKeys } from '../../../supabase/local/keys.ts'
import { redirectsFile } from '../../../site/prerender/redirects.ts'

/**
 * The Tags screen: its empty state; each tag with its posts and publications; a tag renamed,
 * then merged into another, every post and publication keeping it and the old names' blog
 * addresses leading to the new one; a delete asked first, and one refused for a post's only
 * tag; and the tag field offering the spelling the site already uses.
 */

test.use({ freshBackend: ['--no-seed'], signedIn: true })

async function tagsOf(backendUrl: string, table: 'blog_posts' | 'publications', title: string) {
  const { data } = await serviceData(backendUrl)
    .from(table)
    .select('tags')
    .eq('title', title)
    .single()
    .throwOnError()
  return data.tags
}

/** The static host's redirects file as the next build writes it from this backend. */
async function nextRedirectsFile(backendUrl: string): Promise<string> {
  const reader = createPublicBackend({ url: backendUrl, anonKey: localApiKeys().anonKey }).data
  return redirectsFile(await fetchPostRedirects(reader), {
    tagRedirects: await fetchTagRedirects(reader),
  })
}

test('tags: listed with their counts, renamed, merged and deleted everywhere', async ({
  page,
  backendUrl,
}) => {
  const tags = new TagsAdminPage(page)
  await tags.open()
  await expect(page.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible()
  await expect(page.getByText('No tags yet')).toBeVisible()

  const data = serviceData(backendUrl)
  await data
    .from('blog_posts')
    .insert([
      {
        title: 'Pricing post',
        slug: 'pricing-post',
        content: '<p>Pricing.</p>',
        tags: ['Machine Learning', 'Pricing'],
      },
      { title: 'AI post', slug: 'ai-post', content: '<p>AI.</p>', tags: ['AI'] },
    ])
    .throwOnError()
  await data
    .from('publications')
    .insert({
      title: 'Learning paper',
      publication_name: 'Tag Weekly',
      publication_url: 'https://example.org/learning',
      published_date: '2026-11-01',
      tags: ['machine learning'],
    })
    .throwOnError()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Tags (3)' })).toBeVisible()
  await expect(tags.cells('Machine Learning')).toHaveText(['Machine Learning', '1', '1', /Rename/])

  await tags.rename('Machine Learning', 'AI')
  await expect(
    tags.dialog.getByText('“AI” is another tag: choose Merge to join the two.'),
  ).toBeVisible()
  await tags.dialog.getByLabel('New name').fill('ML')
  await tags.dialog.getByRole('button', { name: 'Rename' }).click()
  await expect(tags.toast('Tag renamed successfully')).toBeVisible()
  await expect(tags.cells('ML')).toHaveText(['ML', '1', '1', /Rename/])
  await expect(tags.row('Machine Learning')).toHaveCount(0)

  await tags.merge('ML', 'AI')
  await expect(tags.toast('Tags merged successfully')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Tags (2)' })).toBeVisible()
  await expect(tags.cells('AI')).toHaveText(['AI', '2', '1', /Rename/])
  expect(await tagsOf(backendUrl, 'blog_posts', 'Pricing post')).toEqual(['AI', 'Pricing'])
  expect(await tagsOf(backendUrl, 'publications', 'Learning paper')).toEqual(['AI'])
  const redirects = (await nextRedirectsFile(backendUrl)).split('\n')
  expect(redirects).toContain('/blog tags=Machine%20Learning /blog?tags=AI 301!')
  expect(redirects).toContain('/blog tags=ML /blog?tags=AI 301!')

  await tags.askToDelete('AI')
  const question = page.getByRole('alertdialog')
  await expect(question).toContainText('Are you sure you want to delete this tag?')
  await question.getByRole('button', { name: 'Delete' }).click()
  await expect(
    tags.toast(
      'Failed to delete tag: A post has this tag as its only tag, and every post needs one: merge it into another tag instead.',
    ),
  ).toBeVisible()
  await expect(tags.row('AI')).toBeVisible()

  await tags.askToDelete('Pricing')
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(tags.row('Pricing')).toBeVisible()
  await tags.askToDelete('Pricing')
  await question.getByRole('button', { name: 'Delete' }).click()
  await expect(tags.toast('Tag deleted successfully')).toBeVisible()
  await expect(tags.row('Pricing')).toHaveCount(0)
  expect(await tagsOf(backendUrl, 'blog_posts', 'Pricing post')).toEqual(['AI'])
})

test('on the built site, a renamed tag’s old blog address is followed to the new one, as the host follows the rule', async ({
  page,
  backendUrl,
}) => {
  test.setTimeout(180_000)
  await serviceData(backendUrl)
    .from('blog_posts')
    .insert({
      title: 'Learning in public',
      slug: 'learning-in-public',
      content: '<p>Learning.</p>',
      tags: ['Machine Learning', 'Pricing'],
      published: true,
      publish_date: '2026-11-01T09:00:00Z',
    })
    .throwOnError()
  const tags = new TagsAdminPage(page)
  await tags.open()
  await tags.rename('Machine Learning', 'ML')
  await expect(tags.toast('Tag renamed successfully')).toBeVisible()

  const site = await buildSiteFrom(backendUrl)
  try {
    const moved = await page.request.get(`${site.url}/blog?tags=Machine%20Learning`, {
      maxRedirects: 0,
    })
    expect(moved.status()).toBe(301)
    expect(moved.headers().location).toBe('/blog?tags=ML')
    // Another tag's address, and the blog itself, are not moved.
    for (const path of ['/blog?tags=Pricing', '/blog']) {
      const own = await page.request.get(`${site.url}${path}`, { maxRedirects: 0 })
      expect(own.status(), path).toBe(200)
    }

    await page.goto(`${site.url}/blog?tags=Machine%20Learning`)
    await expect(page).toHaveURL(`${site.url}/blog?tags=ML`)
    await expect(page.getByRole('link', { name: 'Learning in public' }).first()).toBeVisible()
  } finally {
    await site.close()
  }
})

test('the tag field offers the spelling the site already uses', async ({ page, backendUrl }) => {
  await serviceData(backendUrl)
    .from('blog_posts')
    .insert({ title: 'AI post', slug: 'ai-post', content: '<p>AI.</p>', tags: ['AI'] })
    .throwOnError()
  const publications = new ResourceAdminPage(page, '/publications-admin')
  await page.goto('/publications-admin/new')
  await publications.field('Tags').fill('ai')
  const suggested = page.getByRole('group', { name: 'Suggested tags' })
  await expect(suggested.getByRole('button')).toHaveText(['AI'])
  await publications.field('Tags').press('Enter')
  await expect(chosenTags(page)).toHaveText(['AI'])
})
