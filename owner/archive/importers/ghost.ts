import { ArchiveError } from '../ArchiveError.ts'
import type { ArchiveNote } from '../notes.ts'
import { isRecord } from '../rows.ts'
import type { FileTree } from './fileTree.ts'
import { buildImport } from './importedPosts.ts'
import { imagesAfter } from './sourceImages.ts'
import type { ImportOptions, ImportResult, SourcePost, SourceState } from './sourcePost.ts'

/** Ghost exports from 1.0 on share this layout (posts with html, tags, posts_tags, users). */
const FIRST_MAJOR = 1
const IMAGES = '/content/images/'

export interface GhostImport extends ImportOptions {
  /** The JSON of Ghost's export (Settings → Labs → Export your content). */
  json: string
  /** Ghost's content/images folder (or a ZIP of the site's content), where images may be. */
  images: FileTree | null
}

/** Who may read a Ghost post other than everyone: members, paying members, some tiers. */
const AUDIENCES: Record<string, string> = {
  members: 'It was for signed-in members only in Ghost; it is imported as a draft.',
  paid: 'It was for paying members only in Ghost; it is imported as a draft.',
  tiers: 'It was for members of some tiers only in Ghost; it is imported as a draft.',
}

/** Whether a Ghost post may be public here: its type, status and audience decide. */
function stateOf(post: Row, isPage: boolean): SourceState {
  const status = str(post.status)
  const visibility = str(post.visibility) || 'public'
  if (isPage) return { state: 'draft', why: 'It was a page; it is imported as a draft post.' }
  if (visibility !== 'public') {
    return {
      state: 'draft',
      why:
        AUDIENCES[visibility] ??
        `It was for “${visibility}” readers only in Ghost; it is imported as a draft.`,
    }
  }
  const at = time(post.published_at)
  if (status === 'scheduled' && at !== null) {
    return { state: 'scheduled', at, why: `It was scheduled in Ghost for ${at}.` }
  }
  if (status === 'published') return { state: 'public' }
  if (status === 'draft')
    return { state: 'draft', why: 'It was a draft in Ghost; it stays a draft.' }
  if (status === 'sent') {
    return { state: 'draft', why: 'It was sent by email only in Ghost; it is imported as a draft.' }
  }
  return { state: 'draft', why: `It was “${status}” in Ghost; it is imported as a draft.` }
}

type Row = Record<string, unknown>

const rowsOf = (data: Row, name: string): Row[] => {
  const value = data[name]
  return Array.isArray(value) ? value.filter(isRecord) : []
}
const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
const time = (value: unknown): string | null => {
  const parsed = typeof value === 'string' || typeof value === 'number' ? new Date(value) : null
  return parsed && !isNaN(parsed.getTime()) ? parsed.toISOString() : null
}

/** The `data` of an export: `{ db: [{ meta, data }] }` as Ghost writes it, or `{ meta, data }`. */
function exportData(json: string): Row {
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    throw new ArchiveError('This is not a Ghost export: it is not JSON.')
  }
  const root: unknown = isRecord(parsed) && Array.isArray(parsed.db) ? parsed.db[0] : parsed
  if (!isRecord(root) || !isRecord(root.meta) || !isRecord(root.data)) {
    throw new ArchiveError(
      'This is not a Ghost export: it has no “meta” and “data”. In Ghost, use Settings → Labs → Export your content.',
    )
  }
  const version = str(root.meta.version)
  const major = Number(/^(\d+)\./.exec(version)?.[1] ?? NaN)
  if (!(major >= FIRST_MAJOR)) {
    throw new ArchiveError(
      `This Ghost export is from version ${version || 'unknown'}; exports of Ghost ${FIRST_MAJOR}.0 and later can be imported.`,
    )
  }
  return root.data
}

/**
 * A Ghost export as an import: posts and pages (pages as drafts), drafts and scheduled posts as
 * drafts, public tags as tags (internal "#" tags left out), the primary author, feature images
 * with their alt text (not their caption) and images in the text from the images given.
 */
export async function importGhost(input: GhostImport): Promise<ImportResult> {
  const data = exportData(input.json)
  const tagNames = new Map(
    rowsOf(data, 'tags')
      .filter((tag) => !str(tag.name).startsWith('#') && tag.visibility !== 'internal')
      .map((tag) => [str(tag.id), str(tag.name)]),
  )
  const tagsOf = new Map<string, string[]>()
  for (const link of rowsOf(data, 'posts_tags').sort(
    (a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0),
  )) {
    const name = tagNames.get(str(link.tag_id))
    if (name) tagsOf.set(str(link.post_id), [...(tagsOf.get(str(link.post_id)) ?? []), name])
  }
  const userNames = new Map(rowsOf(data, 'users').map((user) => [str(user.id), str(user.name)]))
  // Ghost's database keeps a feature image's alt text in posts_meta (a row per post).
  const postMeta = new Map(rowsOf(data, 'posts_meta').map((meta) => [str(meta.post_id), meta]))
  const authorOf = new Map<string, string>()
  for (const link of rowsOf(data, 'posts_authors')) {
    const post = str(link.post_id)
    if (!authorOf.has(post)) authorOf.set(post, userNames.get(str(link.author_id)) ?? '')
  }

  const notes: ArchiveNote[] = []
  const posts: SourcePost[] = []
  for (const post of rowsOf(data, 'posts')) {
    const id = str(post.id)
    const title = str(post.title)
    const isPage = post.type === 'page' || post.page === true || post.page === 1
    if (typeof post.html !== 'string') {
      notes.push({
        kind: 'skipped',
        subject: title,
        message: 'The export has no HTML for it; it is not imported.',
      })
      continue
    }
    const state = stateOf(post, isPage)
    posts.push({
      key: id,
      title,
      slug: str(post.slug),
      html: post.html,
      excerpt: str(post.custom_excerpt) || null,
      tags: tagsOf.get(id) ?? [],
      state,
      publishDate: time(post.published_at),
      createdAt: time(post.created_at),
      updatedAt: time(post.updated_at),
      author: authorOf.get(id) ?? userNames.get(str(post.author_id)) ?? null,
      featured: post.featured === true || post.featured === 1,
      banner: str(post.feature_image) || null,
      // Else on the post itself, as Ghost's Admin API and its migration tools give it.
      bannerAlt: str(postMeta.get(id)?.feature_image_alt) || str(post.feature_image_alt),
      oldPaths: [],
    })
  }

  return buildImport(posts, {
    source: 'ghost',
    siteUrl: '',
    siteUnknownBecause: 'a Ghost export does not say the site’s address',
    files: input.images,
    findImage: imagesAfter(input.images, IMAGES, (path) => {
      // Ghost's resized copies ("size/w600/2023/05/x.jpg") fall back to the original.
      const original = path.replace(/^size\/w\d+\//, '')
      return [`content/images/${original}`, `images/${original}`, original]
    }),
    options: input,
    notes,
  })
}
