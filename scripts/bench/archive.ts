import type { Page } from '@playwright/test'
import { bodyImage, bodyImageAttributes } from '../../shared/domain/bodyImages.ts'
import { siblingPath } from '../../shared/domain/imageVariants.ts'
import { readTimeMinutes } from '../../shared/domain/readTime.ts'
import { postPath } from '../../site/prerender/publicPaths.ts'
import {
  ARCHIVE_TAGS,
  maybeExcerpt,
  postBody,
  postTitle,
  randomSource,
  someTags,
} from './archiveText.ts'
import { HOME_POSITION, withPhoneMetadata } from './photoMetadata.ts'
import { drawPhoto } from './photos.ts'
import { type PreparedFiles, loadPrepareImage, prepareInPage } from './preparedImages.ts'

/**
 * A consultant's years of writing, generated into a fresh local backend: `posts` published
 * posts of about 1,500 words over 30 tags (a few featured), 40 external publications with
 * images, and one post whose banner, and five images in whose body, are a phone photo (4000 × 3000
 * JPEG of about 3.7 MB, with its GPS position). Images are drawn at run time and stored as the owner's app stores them:
 * prepared by the app's own code in Chromium (upright, without metadata, in sizes).
 */

export interface Archive {
  /** The address of the post with the phone-photo banner and body images. */
  bannerPost: string
  /** The phone photo as the camera wrote it. */
  bannerBytes: number
  /** How long the app took to prepare the phone photo in Chromium, in milliseconds. */
  bannerPrepareMs: number
}

const WORDS_PER_POST = 1500
const PUBLICATIONS = 40
/** The phone photos in the body of the post with the phone-photo banner. */
const BODY_PHOTOS = 5
const FEATURED = new Set([1, 12, 60])
const DAY = 24 * 60 * 60 * 1000
const NEWEST = Date.parse('2026-11-20T09:00:00Z')

interface ServiceApi {
  rest(path: string, init: { method: string; body?: unknown }): Promise<unknown>
  upload(bucket: string, path: string, bytes: Buffer, type: string): Promise<string>
}

/** Stores a prepared image as the app does: the files beside it first, then the original. */
async function storePrepared(
  api: ServiceApi,
  bucket: string,
  stem: string,
  prepared: PreparedFiles,
): Promise<string> {
  const extension = prepared.original.type === 'image/png' ? 'png' : 'jpg'
  const path = `${stem}-${String(Date.now())}.${extension}`
  for (const sibling of prepared.siblings) {
    await api.upload(bucket, siblingPath(path, sibling.name), sibling.bytes, sibling.type)
  }
  return api.upload(bucket, path, prepared.original.bytes, prepared.original.type)
}

