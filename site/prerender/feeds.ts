import type { PublishedPostSummary } from '../../shared/backend/posts.ts'
import type { SiteConfig } from '../../shared/config/siteConfig.ts'
import { isCanonicalHere } from '../../shared/domain/sharing.ts'

/** What the feed, the sitemap and a post's structured data say of it: never its body. */
export type FeedPost = PublishedPostSummary

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

const postDate = (post: FeedPost) => post.publish_date ?? post.created_at

/** Newest first, as the blog lists them. */
export function newestFirst(posts: readonly FeedPost[]): FeedPost[] {
  return [...posts].sort((a, b) => postDate(b).localeCompare(postDate(a)))
}

/**
 * sitemap.xml: every public route, and every published post with its last change, but those
 * whose canonical address is an original elsewhere (a sitemap lists canonical addresses only).
 */
export function sitemapXml(
  siteUrl: string,
  paths: readonly string[],
  posts: readonly FeedPost[],
): string {
  const entries = [
    ...paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`),
    ...posts
      .filter((post) => isCanonicalHere(siteUrl, post))
      .map(
        (post) =>
          `  <url><loc>${escapeXml(`${siteUrl}/blog/${post.slug}`)}</loc><lastmod>${escapeXml(post.updated_at)}</lastmod></url>`,
      ),
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

/** How many posts a feed holds: the newest, as WordPress and Ghost keep theirs short. */
const FEED_LENGTH = 50

/** The posts the feed holds, newest first. */
export function feedPosts(posts: readonly FeedPost[]): FeedPost[] {
  return newestFirst(posts).slice(0, FEED_LENGTH)
}

/** Text in a CDATA section, which ends at the first `]]>`: one is split across two sections. */
function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`
}

/**
 * rss.xml: the newest published posts, newest first (RSS 2.0), each with its excerpt and, where
 * `bodies` has it (by slug), the whole post for readers that show it (`content:encoded`).
 */
export function rssXml(
  site: SiteConfig,
  posts: readonly FeedPost[],
  bodies: ReadonlyMap<string, string> = new Map(),
): string {
  const items = feedPosts(posts).map((post) => {
    const body = bodies.get(post.slug)
    const link = escapeXml(`${site.siteUrl}/blog/${post.slug}`)
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${new Date(postDate(post)).toUTCString()}</pubDate>`,
      ...(post.meta_description
        ? [`      <description>${escapeXml(post.meta_description)}</description>`]
        : []),
      ...(body === undefined ? [] : [`      <content:encoded>${cdata(body)}</content:encoded>`]),
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${escapeXml(site.businessName)}</title>`,
    `    <link>${escapeXml(site.siteUrl)}</link>`,
    `    <description>${escapeXml(`Thoughts from ${site.ownerName}`)}</description>`,
    '    <language>en-gb</language>',
    `    <atom:link href="${escapeXml(`${site.siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')
}
