import type { ArchiveBackend } from '../../shared/backend/archiveBackend.ts'
import { type Archive, countsOf } from './archive.ts'
import { type ArchiveRow, timeValue, valueText } from './columns.ts'
import { firstFreeSlug } from './importers/slugs.ts'
import type { ImportResult } from './importers/sourcePost.ts'
import type { ArchiveNote } from './notes.ts'
import { type PlanOptions, type RestorePlan, planRestore } from './restorePlan.ts'
import { isRecord } from './rows.ts'

/** A post the backend has, as an import needs to know it. */
export interface StoredPost {
  id: string
  slug: string
  title: string
  created_at: string
}

/** A redirect the backend has. */
export interface StoredRedirect {
  id: string
  from_path: string
  post_id: string
}

/** What the backend holds that an import must fit around. */
export interface StoredContent {
  posts: readonly StoredPost[]
  redirects: readonly StoredRedirect[]
}

/** An import as a dry run takes it: what it made, what it noted, and its posts' earlier ids. */
export type ImportedArchive = Pick<ImportResult, 'archive' | 'earlierIds'> & {
  notes: readonly ArchiveNote[]
}

const text = (row: ArchiveRow, column: string) => valueText(row[column])

/**
 * The id each imported post is written under: its own, or the one an import gave the same post
 * before imports named the site in ids. A backend row under that earlier id is this post when
 * it was written at the same time, or has the same slug; any other is another site's post 1,
 * and is left alone.
 */
function adoptedIds(imported: ImportedArchive, byId: ReadonlyMap<string, StoredPost>) {
  const ids = new Map<string, string>()
  for (const row of imported.archive.tables.blog_posts ?? []) {
    const id = text(row, 'id')
    const earlier = imported.earlierIds.get(id)
    const stored = earlier === undefined || byId.has(id) ? undefined : byId.get(earlier)
    const same =
      stored !== undefined &&
      (timeValue(stored.created_at) === timeValue(text(row, 'created_at')) ||
        stored.slug === text(row, 'slug'))
    ids.set(id, same && earlier !== undefined ? earlier : id)
  }
  return ids
}

/**
 * Gives each imported post whose slug another post here holds the first free one (`slug-2`...),
 * with a note: a post is never left out for its address. Posts whose own slug is free keep it
 * first, so a later post never takes the slug an earlier one could keep.
 */
function freeSlugs(
  posts: readonly ArchiveRow[],
  stored: readonly StoredPost[],
  notes: ArchiveNote[],
): ArchiveRow[] {
  const holders = new Map(stored.map((post) => [post.slug, post]))
  const heldByAnother = (slug: string, id: string) => {
    const holder = holders.get(slug)
    return holder !== undefined && holder.id !== id
  }
  const claimed = new Set(
    posts.flatMap((row) =>
      heldByAnother(text(row, 'slug'), text(row, 'id')) ? [] : [text(row, 'slug')],
    ),
  )
  return posts.map((row) => {
    const slug = text(row, 'slug')
    const id = text(row, 'id')
    if (!heldByAnother(slug, id)) return row
    const free = firstFreeSlug(
      slug,
      (candidate) => !claimed.has(candidate) && !heldByAnother(candidate, id),
    )
    claimed.add(free)
    notes.push({
      kind: 'renamed',
      subject: text(row, 'title'),
      message: `Its address /blog/${slug} belongs to “${holders.get(slug)?.title ?? ''}” here; its address is now /blog/${free}.`,
    })
    return { ...row, slug: free }
  })
}

/**
 * The imported redirects as the backend will hold them: one the backend has already, to the same
 * post, keeps its row; one whose old address already leads to another post here is left out, with
 * a note (that redirect stays as it is).
 */