export async function fillArchive(
  backendUrl: string,
  serviceKey: string,
  page: Page,
  posts: number,
): Promise<Archive> {
  const api = serviceApi(backendUrl, serviceKey)
  const random = randomSource(2026)
  // The demo's posts and publications make way for the archive; the rest of the site stays.
  await api.rest('blog_posts?id=not.is.null', { method: 'DELETE' })
  await api.rest('publications?id=not.is.null', { method: 'DELETE' })

  await loadPrepareImage(page)
  const photo = withPhoneMetadata(
    await drawPhoto(page, { width: 4000, height: 3000, grain: 22, quality: 0.92 }),
    { orientation: 1, ...HOME_POSITION },
  )
  const rows = Array.from({ length: posts }, (_, index) => {
    const { title, slug } = postTitle(random, index)
    const content = postBody(random, WORDS_PER_POST)
    const published = new Date(NEWEST - index * 4 * DAY)
    return {
      title,
      slug,
      excerpt: maybeExcerpt(random),
      content,
      tags: someTags(random),
      featured: FEATURED.has(index),
      published: true,
      // Mailed when each went out, years ago: the backend has no newsletters to send meanwhile.
      newsletter_sent: true,
      publish_date: published.toISOString(),
      created_at: new Date(published.getTime() - DAY).toISOString(),
      read_time: readTimeMinutes(content),
      featured_image_url: null as string | null,
      featured_image_variants: null as PreparedFiles['variants'] | null,
    }
  })
  const bannerRow = rows[0]
  if (!bannerRow) throw new Error('An archive needs at least one post')
  const banner = await prepareInPage(page, photo, 'image/jpeg', true)
  bannerRow.featured_image_url = await storePrepared(api, 'blog-images', bannerRow.slug, banner)
  bannerRow.featured_image_variants = banner.variants
  bannerRow.content = await withBodyPhotos(api, page, bannerRow, photo)
  for (let start = 0; start < rows.length; start += 50) {
    await api.rest('blog_posts', { method: 'POST', body: rows.slice(start, start + 50) })
  }

  const publications = []
  for (let index = 0; index < PUBLICATIONS; index++) {
    const drawn = await drawPhoto(page, { width: 1200, height: 630, grain: 12, quality: 0.8 })
    const image = await prepareInPage(page, drawn, 'image/jpeg', false)
    publications.push({
      title: `${postTitle(random, index).title} (guest essay)`,
      publication_name: ['Scale Journal', 'Product Weekly', 'Board Review'][index % 3] ?? '',
      publication_url: `https://publications.example/essays/${index + 1}`,
      published_date: new Date(NEWEST - index * 30 * DAY).toISOString().slice(0, 10),
      excerpt: maybeExcerpt(random),
      tags: someTags(random),
      image_url: await storePrepared(api, 'blog-images', `publication-${String(index + 1)}`, image),
      image_variants: image.variants,
    })
  }
  await api.rest('publications', { method: 'POST', body: publications })
  console.log(
    `Archive: ${rows.length} posts, ${ARCHIVE_TAGS.length} tags, ${PUBLICATIONS} publications.`,
  )
  return {
    bannerPost: postPath(bannerRow.slug),
    bannerBytes: photo.length,
    bannerPrepareMs: banner.milliseconds,
  }
}

/**
 * The post's body with the phone photo put into it BODY_PHOTOS times, spread between its
 * paragraphs, prepared and written as the editor does: a post as a consultant illustrates it.
 */
async function withBodyPhotos(
  api: ServiceApi,
  page: Page,
  post: { slug: string; content: string },
  photo: Buffer,
): Promise<string> {
  const prepared = await prepareInPage(page, photo, 'image/jpeg', false)
  const paragraphs = post.content.split('</p>')
  const step = Math.max(1, Math.floor(paragraphs.length / (BODY_PHOTOS + 1)))
  for (let index = BODY_PHOTOS; index >= 1; index--) {
    const stem = `${post.slug}/image-${String(index)}`
    const url = await storePrepared(api, 'blog-images', stem, prepared)
    const image = bodyImage({ url, variants: prepared.variants }, `Workshop photo ${String(index)}`)
    const attributes = bodyImageAttributes(image)
      .map(([name, value]) => ` ${name}="${value}"`)
      .join('')
    paragraphs.splice(index * step, 0, `<p><img${attributes}>`)
  }
  return paragraphs.join('</p>')
}

function serviceApi(backendUrl: string, serviceKey: string): ServiceApi {
  const headers = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` }
  const check = async (response: Response, what: string) => {
    if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`)
  }
  return {
    rest: async (path, { method, body }) => {
      const response = await fetch(`${backendUrl}/rest/v1/${path}`, {
        method,
        headers: { ...headers, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      await check(response, `${method} ${path}`)
      return null
    },
    upload: async (bucket, path, bytes, type) => {
      const response = await fetch(`${backendUrl}/storage/v1/object/${bucket}/${path}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': type },
        body: new Uint8Array(bytes),
      })
      await check(response, `upload ${path}`)
      return `${backendUrl}/storage/v1/object/public/${bucket}/${path}`
    },
  }
}
