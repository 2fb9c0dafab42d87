import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { type ArchiveRow, valueText } from '../../../owner/archive/columns.ts'
import { memoryTree } from '../../../owner/archive/importers/fileTree.ts'
import { importMarkdown } from '../../../owner/archive/importers/markdown.ts'
import type { ImportResult } from '../../../owner/archive/importers/sourcePost.ts'
import { importWordPress } from '../../../owner/archive/importers/wordpress.ts'
import { createPostSanitizer } from '../../../shared/content/sanitizePostHtml.ts'
import { folderTree } from '../../../scripts/archive/folderTree.ts'

/**
 * Imports of whole sites as they are exported: two WordPress sites that both number their posts
 * from 1, a Jekyll site with dated addresses and Liquid tags, and a Hugo site. Each post keeps
 * an id of its own site, what was published is never mailed again, every old address leads to
 * its post, and what only the old site could read is said.
 */

const fixtures = (path: string) =>
  fileURLToPath(new URL(`../../fixtures/imports/${path}`, import.meta.url))
const sanitize = createPostSanitizer(new JSDOM('').window)
const now = new Date('2026-11-24T12:00:00Z')

const wordpressXml = (site: 'anna' | 'ben') =>
  readFileSync(fixtures(`two-wordpress-sites/${site}.xml`), 'utf8')
const wordpress = (xml: string) => importWordPress({ xml, uploads: null, sanitize, now })
const markdown = async (folder: string) =>
  importMarkdown({ files: await folderTree(fixtures(folder)), sanitize, now })

const postsOf = (result: ImportResult) => result.archive.tables.blog_posts ?? []
const bySlug = (result: ImportResult, slug: string): ArchiveRow => {
  const post = postsOf(result).find((row) => row.slug === slug)
  if (!post) throw new Error(`No post ${slug}`)
  return post
}
const redirectsOf = (result: ImportResult) =>
  (result.archive.tables.redirects ?? []).map((redirect) => [
    redirect.from_path,
    postsOf(result).find((post) => post.id === redirect.post_id)?.slug,
  ])
const notesOf = (result: ImportResult, kind: string) =>
  result.notes
    .filter((note) => note.kind === kind)
    .map((note) => `${note.subject}: ${note.message}`)

describe('two WordPress sites, both numbering their posts from 1', () => {
  it('give their posts 1 two ids, each named by its site’s address', async () => {
    const [anna, ben] = await Promise.all([
      wordpress(wordpressXml('anna')),
      wordpress(wordpressXml('ben')),
    ])
    const first = (result: ImportResult) => valueText(postsOf(result)[0]?.id)
    expect(bySlug(anna, 'pricing-without-fear').id).toBe(first(anna))
    expect(bySlug(ben, 'hiring-the-first-operator').id).toBe(first(ben))
    expect(first(anna)).not.toBe(first(ben))
    expect([anna.archive.manifest.siteUrl, ben.archive.manifest.siteUrl]).toEqual([
      'https://anna.example/',
      'https://www.ben.example/blog/',
    ])
  })

  it('are one site over http or https, with or without www and a trailing slash', async () => {
    const moved = wordpressXml('anna').replaceAll(
      '<wp:base_blog_url>https://anna.example',
      '<wp:base_blog_url>http://www.ANNA.example/',
    )
    const ids = async (xml: string) => postsOf(await wordpress(xml)).map((post) => post.id)
    expect(await ids(moved)).toEqual(await ids(wordpressXml('anna')))
  })

  it('mark what they publish as mailed, so publishing it again mails nobody', async () => {
    const ben = await wordpress(wordpressXml('ben'))
    expect(postsOf(ben).map((post) => [post.slug, post.published, post.newsletter_sent])).toEqual([
      ['hiring-the-first-operator', true, true],
      ['footnotes', false, false],
    ])
  })

  it('redirect each permalink, in a /blog folder too, and make links from the root absolute', async () => {
    const [anna, ben] = await Promise.all([
      wordpress(wordpressXml('anna')),
      wordpress(wordpressXml('ben')),
    ])
    expect(redirectsOf(ben)).toEqual([
      ['/blog/2021/06/hiring-the-first-operator/', 'hiring-the-first-operator'],
    ])
    expect(bySlug(anna, 'pricing-without-fear').content).toContain(
      '<a href="https://anna.example/services/">what I offer</a>',
    )
    expect(notesOf(anna, 'links')).toEqual([
      'Pricing without fear: Its links to the old site’s pages lead there now: /services/ → https://anna.example/services/.',
    ])
    expect(notesOf(anna, 'template')).toEqual([
      'A year of retainers: It holds shortcodes that only WordPress runs, imported as they are written: [caption id="attachment_7" align="align…, [/caption]. Edit them out, or write in what they made.',
    ])
  })
})

