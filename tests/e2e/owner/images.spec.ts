import type { Locator } from '@playwright/test'
import { readImageHeader } from '../../../shared/domain/imageHeader.ts'
import {
  type ImageVariants,
  siblingNames,
  siblingPath,
} from '../../../shared/domain/imageVariants.ts'
import { metadataBlocks } from '../../support/imageMetadata.ts'
import { PostEditorPage, PostListPage } from '../pages/PostAdminPages.ts'
import { ResourceAdminPage } from '../pages/ResourceAdminPage.ts'
import { localApiKeys } from '../../../supabase/local/keys.ts'
import { serviceData } from '../support/backend.ts'
import { BACKEND_HOST } from '../support/backendHost.ts'
import { expect, test } from '../support/fixtures.ts'
import { tick } from '../support/checkedControls.ts'
import { sidewaysPhoneJpeg, storedBytes, topAndBottom } from '../support/phonePhoto.ts'

/**
 * Images as the owner picks them: prepared in the app (upright, without metadata, in sizes)
 * before anything reaches Storage, and images stored before that given their sizes afterwards.
 */
test.use({ freshBackend: ['--no-seed'], signedIn: true })

test('a phone photo is stored upright, in sizes, without its EXIF, GPS or XMP, and served with srcset', async ({
  page,
  backendUrl,
}) => {
  const photo = await sidewaysPhoneJpeg(page)
  expect(metadataBlocks(photo)).toEqual(
    expect.arrayContaining(['APP1 Exif', 'APP1 http', 'comment']),
  )

  await page.goto('/blog-admin/new')
  const editor = new PostEditorPage(page)
  await editor.title.fill('Upright Photos')
  await editor.addTags('Photos')
  await editor.content.click()
  await page.keyboard.type('A photo taken at home.')
  await editor.bannerFile.setInputFiles({
    name: 'IMG_0001.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  })
  await expect(page.getByRole('img', { name: 'Preview' })).toHaveAttribute(
    'src',
    /\/blog-images\/upright-photos-\d+\.jpg$/,
  )
  await editor.setPublished(true)
  await editor.submit('Create Post')
  await editor.goAheadAnyway('publish')
  await expect(editor.toast('Post published')).toBeVisible()

  const { data: post } = await serviceData(backendUrl)
    .from('blog_posts')
    .select('featured_image_url, featured_image_variants')
    .eq('slug', 'upright-photos')
    .single()
  const variants: ImageVariants = {
    width: 800,
    height: 1600,
    widths: [480],
    format: 'webp',
    share: true,
    email: true,
  }
  expect(post?.featured_image_variants).toEqual(variants)
  const original = post?.featured_image_url ?? ''
  const files = [original, ...siblingNames(variants).map((name) => siblingPath(original, name))]
  for (const url of files) {
    const bytes = await storedBytes(backendUrl, url)
    expect(metadataBlocks(bytes), url).toEqual([])
  }
  expect(readImageHeader(await storedBytes(backendUrl, original))).toMatchObject({
    width: 800,
    height: 1600,
  })
  expect(readImageHeader(await storedBytes(backendUrl, files[1] ?? ''))).toMatchObject({
    type: 'image/webp',
    width: 480,
    height: 960,
  })
  expect(readImageHeader(await storedBytes(backendUrl, files[2] ?? ''))).toMatchObject({
    type: 'image/jpeg',
    width: 1200,
    height: 630,
  })
  for (const url of files.slice(0, 2))
    expect(await topAndBottom(page, url), url).toEqual(['red', 'blue'])

  const banner = page.locator('.post__banner')
  // A phone receives the variant its screen needs, not the original.
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/blog/upright-photos')
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toBe(files[1])
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/blog/upright-photos')
  await expect(banner).toHaveAttribute('srcset', `${files[1] ?? ''} 480w, ${original} 800w`)
  await expect(banner).toHaveAttribute('sizes', /43\.5rem/)
  await expect(banner).toHaveAttribute('width', '800')
  await expect(banner).toHaveAttribute('height', '1600')
  await expect(banner).toHaveAttribute('fetchpriority', 'high')
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', files[2] ?? '')
})

test('what cannot be taken as an image is refused with the reason, and nothing typed is lost', async ({
  page,
}) => {
  await page.goto('/blog-admin/new')
  const editor = new PostEditorPage(page)
  await editor.title.fill('Keeps What Was Typed')
  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(64, 32)
    canvas.getContext('2d')?.fillRect(0, 0, 64, 32)
    const blob = await canvas.convertToBlob({ type: 'image/png' })
    return Array.from(new Uint8Array(await blob.arrayBuffer()))
  })
  await editor.bannerFile.setInputFiles({
    name: 'good.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png),
  })
  const preview = page.getByRole('img', { name: 'Preview' })
  await expect(preview).toHaveAttribute('src', /keeps-what-was-typed-\d+\.png$/)
  const kept = await preview.getAttribute('src')

  // A PNG that says it is 20000 × 20000 pixels: 1.6 GB to decode.
  const huge = Buffer.from(png)
  huge.writeUInt32BE(20_000, 16)
  huge.writeUInt32BE(20_000, 20)
  const cases = [
    {
      file: {
        name: 'notes.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('Meeting notes, not a photo'),
      },
      says: 'This file is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF file.',
    },
    {
      file: {
        name: 'cut-short.png',
        mimeType: 'image/png',
        buffer: Buffer.from(png).subarray(0, 60),
      },
      says: 'This image could not be read: the file may be damaged or incomplete.',
    },
    {
      file: { name: 'huge.png', mimeType: 'image/png', buffer: huge },
      says: 'This image is too large to process (20000 × 20000 pixels). Please choose one of at most 64 megapixels.',
    },
  ]
  for (const { file, says } of cases) {
    await editor.bannerFile.setInputFiles(file)
    await expect(editor.toast(says)).toBeVisible()
    await expect(preview).toHaveAttribute('src', kept ?? '')
  }
  await expect(editor.title).toHaveValue('Keeps What Was Typed')
})

