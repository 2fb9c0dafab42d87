import { readFileSync } from 'node:fs'
import { localApiKeys } from '../../../supabase/local/keys.ts'
import { PostEditorPage } from '../pages/PostAdminPages.ts'
import { serviceData } from '../support/backend.ts'
import { sidewaysPhoneJpeg } from '../support/phonePhoto.ts'
import { expect, test } from '../support/fixtures.ts'
import { tableFit } from '../support/layout.ts'

/**
 * The Media view with the files a real site has: imported posts leave long paths (a long slug,
 * a long file name), and the view still fits the window, its rows cards on a phone.
 */

test.use({ freshBackend: ['--no-seed'], signedIn: true })

const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
)

test('each use of a file links to where it is edited: a banner to its post’s editor', async ({
  page,
  backendUrl,
}) => {
  const key = localApiKeys().serviceRoleKey
  const path = 'used-banner/banner.png'
  const upload = await fetch(`${backendUrl}/storage/v1/object/blog-images/${path}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'image/png' },
    body: PNG,
  })
  expect(upload.status).toBe(200)
  const { data: post } = await serviceData(backendUrl)
    .from('blog_posts')
    .insert({
      title: 'The banner’s post',
      slug: 'the-banners-post',
      content: '<p>Body.</p>',
      tags: ['Media'],
      featured_image_url: `${backendUrl}/storage/v1/object/public/blog-images/${path}`,
    })
    .select('id')
    .single()
    .throwOnError()

  await page.goto('/media-admin')
  const row = page.getByRole('row').filter({ hasText: path })
  await expect(row.getByRole('listitem')).toHaveText(['Banner: The banner’s post'])
  await row.getByRole('link', { name: 'The banner’s post' }).click()
  await expect(page).toHaveURL(new RegExp(`/blog-admin/edit/${post.id}$`))
  await expect(new PostEditorPage(page).title).toHaveValue('The banner’s post')
})

test('an image chosen from Media goes into a post with its sizes, as an upload does, and is described', async ({
  page,
}) => {
  await page.goto('/blog-admin/new')
  const editor = new PostEditorPage(page)
  await editor.title.fill('Photo twice')
  await editor.content.click()
  await page.keyboard.type('A photo, then the same from Media.')
  const photo = await sidewaysPhoneJpeg(page)
  await editor.insertImageByButton({ name: 'desk.jpg', mimeType: 'image/jpeg', buffer: photo })
  await editor.describeImage('The desk, uploaded', '')
  const uploaded = editor.content.locator('img').first()
  await expect(uploaded).toHaveAttribute('srcset', /-480w\.webp 480w/)
  const stored = (await uploaded.getAttribute('src')) ?? ''
  const fileName = stored.slice(stored.lastIndexOf('/') + 1)

  await editor.insertImageFromMedia(fileName)
  await editor.describeImage('The desk, from Media', '')

  const chosen = editor.content.getByRole('img', { name: 'The desk, from Media' })
  for (const attribute of ['src', 'srcset', 'sizes', 'width', 'height']) {
    expect(await chosen.getAttribute(attribute), attribute).toBe(
      await uploaded.getAttribute(attribute),
    )
  }
  await expect(editor.content.locator('img')).toHaveCount(2)
  await expect(editor.content.locator('p').first()).toHaveText('A photo, then the same from Media.')
})

test('long file paths wrap: the Media view fits a laptop and a phone without sideways scroll', async ({
  page,
  backendUrl,
}) => {
  const key = localApiKeys().serviceRoleKey
  const path =
    'what-a-first-hire-changes-in-a-small-consultancy-and-what-it-does-not-2013-05-08/wp-content-uploads-2013-05-IMG_20130508_142233_HDR_edited_final_final2.png'
  const upload = await fetch(`${backendUrl}/storage/v1/object/blog-images/${path}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'image/png' },
    body: PNG,
  })
  expect(upload.status).toBe(200)

  await page.goto('/media-admin')
  await expect(page.getByText('IMG_20130508_142233', { exact: false })).toBeVisible()
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 })
    const fit = await tableFit(page)
    expect(fit.scrolls, `the table at ${String(width)} px`).toEqual([0])
    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(pageOverflow, `the page at ${String(width)} px`).toBeLessThanOrEqual(0)
  }
})