describe('a Jekyll site', () => {
  it('redirects each post’s dated address and its redirect_from to the post, never a page', async () => {
    const result = await markdown('jekyll-site')
    expect(redirectsOf(result)).toEqual([
      ['/2013/05/08/some-slug/', 'some-slug'],
      ['/pricing/first-retainer.html', 'some-slug'],
      ['/pricing/2014/01/20/second-retainer/', 'second-retainer'],
    ])
    expect(bySlug(result, 'history').published).toBe(false)
    expect(notesOf(result, 'draft')).toEqual([
      'History: It was a page of the Jekyll site, not a post; it is imported as a draft post.',
    ])
  })

  it('reads the default style when _config.yml names none: /year/month/day/title.html', async () => {
    const post = '---\ntitle: Plain\ndate: 2013-05-08\n---\n\nText.\n'
    const result = await importMarkdown({
      files: memoryTree(
        new Map([
          [
            '_config.yml',
            new TextEncoder().encode('url: https://plain.example\nbaseurl: /notes\n'),
          ],
          ['_posts/2013-05-08-Plain-Post.md', new TextEncoder().encode(post)],
        ]),
      ),
      sanitize,
      now,
    })
    expect(redirectsOf(result)).toEqual([['/notes/2013/05/08/Plain-Post.html', 'plain-post']])
  })

  it('leads links from the old site’s root there, keeps those to posts it redirects, and notes both', async () => {
    const result = await markdown('jekyll-site')
    const first = valueText(bySlug(result, 'some-slug').content)
    expect(first).toContain('<a href="https://notes.example/docs/history/">the docs</a>')
    expect(first).toContain('<a href="/pricing/2014/01/20/second-retainer/">')
    expect(notesOf(result, 'links')).toEqual([
      'Pricing the first retainer: Its links to the old site’s pages lead there now: /docs/history/ → https://notes.example/docs/history/.',
      'Pricing the first retainer: Its links /pricing/2014/01/20/second-retainer/ are kept: they are old addresses of posts this import brings, which this site redirects to them.',
      'The second retainer: Its links /2013/05/08/some-slug/ are kept: they are old addresses of posts this import brings, which this site redirects to them.',
    ])
  })

  it('notes the Liquid tags it imports as they are written', async () => {
    const result = await markdown('jekyll-site')
    expect(notesOf(result, 'template')).toEqual([
      'Pricing the first retainer: It holds template tags that only Jekyll runs, imported as they are written: {% for post in site.related_posts limit…, {{ post.title }}, {{ post.url }}, and 1 more. Edit them out, or write in what they made.',
      'The second retainer: It holds template tags that only Jekyll runs, imported as they are written: {% include note.html content="Written a…. Edit them out, or write in what they made.',
    ])
  })
})

describe('a Hugo site', () => {
  it('redirects each post’s address from its section’s permalink and its aliases', async () => {
    const result = await markdown('hugo-site')
    expect(redirectsOf(result)).toEqual([
      ['/2023/09/open-office-hours/', 'open-office-hours'],
      ['/2022/04/quarterly-review/', 'quarterly-review'],
      ['/posts/quarterly-review/', 'quarterly-review'],
    ])
    expect(notesOf(result, 'template')).toEqual([
      'Quarterly Review: It holds template tags that only Hugo runs, imported as they are written: {{< figure src="/images/q1.png" caption…. Edit them out, or write in what they made.',
    ])
    expect(bySlug(result, 'quarterly-review').content).toContain(
      '<a href="https://www.studio.example/about/">the about page</a>',
    )
  })

  it('without its configuration: the section’s addresses, and links kept with why', async () => {
    const post = '---\ntitle: Loose\n---\n\nSee [the team](/team/).\n'
    const result = await importMarkdown({
      files: memoryTree(new Map([['content/notes/loose.md', new TextEncoder().encode(post)]])),
      sanitize,
      now,
    })
    expect(redirectsOf(result)).toEqual([['/notes/loose/', 'loose']])
    expect(notesOf(result, 'links')).toEqual([
      'Loose: Its links /team/ lead to the old site’s pages, and the files given do not say its address (baseURL in hugo.toml or config.toml): they are kept as they are, and lead nowhere on this site.',
    ])
  })
})