function fittedRedirects(
  redirects: readonly ArchiveRow[],
  stored: StoredContent,
  titles: ReadonlyMap<string, string>,
  notes: ArchiveNote[],
): ArchiveRow[] {
  const byPath = new Map(stored.redirects.map((redirect) => [redirect.from_path, redirect]))
  const storedTitles = new Map(stored.posts.map((post) => [post.id, post.title]))
  return redirects.flatMap((redirect) => {
    const path = text(redirect, 'from_path')
    const postId = text(redirect, 'post_id')
    const existing = byPath.get(path)
    if (existing === undefined) return [redirect]
    if (existing.post_id === postId) return [{ ...redirect, id: existing.id }]
    notes.push({
      kind: 'not-redirected',
      subject: titles.get(postId) ?? path,
      message: `Its old address ${path} already leads to “${storedTitles.get(existing.post_id) ?? titles.get(existing.post_id) ?? ''}” here; that redirect stays as it is.`,
    })
    return []
  })
}

/**
 * An import fitted to what the backend holds, before its dry run: each post under the id its
 * site's earlier import gave it, a free slug for each whose slug another post has (never left
 * out), and no redirect from an old address that already leads elsewhere. Pure: the tests
 * give it the backend's rows.
 */
export function fitImport(
  imported: ImportedArchive,
  stored: StoredContent,
): { archive: Archive; notes: ArchiveNote[] } {
  const notes = [...imported.notes]
  const ids = adoptedIds(imported, new Map(stored.posts.map((post) => [post.id, post])))
  const withIds = (imported.archive.tables.blog_posts ?? []).map((row) => ({
    ...row,
    id: ids.get(text(row, 'id')) ?? text(row, 'id'),
  }))
  const posts = freeSlugs(withIds, stored.posts, notes)
  const titles = new Map(posts.map((row) => [text(row, 'id'), text(row, 'title')]))
  const redirects = fittedRedirects(
    (imported.archive.tables.redirects ?? []).map((redirect) => ({
      ...redirect,
      post_id: ids.get(text(redirect, 'post_id')) ?? text(redirect, 'post_id'),
    })),
    stored,
    titles,
    notes,
  )
  const tables = { ...imported.archive.tables, blog_posts: posts, redirects }
  return {
    archive: {
      ...imported.archive,
      manifest: {
        ...imported.archive.manifest,
        counts: countsOf(tables, imported.archive.images),
      },
      tables,
    },
    notes,
  }
}

const isText = (value: unknown): value is string => typeof value === 'string'

function storedPosts(rows: readonly unknown[]): StoredPost[] {
  return rows.flatMap((row) =>
    isRecord(row) && isText(row.id) && isText(row.slug) && isText(row.created_at)
      ? [
          {
            id: row.id,
            slug: row.slug,
            title: isText(row.title) ? row.title : '',
            created_at: row.created_at,
          },
        ]
      : [],
  )
}

function storedRedirects(rows: readonly unknown[]): StoredRedirect[] {
  return rows.flatMap((row) =>
    isRecord(row) && isText(row.id) && isText(row.from_path) && isText(row.post_id)
      ? [{ id: row.id, from_path: row.from_path, post_id: row.post_id }]
      : [],
  )
}

/**
 * The dry run of an import: the import fitted to the backend's posts and redirects (fitImport),
 * then planned as a restore that keeps the images already stored unless the owner says so.
 * Reads only.
 */
export async function planImport(
  backend: ArchiveBackend,
  imported: ImportedArchive,
  options: Omit<PlanOptions, 'notes' | 'keepStoredImages'> = {},
): Promise<RestorePlan> {
  const [posts, redirects] = await Promise.all([
    backend.readRows('blog_posts', ['id', 'slug', 'title', 'created_at']),
    backend.readRows('redirects', ['id', 'from_path', 'post_id']),
  ])
  const fitted = fitImport(imported, {
    posts: storedPosts(posts),
    redirects: storedRedirects(redirects),
  })
  return planRestore(backend, fitted.archive, {
    ...options,
    notes: fitted.notes,
    keepStoredImages: true,
  })
}
