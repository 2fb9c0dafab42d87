import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicBackend } from '../../../shared/backend/publicBackend.ts'
import { type ImageVariants, imageSrcSet } from '../../../shared/domain/imageVariants.ts'
import { readSiteConfig } from '../../../shared/config/siteConfig.ts'
import { createPostSanitizer } from '../../../shared/content/sanitizePostHtml.ts'
import { sitemapXml } from '../../../site/prerender/feeds.ts'
import {
  BUILD_READ_TIME_LIMIT_MS,
  readSiteContent,
} from '../../../site/prerender/prerenderPlugin.ts'
import { searchInput, writeSearchIndex } from '../../../site/prerender/searchIndex.ts'
import { postStructuredData } from '../../../site/prerender/structuredData.ts'
import { STATIC_PUBLIC_PATHS, postPath } from '../../../site/prerender/publicPaths.ts'
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
  email: false,
}
const BANNER_ALT = 'The team at a whiteboard, "before & after" sketches'
/**
 * Posts on their own tags, a day apart, to follow from one to the next: C's neighbours are B and
 * D; E is a draft between them and never shown. C shares two tags with A and D, one with B.
 */
const leadingOn = (letter: string, time: string, tags: string[], published = true) => ({
  title: `Leading on ${letter}`,
  slug: `leading-on-${letter.toLowerCase()}`,
  content: `<p>Leading on ${letter}.</p>`,
  excerpt: `Excerpt of ${letter}.`,
  tags,
  published,
  publish_date: `2018-01-${time}Z`,
  canonical_url: null,
  seo_title: null,
  seo_description: null,
})
const LEADING_ON = [
  leadingOn('A', '01T09:00:00', ['Lead one', 'Lead two']),
  leadingOn('B', '02T09:00:00', ['Lead one']),
  leadingOn('C', '03T09:00:00', ['Lead one', 'Lead two', 'Lead three']),
  // Later the same day as C: were drafts not left out, it would be C's next.
  leadingOn('E', '03T18:00:00', ['Lead one', 'Lead two', 'Lead three'], false),
  leadingOn('D', '04T09:00:00', ['Lead two', 'Lead three']),
]
/** A, B, C and D, and the cross-posted post below. */
const PUBLISHED_HERE = 5
const CANONICAL = 'https://journal.example/articles/hiring?id=7&ref=site'
const CROSS_POSTED = {
  ...leadingOn('X', '05T09:00:00', ['Elsewhere']),
  title: 'Cross-posted',
  slug: 'cross-posted',
  canonical_url: CANONICAL,
  seo_title: 'Hiring well, as first printed in the Journal',
  seo_description: 'Three questions, first asked in the Journal.',
}

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
  const more = await fetch(`${backend.url}/rest/v1/blog_posts`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify([...LEADING_ON, CROSS_POSTED]),
  })
  expect(more.status).toBe(201)
  context = {
    site: readSiteConfig({}),
    backendConfig: { url: backend.url, anonKey: backend.keys.anonKey },
    backend: createPublicBackend(
      { url: backend.url, anonKey: backend.keys.anonKey },
      BUILD_READ_TIME_LIMIT_MS,
    ),
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
    expect(published.length).toBe(ARCHIVE_POSTS + 7 + PUBLISHED_HERE)
    expect(content.listPages).toEqual(['/blog/page/2', '/blog/page/3', '/blog/page/4'])

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
    expect([...visited].sort()).toEqual(['/blog', '/blog/page/2', '/blog/page/3', '/blog/page/4'])
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

  it('a post first published elsewhere names the original: canonical link, og:url, JSON-LD, and no sitemap entry', async () => {
    const page = await renderPage('/blog/cross-posted', context)
    const head = new JSDOM(page.head).window.document
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(CANONICAL)
    expect(head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(CANONICAL)
    expect(head.querySelector('title')?.textContent).toBe(CROSS_POSTED.seo_title)
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      CROSS_POSTED.seo_description,
    )
    const content = await readSiteContent(context, backend.url)
    const summary = content.posts.find((post) => post.slug === 'cross-posted')
    expect(summary).toBeDefined()
    if (!summary) return
    expect(postStructuredData(context.site, summary)).toMatchObject({
      url: CANONICAL,
      mainEntityOfPage: CANONICAL,
      description: CROSS_POSTED.seo_description,
    })
    const sitemap = sitemapXml(context.site.siteUrl, [], content.posts)
    expect(sitemap).not.toContain('cross-posted')
    expect(sitemap).not.toContain('journal.example')
    expect(sitemap).toContain(`<loc>${context.site.siteUrl}/blog/leading-on-c</loc>`)
    // A post without one keeps its own address.
    const own = new JSDOM((await renderPage('/blog/leading-on-c', context)).head).window.document
    expect(own.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${context.site.siteUrl}/blog/leading-on-c`,
    )
  }, 60_000)

  it('a post page ends with the previous and next post and the related ones, as links in its HTML', async () => {
    const page = await renderPage('/blog/leading-on-c', context)
    const end = new JSDOM(page.body).window.document.querySelector('nav.post-leads-on')
    const item = (label: string) =>
      [...(end?.querySelectorAll('.post-leads-on__sequence li') ?? [])].find(
        (li) => li.querySelector('.post-leads-on__label')?.textContent === label,
      )
    expect(item('Previous post')?.querySelector('a')?.getAttribute('href')).toBe(
      '/blog/leading-on-b',
    )
    expect(item('Next post')?.querySelector('a')?.getAttribute('href')).toBe('/blog/leading-on-d')
    const related = [...(end?.querySelectorAll('.post-leads-on__related li') ?? [])]
    // Most shared tags first (D and A share two), the newer first among equals; never the draft.
    expect(related.map((li) => li.querySelector('a')?.getAttribute('href'))).toEqual([
      '/blog/leading-on-d',
      '/blog/leading-on-a',
      '/blog/leading-on-b',
    ])
    expect(related[0]?.querySelector('p')?.textContent).toBe('Excerpt of D.')
    // Neighbours are by date alone: A's next is B whatever their tags.
    const first = new JSDOM((await renderPage('/blog/leading-on-a', context)).body).window.document
    expect(first.querySelector('.post-leads-on__sequence')?.textContent).toContain('Leading on B')
  }, 60_000)

  it('a page past the last is not found', async () => {
    const page = await renderPage('/blog/page/9', context)
    expect(page.body).toContain('Oops! Page not found')
  }, 60_000)
})

/** The records of a written search index, as Pagefind stores them (gzip, after a signature). */
function indexedRecords(outDir: string): unknown[] {
  const dir = join(outDir, 'pagefind', 'fragment')
  return readdirSync(dir).map((file): unknown =>
    JSON.parse(
      gunzipSync(readFileSync(join(dir, file)))
        .subarray('pagefind_dcd'.length)
        .toString(),
    ),
  )
}

describe('the search index', () => {
  it("reads every published post's page and nothing else: never a draft", async () => {
    const content = await readSiteContent(context, backend.url)
    const input = searchInput(content.posts, [], (path) => `<p>The page at ${path}</p>`)
    const published = content.posts.map((post) => postPath(post.slug))
    expect(input.pages.map((page) => page.url).sort()).toEqual([...published].sort())
    expect(published).not.toContain('/blog/leading-on-e')
    for (const page of input.pages) expect(page.html).toBe(`<p>The page at ${page.url}</p>`)
  }, 60_000)

  it("holds a post's title, excerpt, body and tags, its tags as a filter and its date and excerpt as metadata, without the page around it", async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'search-index-'))
    try {
      const page = await renderPage('/blog/leading-on-c', context)
      const html = `<!doctype html><html lang="en-GB"><head>${page.head}</head><body>${page.body}</body></html>`
      const content = await readSiteContent(context, backend.url)
      await writeSearchIndex(
        outDir,
        { pages: [{ url: '/blog/leading-on-c', html }], publications: [] },
        content.stamp,
      )
      const [record] = indexedRecords(outDir)
      expect(record).toMatchObject({
        url: '/blog/leading-on-c',
        content: 'Lead one. Lead two. Lead three. Leading on C. Excerpt of C. Leading on C.',
        filters: { tag: ['Lead one', 'Lead two', 'Lead three'] },
        meta: {
          title: 'Leading on C',
          excerpt: 'Excerpt of C.',
          date: '2018-01-03T09:00:00+00:00',
        },
      })
      expect(
        JSON.parse(readFileSync(join(outDir, 'pagefind', 'content-stamp.json'), 'utf8')),
      ).toEqual(content.stamp)
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  }, 60_000)
})