test('images stored before sizes get them in one action, publication images leave their rows', async ({
  page,
  backendUrl,
}) => {
  const service = serviceData(backendUrl)
  await page.goto('/')
  const photo = await sidewaysPhoneJpeg(page)
  const key = localApiKeys().serviceRoleKey
  const upload = await fetch(`${backendUrl}/storage/v1/object/blog-images/old-banner.jpg`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'image/jpeg' },
    body: new Uint8Array(photo),
  })
  expect(upload.status).toBe(200)
  const stored = `http://${BACKEND_HOST}/storage/v1/object/public/blog-images/old-banner.jpg`
  await service
    .from('blog_posts')
    .insert({
      title: 'From Before',
      slug: 'from-before',
      content: '<p>Old.</p>',
      tags: ['Old'],
      featured_image_url: stored,
    })
    .throwOnError()
  await service
    .from('publications')
    .insert({
      title: 'Pasted Long Ago',
      publication_name: 'Old Review',
      publication_url: 'https://old.example/pasted',
      published_date: '2024-01-01',
      image_url: `data:image/jpeg;base64,${photo.toString('base64')}`,
    })
    .throwOnError()

  const publications = new ResourceAdminPage(page, '/publications-admin')
  await publications.open()
  const notice = page.getByText(/2 images on the site were stored before web sizes/)
  await expect(notice).toContainText('1 image of them inside publication rows')
  await page.getByRole('button', { name: 'Make web sizes for 2 images' }).click()
  await expect(publications.toast('Web sizes made for 2 images')).toBeVisible()
  await expect(notice).toHaveCount(0)

  const { data: rows } = await service.from('publications').select('image_url, image_variants')
  expect(rows?.filter((row) => row.image_url?.startsWith('data:'))).toEqual([])
  expect(rows?.[0]?.image_variants).toMatchObject({ width: 800, height: 1600, widths: [480] })
  const { data: post } = await service
    .from('blog_posts')
    .select('featured_image_url, featured_image_variants')
    .eq('slug', 'from-before')
    .single()
  expect(post?.featured_image_variants).toMatchObject({ widths: [480], share: true })
  for (const url of [rows?.[0]?.image_url ?? '', post?.featured_image_url ?? '']) {
    expect(metadataBlocks(await storedBytes(backendUrl, url)), url).toEqual([])
    expect(await topAndBottom(page, url)).toEqual(['red', 'blue'])
  }
  // The old file, with its GPS position, is gone from Storage.
  const gone = await fetch(stored.replace(`http://${BACKEND_HOST}`, backendUrl))
  expect(await gone.json()).toMatchObject({ statusCode: '404', error: 'not_found' })
})

