import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { valueText } from '../../../owner/archive/columns.ts'
import { type StoredContent, fitImport } from '../../../owner/archive/importPlan.ts'
import { importGhost } from '../../../owner/archive/importers/ghost.ts'
import type { ImportResult } from '../../../owner/archive/importers/sourcePost.ts'
import { importWordPress } from '../../../owner/archive/importers/wordpress.ts'
import { createPostSanitizer } from '../../../shared/content/sanitizePostHtml.ts'

/**
 * An import fitted to what the site holds before its dry run: a post whose slug another post
 * here has gets a free one, never left out; a post an import wrote before ids named the site
 * keeps its row, and another site's post with the same number does not take it; an old address
 * that already leads to another post keeps leading there.
 */

const fixture = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../fixtures/imports/${path}`, import.meta.url)), 'utf8')
const sanitize = createPostSanitizer(new JSDOM('').window)
const now = new Date('2026-11-24T12:00:00Z')
const wordpress = (site: 'anna' | 'ben') =>
  importWordPress({ xml: fixture(`two-wordpress-sites/${site}.xml`), uploads: null, sanitize, now })

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** What the backend holds once an import was written, with each post under `idOf` its id. */
function stored(result: ImportResult, idOf = (id: string) => id): StoredContent {
  const posts = (result.archive.tables.blog_posts ?? []).map((row) => ({
    id: idOf(text(row.id)),
    slug: text(row.slug),
    title: text(row.title),
    created_at: text(row.created_at),
  }))
  const redirects = (result.archive.tables.redirects ?? []).map((row) => ({
    id: text(row.id),
    from_path: text(row.from_path),
    post_id: idOf(text(row.post_id)),
  }))
  return { posts, redirects }
}

const postsOf = (fitted: ReturnType<typeof fitImport>) =>
  (fitted.archive.tables.blog_posts ?? []).map((row) => [valueText(row.id), row.slug])

describe('an import fitted to the site', () => {
  it('gives a post whose slug a post from another source has the first free slug, and says so', async () => {
    const ghost = await importGhost({
      json: fixture('ghost/footnotes.json'),
      images: null,
      sanitize,
      now,
    })
    const fitted = fitImport(ghost, stored(await wordpress('ben')))
    expect(fitted.archive.tables.blog_posts?.map((row) => row.slug)).toEqual(['footnotes-2'])
    expect(fitted.notes.filter((note) => note.kind === 'renamed')).toEqual([
      {
        kind: 'renamed',
        subject: 'Footnotes',
        message:
          'Its address /blog/footnotes belongs to “Footnotes” here; its address is now /blog/footnotes-2.',
      },
    ])
    expect(fitted.archive.manifest.counts.tables.blog_posts).toBe(1)
  })

  it('keeps a post’s own slug when imported again, and the free slug it was given before', async () => {
    const anna = await wordpress('anna')
    expect(postsOf(fitImport(anna, stored(anna)))).toEqual(
      (anna.archive.tables.blog_posts ?? []).map((row) => [row.id, row.slug]),
    )
    const renamed = stored(anna)
    const [first, second] = renamed.posts
    if (!first || !second) throw new Error('The fixture has two posts')
    const here = {
      posts: [
        { ...first, slug: 'pricing-without-fear-2' },
        second,
        { ...first, id: 'other', title: 'Other' },
      ],
      redirects: [],
    }
    expect(postsOf(fitImport(anna, here))).toEqual([
      [first.id, 'pricing-without-fear-2'],
      [second.id, 'a-year-of-retainers'],
    ])
  })

  it('writes a post under the id an earlier import gave it, when that row is the same site’s post', async () => {
    const anna = await wordpress('anna')
    const earlier = (id: string) => anna.earlierIds.get(id) ?? id
    const fitted = fitImport(anna, stored(anna, earlier))
    expect(fitted.archive.tables.blog_posts?.map((row) => row.id)).toEqual(
      (anna.archive.tables.blog_posts ?? []).map((row) => earlier(text(row.id))),
    )
    // Its redirects, under their earlier ids too, lead to the same posts: nothing changes.
    expect(fitted.archive.tables.redirects?.map((row) => row.post_id)).toEqual(
      stored(anna, earlier).redirects.map((redirect) => redirect.post_id),
    )

    // Another site's post 1 has the same earlier id, and another slug and time: it is not that row.
    const ben = await wordpress('ben')
    const fittedBen = fitImport(ben, stored(anna, earlier))
    expect(fittedBen.archive.tables.blog_posts?.map((row) => row.id)).toEqual(
      (ben.archive.tables.blog_posts ?? []).map((row) => row.id),
    )
  })

  it('leaves out a redirect from an old address that already leads to another post, and says so', async () => {
    const anna = await wordpress('anna')
    const here = stored(anna)
    const [first] = here.redirects
    if (!first) throw new Error('The fixture has a redirect')
    const elsewhere = {
      posts: [
        ...here.posts,
        { id: 'other', slug: 'other', title: 'Other', created_at: '2020-01-01T00:00:00Z' },
      ],
      redirects: [{ ...first, id: 'taken', post_id: 'other' }],
    }
    const fitted = fitImport(anna, elsewhere)
    expect(fitted.archive.tables.redirects?.map((row) => row.from_path)).toEqual([
      '/2020/01/a-year-of-retainers/',
    ])
    expect(fitted.notes.filter((note) => note.kind === 'not-redirected')).toEqual([
      {
        kind: 'not-redirected',
        subject: 'Pricing without fear',
        message:
          'Its old address /2019/03/pricing-without-fear/ already leads to “Other” here; that redirect stays as it is.',
      },
    ])
  })
})
