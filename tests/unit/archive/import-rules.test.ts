import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { type ArchiveRow, valueText } from '../../../owner/archive/columns.ts'
import { readFrontMatter } from '../../../owner/archive/frontMatter.ts'
import { importGhost } from '../../../owner/archive/importers/ghost.ts'
import type { ImportResult } from '../../../owner/archive/importers/sourcePost.ts'
import { importMarkdown } from '../../../owner/archive/importers/markdown.ts'
import { validSlug } from '../../../owner/archive/importers/slugs.ts'
import { importWordPress } from '../../../owner/archive/importers/wordpress.ts'
import { createPostSanitizer } from '../../../shared/content/sanitizePostHtml.ts'
import { LIST_LIMITS } from '../../../shared/domain/textLimits.ts'
import { folderTree } from '../../../scripts/archive/folderTree.ts'

const fixtures = (path: string) =>
  fileURLToPath(new URL(`../../fixtures/imports/${path}`, import.meta.url))
const sanitize = createPostSanitizer(new JSDOM('').window)
const now = new Date('2026-11-24T12:00:00Z')

const longBlog = () =>
  importWordPress({
    xml: readFileSync(fixtures('wordpress/long-blog.xml'), 'utf8'),
    uploads: null,
    sanitize,
    now,
  })
const members = () =>
  importGhost({
    json: readFileSync(fixtures('ghost/members.json'), 'utf8'),
    images: null,
    sanitize,
    now,
  })
const markdown = async (folder: string) =>
  importMarkdown({ files: await folderTree(fixtures(folder)), sanitize, now })

const postsOf = (result: ImportResult) => result.archive.tables.blog_posts ?? []
const byTitle = (result: ImportResult, title: string): ArchiveRow => {
  const post = postsOf(result).find((row) => row.title === title)
  if (!post) throw new Error(`No post “${title}”`)
  return post
}
const notesOf = (result: ImportResult, kind: string) =>
  result.notes
    .filter((note) => note.kind === kind)
    .map((note) => `${note.subject}: ${note.message}`)

describe('an import never fails whole for one item', () => {
  it('keeps the first 20 tags in source order, shortens a tag too long, and lists the rest', async () => {
    const result = await longBlog()
    const post = byTitle(result, 'Sixty topics')
    const topics = Array.from(
      { length: 19 },
      (_, index) => `Topic ${String(index + 1).padStart(2, '0')}`,
    )
    expect(post.tags).toEqual(['Notes', ...topics])
    expect(post.tags).toHaveLength(LIST_LIMITS.tags.items)
    const [note] = notesOf(result, 'changed').filter((line) => line.startsWith('Sixty topics'))
    expect(note).toContain('Tags longer than 50 characters are shortened')
    expect(note).toContain('It had 62 tags; a post keeps 20')
    expect(note).toContain('“Topic 20”')
    expect(note).toContain('“Topic 60”')
    expect(note).toContain('“A tag far longer than the fifty characters a tag”')
  })

  it('imports an empty post as a draft, with a note, instead of leaving it out', async () => {
    const result = await longBlog()
    expect(byTitle(result, 'Nothing yet')).toMatchObject({
      published: false,
      content: '<p><br></p>',
    })
    expect(notesOf(result, 'changed')).toContain(
      'Nothing yet: It has no text; it is imported as a draft for you to finish or delete.',
    )
    const hugo = await markdown('hugo')
    expect(byTitle(hugo, 'Nothing here yet').published).toBe(false)
  })
})

describe('nothing private becomes public', () => {
  const cases = [
    ['WordPress private', longBlog, 'Only for me', 'It was private in WordPress'],
    ['WordPress password', longBlog, 'Behind a password', 'It had a password in WordPress'],
    ['WordPress pending', longBlog, 'Waiting for review', 'It was pending review in WordPress'],
    ['Ghost members', members, 'For members', 'for signed-in members only in Ghost'],
    ['Ghost paid', members, 'For paying members', 'for paying members only in Ghost'],
    ['Ghost tiers', members, 'For some tiers', 'for members of some tiers only in Ghost'],
    ['Ghost draft', members, 'Still a draft', 'It was a draft in Ghost'],
    ['Ghost sent', members, 'Sent by email only', 'sent by email only in Ghost'],
    ['Hugo draft = true', () => markdown('hugo'), 'Half-written thoughts', 'draft: true'],
    ['Jekyll published: false', () => markdown('jekyll'), 'Not yet', 'published: false'],
  ] as const

  it.each(cases)('%s arrives as a draft, and the dry run says why', async (_, read, title, why) => {
    const result = await read()
    expect(byTitle(result, title)).toMatchObject({
      published: false,
      publish_date: null,
      scheduled_at: null,
    })
    expect(notesOf(result, 'draft').find((line) => line.startsWith(`${title}:`))).toContain(why)
  })

  it.each([
    ['WordPress future', longBlog, 'Next spring', '2030-03-01T08:00:00.000Z'],
    ['Ghost scheduled', members, 'Going out later', '2030-02-01T08:00:00.000Z'],
    [
      'Markdown future date',
      () => markdown('hugo'),
      'Plans for next year',
      '2030-06-01T08:00:00.000Z',
    ],
  ] as const)('%s arrives scheduled at its time', async (_, read, title, at) => {
    const result = await read()
    expect(byTitle(result, title)).toMatchObject({
      published: false,
      publish_date: null,
      scheduled_at: at,
    })
    expect(notesOf(result, 'scheduled').find((line) => line.startsWith(`${title}:`))).toContain(at)
  })

  it('publishes only what was public', async () => {
    const published = (result: ImportResult) =>
      postsOf(result)
        .filter((post) => post.published === true)
        .map((post) => post.title)
    expect(published(await members())).toEqual(['Open to everyone'])
    expect(published(await longBlog())).toEqual([
      'Sixty topics',
      'Καλημέρα κόσμε',
      'Ποιος είμαι',
      'Two',
    ])
  })
})