test('a phone photo put into a post by button, paste and drop is stored upright in sizes, and every view shows a WebP size', async ({
  page,
  browser,
  backendUrl,
}) => {
  const photo = await sidewaysPhoneJpeg(page)
  const file = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: photo })
  await page.goto('/blog-admin/new')
  const editor = new PostEditorPage(page)
  await editor.title.fill('Photos in the Body')
  await editor.addTags('Photos')
  await editor.content.click()
  await page.keyboard.type('Three photos from the workshop.')

  await editor.insertImageByButton(file('IMG_0001.jpg'))
  await editor.describeImage('Red above blue, by button', 'Chosen with the button')
  await editor.pasteImages(file('IMG_0002.jpg'))
  await editor.describeImage('Red above blue, pasted', '')
  await editor.dropImage(file('IMG_0003.jpg'))
  await editor.describeImage('Red above blue, dropped', 'Dropped in')
  await expect(editor.content.locator('figure img')).toHaveCount(3)
  // Dropped onto the middle of a sentence, the image stands after its paragraph, whole.
  await expect(editor.content.locator('p').first()).toHaveText('Three photos from the workshop.')
  await expect(editor.content.locator('img[src^="data:"]')).toHaveCount(0)

  await editor.submit('Create Post')
  await expect(new PostListPage(page).row('Photos in the Body')).toContainText('Draft')

  const service = serviceData(backendUrl)
  const { data: post } = await service
    .from('blog_posts')
    .select('id, content')
    .eq('slug', 'photos-in-the-body')
    .single()
  const { data: revisions } = await service
    .from('blog_post_revisions')
    .select('content')
    .eq('post_id', post?.id ?? '')
  const html = post?.content ?? ''
  for (const stored of [html, ...(revisions ?? []).map((revision) => revision.content)])
    expect(stored).not.toContain('data:')
  expect(revisions?.length).toBeGreaterThan(0)
  expect(html).toContain('<figcaption>Chosen with the button</figcaption>')
  expect(html.match(/<figcaption>/g)).toHaveLength(2)
  const images = [...html.matchAll(/<img src="([^"]+)" srcset="([^"]+)"[^>]*>/g)]
  expect(images).toHaveLength(3)
  for (const [tag, src = '', srcset = ''] of images) {
    expect(src).toMatch(/\/blog-images\/photos-in-the-body\/image-\d+\.jpg$/)
    expect(srcset).toBe(`${siblingPath(src, '480w.webp')} 480w, ${src} 800w`)
    expect(tag).toMatch(
      / width="800" height="1600" alt="Red above blue, [a-z ]+" loading="lazy" decoding="async"/,
    )
    for (const url of [src, siblingPath(src, '480w.webp')]) {
      expect(metadataBlocks(await storedBytes(backendUrl, url)), url).toEqual([])
      expect(await topAndBottom(page, url), url).toEqual(['red', 'blue'])
    }
  }

  /** The body's images as a phone's screen loads them: each from its upright WebP size. */
  const showsWebpSizes = async (body: Locator) => {
    const shown = body.locator('img')
    await expect(shown).toHaveCount(3)
    for (const image of await shown.all()) {
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() =>
          image.evaluate((img: HTMLImageElement) =>
            img.complete
              ? `${img.currentSrc} ${img.naturalHeight > img.naturalWidth ? 'upright' : 'sideways'}`
              : '',
          ),
        )
        .toMatch(/-480w\.webp upright$/)
    }
  }
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto(`/blog-admin/edit/${post?.id ?? ''}`)
  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  await showsWebpSizes(page.frameLocator('iframe[title="Post preview"]').locator('.post-body'))
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Create preview link' }).click()
  const address = await page.getByLabel('New preview link').inputValue()
  const visitor = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const reader = await visitor.newPage()
  await reader.goto(address)
  await showsWebpSizes(reader.locator('.post-body'))
  await visitor.close()

  await editor.setPublished(true)
  await editor.submit('Update Post')
  await editor.goAheadAnyway('publish')
  await expect(new PostListPage(page).row('Photos in the Body')).toContainText('Published')
  const { data: published } = await service
    .from('blog_post_revisions')
    .select('content')
    .eq('post_id', post?.id ?? '')
  expect(published?.length).toBeGreaterThan(revisions?.length ?? 0)
  for (const revision of published ?? []) expect(revision.content).not.toContain('data:')
  await page.goto('/blog/photos-in-the-body')
  // The drop lands after the paragraph the pointer was on: before the others.
  await expect(page.locator('.post-body figcaption')).toHaveText([
    'Dropped in',
    'Chosen with the button',
  ])
  await showsWebpSizes(page.locator('.post-body'))
})

