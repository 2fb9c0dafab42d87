import { fileURLToPath } from 'node:url'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicBackend } from '../../../shared/backend/publicBackend.ts'
import { readSiteConfig } from '../../../shared/config/siteConfig.ts'
import { createPostSanitizer } from '../../../shared/content/sanitizePostHtml.ts'
import { readSiteContent } from '../../../site/build/prerenderPlugin.ts'
import { STATIC_PUBLIC_PATHS, postPath } from '../../../site/build/publicPaths.ts'
import { renderPage } from '../../../site/entry-server.tsx'
import type { SiteContextValue } from '../../../site/siteContextValue.ts'
import { type LocalBackend, startLocalBackend } from '../../../supabase/local/backend.ts'
import { parseCliOptions } from '../../../supabase/local/cli-options.ts'

/**
 * The blog as a visitor without JavaScript (or a crawler) reads it: the prerendered pages, as
 * the build renders them, over an archive of several pages. Only links count, only to pages
 * the build writes.
 */

const ARCHIVE_POSTS = 30
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
  }))
  const response = await fetch(`${backend.url}/rest/v1/blog_posts`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(posts),
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
    expect(published.length).toBe(ARCHIVE_POSTS + 6)
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

  it('a page past the last is not found', async () => {
    const page = await renderPage('/blog/page/9', context)
    expect(page.body).toContain('Oops! Page not found')
  }, 60_000)
})
