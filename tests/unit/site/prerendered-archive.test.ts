import { fileURLToPath } from 'node:url'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicBackend } from '../../../shared/backend/publicBackend.ts'
import { type ImageVariants, imageSrcSet } from '../../../shared/domain/imageVariants.ts'
import { readSiteConfig } from '../../../shared/config/siteConfig.ts'
import { createPostSanitizer } from '../../../shared/content/sanitizePostHtml.ts'
import { readSiteContent } from '../../../site/build/prerenderPlugin.ts'
import { STATIC_PUBLIC_PATHS, postPath } from '../../../site/build/publicPaths.ts'
import { renderPage } from '../../../site/entry-server.tsx'
import type { SiteContextValue } from '../../../site/siteContextValue.ts'
import { type LocalBackend, startLocalBackend } from '../../../supabase/local/backend.ts'
import { parseCliOptions } from '../../../supabase/local/cli-options.ts'

/**
 * The site as a visitor without JavaScript (or a crawler, or a link preview) reads it: the
 * prerendered pages, as the build renders them, over an archive of several pages. Only links
 * count, only to pages the build writes.
 */

const ARCHIVE_POSTS = 30
const BANNER = 'https://project.example/storage/v1/object/public/blog-images/with-a-banner-1.jpg'
const BANNER_VARIANTS: ImageVariants = {
  width: 2400,
  height: 1800,
  widths: [480, 800, 1200, 1600],
  format: 'webp',
  share: true,
}
const BANNER_ALT = 'The team at a whiteboard, "before & after" sketches'
let backend: LocalBackend
let context: SiteContextValue

beforeAll(async () => {
  backend = await startLocalBackend({
    ...parseCliOptions(['--memory', '--port', '0', '--no-owner'], {}, 0),
    supabaseDir: fileURLToPath(new URL('../../../supabase', import.meta.url)),
    host: '127.0.0.1',
  })
  const key = backend.keys.serviceRoleKey
  const posts = Array.from({ length: ARCHIVE_POSTS }, (_, index) => ({
    title: `Archive post ${String(index + 1)}`,
    slug: `archive-post-${String(index + 1)}`,
    content: `<p>Body of archive post ${String(index + 1)}.</p>`,
    tags: ['Archive'],
    published: true,
    // Some share their moment: the pages still hold each post once.
    publish_date: new Date(Date.UTC(2020, 0, 1 + Math.floor(index / 3))).toISOString(),
    // One request inserts rows with the same columns.
    featured: false,
    featured_image_url: null,
    featured_image_variants: null,
    banner_alt: null,
  }))
  const banner = {
    title: 'With a banner',
    slug: 'with-a-banner',
    content: '<p>A post with a photo.</p>',
    tags: ['Photos'],
    featured: true,
    published: true,
    publish_date: '2019-06-01T09:00:00Z',
    featured_image_url: BANNER,
    featured_image_variants: BANNER_VARIANTS,
    banner_alt: BANNER_ALT,
  }
  const response = await fetch(`${backend.url}/rest/v1/blog_posts`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify([...posts, banner]),
  })
  expect(response.status).toBe(201)
  context = {
    site: readSiteConfig({}),
    backendConfig: { url: backend.url, anonKey: backend.keys.anonKey },
    backend: createPublicBackend({ url: backend.url, anonKey: backend.keys.anonKey }),
    loadSanitizer: () => Promise.resolve(createPostSanitizer(new JSDOM('').window)),
  }
}, 120_000)

afterAll(async () => {
  await backend.close()
})

/** The addresses a page's HTML links to, once each. */
function links(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/<a [^>]*href="([^"#?]+)"/g)].map((match) => match[1] ?? '')),
  ]
}

describe('without JavaScript', () => {
  it('following the page links from /blog reaches every published post exactly once', async () => {
    const content = await readSiteContent(context, backend.url)
    const built = new Set<string>([...STATIC_PUBLIC_PATHS, ...content.listPages])
    const published = content.posts.map((post) => postPath(post.slug))
    expect(published.length).toBe(ARCHIVE_POSTS + 7)
    expect(content.listPages).toEqual(['/blog/page/2', '/blog/page/3'])

    const pagesOfPost = new Map<string, string[]>()
    const queue = ['/blog']
    const visited = new Set<string>()
    while (queue.length > 0) {
      const path = queue.shift() ?? ''
      if (visited.has(path)) continue
      visited.add(path)
      const page = await renderPage(path, context)
      expect(page.head, path).toContain(
        `<link rel="canonical" href="${context.site.siteUrl}${path}"/>`,
      )
      for (const link of links(page.body)) {
        if (/^\/blog\/page\/\d+$/.test(link)) {
          expect(built, `${path} links to ${link}`).toContain(link)
          queue.push(link)
        } else if (published.includes(link)) {
          pagesOfPost.set(link, [...(pagesOfPost.get(link) ?? []), path])
        }
      }
    }
    expect([...visited].sort()).toEqual(['/blog', '/blog/page/2', '/blog/page/3'])
    for (const post of published) expect(pagesOfPost.get(post), post).toHaveLength(1)
  }, 120_000)

  it("shows a post's banner at the size a screen needs, preloaded, and shares its 1200 × 630 copy, with its alt text", async () => {
    const page = await renderPage('/blog/with-a-banner', context)
    const srcset = imageSrcSet(BANNER, BANNER_VARIANTS)
    const banner = new JSDOM(page.body).window.document.querySelector('img.post__banner')
    expect(banner?.getAttribute('src')).toBe(BANNER)
    expect(banner?.getAttribute('srcset')).toBe(srcset)
    expect(banner?.getAttribute('sizes')).toMatch(/^\(min-width: 46rem\) /)
    expect(banner?.getAttribute('width')).toBe('2400')
    expect(banner?.getAttribute('height')).toBe('1800')
    expect(banner?.getAttribute('fetchpriority')).toBe('high')
    expect(banner?.getAttribute('alt')).toBe(BANNER_ALT)
    const head = new JSDOM(page.head).window.document
    const preload = head.querySelector('link[rel="preload"][as="image"]')
    expect(preload?.getAttribute('imagesrcset')).toBe(srcset)
    expect(preload?.getAttribute('fetchpriority')).toBe('high')
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      BANNER.replace('.jpg', '-share.jpg'),
    )
    expect(head.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(
      BANNER_ALT,
    )
    expect(head.querySelector('meta[name="twitter:image:alt"]')?.getAttribute('content')).toBe(
      BANNER_ALT,
    )
  }, 60_000)

  it('a page past the last is not found', async () => {
    const page = await renderPage('/blog/page/9', context)
    expect(page.body).toContain('Oops! Page not found')
  }, 60_000)
})