test('a photo kept in a post as a data address is stored in sizes when the list publishes the post, by its row or selected', async ({
  page,
  backendUrl,
}) => {
  const photo = await sidewaysPhoneJpeg(page)
  const service = serviceData(backendUrl)
  const src = `data:image/jpeg;base64,${photo.toString('base64')}`
  const pasted = (title: string, slug: string) => ({
    title,
    slug,
    excerpt: 'A post from before images were stored.',
    content: `<p>The workshop.</p><p><img src="${src}" alt="The workshop wall"></p>`,
    tags: ['Photos'],
  })
  await service
    .from('blog_posts')
    .insert([
      pasted('Pasted Before Images Were Stored', 'pasted-before'),
      pasted('Pasted Another Time', 'pasted-another'),
    ])
    .throwOnError()

  const list = new PostListPage(page)
  await list.open()
  const row = list.row('Pasted Before Images Were Stored')
  await row.getByRole('button', { name: 'Publish', exact: true }).click()
  // What the checks still find is the missing banner, never an image the site would not show.
  const noBanner = 'There is no banner image: link cards show the site’s default sharing image.'
  const checks = new PostEditorPage(page).checks('publish')
  await expect(checks.getByRole('listitem')).toHaveText([noBanner])
  await new PostEditorPage(page).goAheadAnyway('publish')
  await expect(row).toContainText('Published')

  // Selected, even beside a published post, it is made ready the same way.
  await tick(page, 'Select Pasted Another Time')
  await tick(page, 'Select Pasted Before Images Were Stored')
  await page
    .getByRole('region', { name: 'Selected posts' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click()
  const question = page.getByRole('dialog', { name: 'Publish 1 post' })
  await expect(
    question.getByRole('list', { name: 'What would hurt the posts' }).getByRole('listitem'),
  ).toHaveText(['Pasted Another Time' + noBanner, noBanner])
  await question.getByRole('button', { name: 'Publish 1 post anyway' }).click()
  await expect(list.toast('1 post published, 1 left as they were')).toBeVisible()
  await expect(list.row('Pasted Another Time')).toContainText('Published')

  for (const slug of ['pasted-before', 'pasted-another']) {
    const { data: post } = await service
      .from('blog_posts')
      .select('content')
      .eq('slug', slug)
      .single()
    const html = post?.content ?? ''
    expect(html).not.toContain('data:')
    const [, stored = ''] = /<img src="([^"]+)"/.exec(html) ?? []
    expect(stored).toMatch(new RegExp(`/blog-images/${slug}/image-\\d+\\.jpg$`))
    expect(html).toContain('alt="The workshop wall"')
    expect(html).toContain(`srcset="${siblingPath(stored, '480w.webp')} 480w, ${stored} 800w"`)
    expect(metadataBlocks(await storedBytes(backendUrl, stored))).toEqual([])
    expect(await topAndBottom(page, stored)).toEqual(['red', 'blue'])
  }
})