test('the dry run of deleting unused files keeps what an unsaved post holds and what was just uploaded, saying why', async ({
  page,
  backendUrl,
}) => {
  // A post being written: its image is stored, the post is not saved yet.
  await page.goto('/blog-admin/new')
  const editor = new PostEditorPage(page)
  await editor.title.fill('Half-written photo post')
  await editor.content.click()
  await page.keyboard.type('A photo below.')
  const photo = readFileSync(new URL('../../fixtures/images/sample.png', import.meta.url))
  await editor.insertImageByButton({ name: 'desk.png', mimeType: 'image/png', buffer: photo })
  await editor.describeImage('A desk', '')
  // Another upload a moment ago, which a post on another device may be holding.
  const key = localApiKeys().serviceRoleKey
  const upload = await fetch(`${backendUrl}/storage/v1/object/blog-images/elsewhere.png`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'image/png' },
    body: PNG,
  })
  expect(upload.status).toBe(200)

  // The Media view shows the list the image dialog read before the upload, and reads it again:
  // that read is held until the dry run is open, which must weigh the new list, not the old.
  let releaseList: () => void = () => undefined
  const listHeld = new Promise<void>((resolve) => {
    releaseList = resolve
  })
  await page.route('**/rest/v1/rpc/media_library*', async (route) => {
    await listHeld
    await route.continue()
  })
  await page.getByRole('button', { name: 'Admin' }).click()
  await page.getByRole('link', { name: 'Media' }).click()
  await page.getByRole('button', { name: 'Delete unused files...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete unused files' })
  await expect(dialog.getByLabel('Checking the files')).toBeVisible()
  releaseList()
  const kept = dialog
    .getByRole('list', { name: 'Unused files that are kept' })
    .getByRole('listitem')
  await expect(kept.filter({ hasText: 'half-written-photo-post/image-' })).toContainText(
    'Your unsaved changes to “Half-written photo post” on this device use it.',
  )
  await expect(kept.filter({ hasText: 'elsewhere.png' })).toContainText(
    'a post not saved yet may use it. Files are kept for 7 days.',
  )
  await expect(dialog.getByRole('button', { name: 'Delete 0 files' })).toBeDisabled()
})

test('Insert into post: a post chosen from a searchable list, newest first, opens with the image at its end, described', async ({
  page,
  backendUrl,
}) => {
  const key = localApiKeys().serviceRoleKey
  const path = 'library/chart.png'
  const upload = await fetch(`${backendUrl}/storage/v1/object/blog-images/${path}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'image/png' },
    body: readFileSync(new URL('../../fixtures/images/sample.png', import.meta.url)),
  })
  expect(upload.status).toBe(200)
  const posts = [
    { title: 'Pricing for growth', created_at: '2026-03-01T09:00:00Z' },
    { title: 'Hiring the first manager', created_at: '2026-05-01T09:00:00Z' },
    { title: 'Pricing the retainer', created_at: '2026-04-01T09:00:00Z' },
  ]
  const { data: rows } = await serviceData(backendUrl)
    .from('blog_posts')
    .insert(
      posts.map((post, index) => ({
        ...post,
        slug: `insert-${String(index)}`,
        content: `<p>${post.title}: the text.</p>`,
        tags: ['Media'],
      })),
    )
    .select('id, title')
    .throwOnError()
  const target = rows.find((row) => row.title === 'Pricing for growth')

  await page.goto('/media-admin')
  const row = page.getByRole('row').filter({ hasText: path })
  await row.getByRole('button', { name: `Insert ${path} into a post` }).click()
  const dialog = page.getByRole('dialog', { name: 'Insert into post' })
  const choices = dialog.getByRole('list', { name: 'Posts' }).getByRole('button')
  await expect(choices).toHaveText([
    /^Hiring the first manager/,
    /^Pricing the retainer/,
    /^Pricing for growth/,
  ])
  await dialog.getByRole('searchbox', { name: 'Search posts' }).fill('growth')
  await expect(choices).toHaveText([/^Pricing for growth/])
  await choices.first().click()

  await expect(page).toHaveURL(new RegExp(`/blog-admin/edit/${target?.id ?? ''}$`))
  const editor = new PostEditorPage(page)
  await editor.describeImage('Revenue by quarter', '')
  const image = editor.content.getByRole('img', { name: 'Revenue by quarter' })
  await expect(image).toHaveAttribute(
    'src',
    new RegExp(`/storage/v1/object/public/blog-images/${path}$`),
  )
  // After the post's text, on a block of its own.
  await expect(editor.content.locator(':scope > figure')).toHaveCount(1)
  await expect(editor.content.locator(':scope > p:first-child + figure img')).toHaveCount(1)

  await editor.submit('Update Post')
  await expect
    .poll(async () => {
      const { data } = await serviceData(backendUrl)
        .from('blog_posts')
        .select('content')
        .eq('id', target?.id ?? '')
        .single()
      return data?.content ?? ''
    })
    .toMatch(/^<p>Pricing for growth: the text\.<\/p><figure><img [^>]*alt="Revenue by quarter"/)
  // The image went in once: opening the post again does not put it in again.
  await page.goto(`/blog-admin/edit/${target?.id ?? ''}`)
  await expect(editor.content.locator('img')).toHaveCount(1)
})