describe('front matter in YAML, TOML and JSON', () => {
  it('reads titles, dates, tags, summaries and banners from TOML and JSON (Hugo)', async () => {
    const result = await markdown('hugo')
    expect(byTitle(result, 'Half-written thoughts')).toMatchObject({
      slug: 'drafted',
      tags: ['Pricing', 'Strategy', 'Notes'],
      excerpt: 'Not ready for anyone yet.',
      created_at: '2024-02-10T09:00:00.000Z',
      content: '<p>Half of a post.</p>',
    })
    expect(byTitle(result, 'Written in JSON')).toMatchObject({
      slug: 'in-json',
      tags: ['Operations'],
      excerpt: 'Hugo takes JSON front matter too.',
      published: true,
      publish_date: '2024-04-01T10:00:00.000Z',
      content: '<p>Front matter in JSON.</p>',
    })
    expect(byTitle(result, 'First bundle')).toMatchObject({
      slug: 'first-bundle',
      banner_alt: 'The first cover',
      excerpt: 'A page bundle with its own cover.',
    })
  })

  it('reads Jekyll’s category, and categories or tags as space-separated text', async () => {
    const result = await markdown('jekyll')
    expect(byTitle(result, 'One topic').tags).toEqual(['Strategy'])
    expect(byTitle(result, 'Spaced topics').tags).toEqual(['consulting', 'pricing', 'operations'])
  })

  it('says what is wrong with TOML or JSON that does not parse', () => {
    expect(readFrontMatter('+++\ntitle = \n+++\nBody')).toMatchObject({ ok: false })
    expect(readFrontMatter('{\n  "title": \n}\nBody')).toMatchObject({ ok: false })
    expect(readFrontMatter('{{< shortcode >}}\nBody')).toMatchObject({ ok: true, fields: {} })
  })
})

describe('slugs for every script', () => {
  it('spells Greek, Cyrillic and accented titles in Latin letters, never as a bare number', async () => {
    const result = await longBlog()
    expect(byTitle(result, 'Καλημέρα κόσμε').slug).toBe('kalimera-kosme')
    expect(byTitle(result, 'Ποιος είμαι').slug).toBe('poios-eimai')
    expect(byTitle(result, 'Two').slug).toBe('two')
    expect(validSlug('', 'Привет, мир')).toBe('privet-mir')
    expect(validSlug('', 'Ça, c’est l’été')).toBe('ca-c-est-l-ete')
    expect(validSlug('2024', '2024')).toBe('post-2024')
    expect(validSlug('', '中文')).toBe('post')
  })

  it('keeps the old address of a renamed post as a redirect', async () => {
    const result = await longBlog()
    const id = byTitle(result, 'Καλημέρα κόσμε').id
    expect(result.archive.tables.redirects).toContainEqual(
      expect.objectContaining({ from_path: '/2021/04/καλημέρα-κόσμε/', post_id: id }),
    )
  })
})

describe('an imported image never takes another’s place', () => {
  it('stores two covers of the same name apart, and the same bytes once', async () => {
    const result = await markdown('hugo')
    const banner = (title: string) => valueText(byTitle(result, title).featured_image_url)
    expect(banner('First bundle')).not.toBe(banner('Second bundle'))
    expect(banner('Third bundle')).toBe(banner('First bundle'))
    expect(result.archive.images.map((image) => image.path)).toHaveLength(2)
    expect(banner('First bundle')).toMatch(
      /^storage\/blog-images\/imported\/markdown\/[0-9a-f]{16}-cover\.jpg$/,
    )
  })
})
