import type { PostSanitizer } from '../../content/sanitizePostHtml.ts'
import { readTimeMinutes } from '../../domain/readTime.ts'
import { plainText } from '../../domain/text.ts'
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  type Archive,
  type ArchiveImage,
  countsOf,
} from '../archive.ts'
import type { ArchiveRow } from '../columns.ts'
import type { ArchiveNote } from '../notes.ts'
import type { ArchiveProgress } from '../progress.ts'
import { type FileTree, percentDecoded } from './fileTree.ts'
import { type ImagePreparer, type StoredImage, storeImportedImages } from './importedImages.ts'
import { type CheckedPost, REDIRECT_CHECKS, checkedPost } from './postChecks.ts'
import { uniqueSlugs, validSlug } from './slugs.ts'
import { stableId } from './stableId.ts'

export type ImportSource = 'wordpress' | 'ghost' | 'markdown'

/**
 * Whether a post may be public here, as its source marked it: public; not public there (a
 * draft, private, password-protected, for members), with why; or to be published later.
 */
export type SourceState =
  | { state: 'public' }
  | { state: 'draft'; why: string }
  | { state: 'scheduled'; at: string; why: string }

/** A post as another platform gave it, before it becomes a row of this site. */
export interface SourcePost {
  /** What identifies it in its source (a post id, a file's path): the same on every import. */
  key: string
  title: string
  /** As the source has it: may be empty or not valid here. */
  slug: string
  /** As the source has it: sanitised here. */
  html: string
  excerpt: string | null
  tags: readonly string[]
  state: SourceState
  publishDate: string | null
  createdAt: string | null
  updatedAt: string | null
  author: string | null
  featured: boolean
  /** The banner image's address or path, as the source gives it. */
  banner: string | null
  /** The banner image's alt text, as the source gives it ('' when it has none). */
  bannerAlt: string
  /** Its public path on the old site, for a redirect (WordPress permalinks). */
  oldPath: string | null
}

/** What an import made: an archive to dry-run and restore, and what the owner should know. */
export interface ImportResult {
  archive: Archive
  notes: ArchiveNote[]
}

/** What every importer takes besides its source: how to clean HTML and prepare images. */
export interface ImportOptions {
  sanitize: PostSanitizer
  /** Prepares each image as a picked one is; without one, images are stored as given. */
  prepareImage?: ImagePreparer
  onProgress?: ArchiveProgress
  now?: Date
}

export interface ImportSettings {
  source: ImportSource
  /** The public site the posts came from, for the manifest ('' when unknown). */
  siteUrl: string
  /** Files given with the import, where its images may be. */
  files: FileTree | null
  /** The file of `files` an image reference of a post means, or null when it is not there. */
  findImage: (reference: string, post: SourcePost) => string | null
  options: ImportOptions
  /** Notes of the reading of the source (skipped items and the like). */
  notes: ArchiveNote[]
}

/** Stands in for Storage while the HTML is sanitised (the sanitiser keeps only web addresses). */
const STAND_IN = 'https://archive.invalid/'
const IMG_SRC = /(<img\b[^>]*?\ssrc\s*=\s*)(["'])(.*?)\2/gi

const decodeAttribute = (value: string) =>
  value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'")

const isRemote = (reference: string) => /^https?:\/\//i.test(reference)

/** The image references of a post's body, as written. */
const bodyImages = (html: string) =>
  [...html.matchAll(IMG_SRC)].map((match) => decodeAttribute(match[3] ?? ''))

type Note = (kind: ArchiveNote['kind'], subject: string, message: string) => void

/** What importing each post draws on and adds to, as the posts are read one after another. */
interface ImportRun {
  settings: ImportSettings
  stored: Awaited<ReturnType<typeof storeImportedImages>>
  note: Note
  now: string
  unique: ReturnType<typeof uniqueSlugs>
  /** Old addresses already redirected: the first post to claim one keeps it. */
  redirected: Set<string>
}

const subjectOf = (post: SourcePost) => post.title.trim() || 'Untitled'

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim() || null

/** Stores every image of the posts that was given with the import, before any post is read. */
function storePostImages(posts: readonly SourcePost[], settings: ImportSettings) {
  const requests = posts.flatMap((post) =>
    [
      ...bodyImages(post.html).map((reference) => ({ reference, share: false })),
      ...(post.banner ? [{ reference: post.banner, share: true }] : []),
    ].flatMap(({ reference, share }) => {
      const file = settings.findImage(reference, post)
      return file === null ? [] : [{ file, share, subject: subjectOf(post) }]
    }),
  )
  return storeImportedImages(requests, {
    folder: settings.source,
    files: settings.files,
    prepare: settings.options.prepareImage ?? null,
    onProgress: settings.options.onProgress,
  })
}

/** The address a post keeps for an image: its stored copy, else its web address, else none. */
function imageLink(
  run: ImportRun,
  reference: string,
  post: SourcePost,
): StoredImage | { remote?: string } {
  const subject = subjectOf(post)
  const file = run.settings.findImage(reference, post)
  const image = file === null ? undefined : run.stored.byFile.get(file)
  if (image) return image
  if (isRemote(reference)) {
    run.note('remote-image', subject, `${reference} is only on the web; it is linked, not copied.`)
    return { remote: reference }
  }
  if (file === null) {
    run.note(
      'missing-image',
      subject,
      `${reference} was not among the files given; it is left out.`,
    )
  }
  return {}
}

/** The post's body with its images pointing at their stored copies, sanitised. */
function importedContent(run: ImportRun, post: SourcePost): string {
  let html = post.html
  for (const match of [...post.html.matchAll(IMG_SRC)]) {
    const [whole, lead = '', quote = '"', raw = ''] = match
    const link = imageLink(run, decodeAttribute(raw), post)
    const src = 'link' in link ? STAND_IN + link.link : (link.remote ?? '')
    html = html.replace(whole, () => `${lead}${quote}${src.replaceAll('"', '&quot;')}${quote}`)
  }
  return run.settings.options.sanitize(html).replaceAll(`${STAND_IN}storage/`, 'storage/').trim()
}

/** The post's fields as this site has them, checked against every rule of the database. */
function checkedFields(run: ImportRun, post: SourcePost) {
  const content = importedContent(run, post)
  const banner = post.banner ? imageLink(run, post.banner, post) : {}
  const bannerUrl = 'link' in banner ? banner.link : (banner.remote ?? null)
  const excerpt = post.excerpt === null ? '' : plainText(post.excerpt)
  const { state } = post
  return checkedPost({
    title: oneLine(post.title) ?? '',
    slug: validSlug(post.slug, post.title),
    excerpt: excerpt === '' ? null : excerpt,
    content,
    tags: post.tags.map((tag) => tag.trim()),
    published: state.state === 'public',
    scheduled_at: state.state === 'scheduled' ? state.at : null,
    read_time: readTimeMinutes(content),
    featured_image_url: bannerUrl,
    featured_image_variants: 'variants' in banner ? banner.variants : null,
    // Alt text describes the banner: without one (left out, or never given) it has no use.
    banner_alt: bannerUrl === null ? null : oneLine(post.bannerAlt),
    author: oneLine(post.author ?? ''),
  })
}

/** Notes what became of the post on its way in: its new address, and why it is not public. */
function noteArrival(run: ImportRun, post: SourcePost, fields: CheckedPost): void {
  const subject = subjectOf(post)
  if (fields.slug !== post.slug) {
    const was = post.slug.trim() === '' ? 'had no slug' : `had the slug “${post.slug}”`
    run.note('renamed', subject, `It ${was}; its address is now /blog/${fields.slug}.`)
  }
  const { state } = post
  if (state.state === 'draft') run.note('draft', subject, state.why)
  if (state.state === 'scheduled' && fields.scheduled_at !== null) {
    run.note('scheduled', subject, state.why)
  }
}

/** A redirect from the post's old address, if it had one that can be redirected. */
async function redirectOf(
  run: ImportRun,
  post: SourcePost,
  fields: CheckedPost,
  row: { id: string; created_at: string },
): Promise<ArchiveRow | null> {
  const oldPath = post.oldPath
  if (!oldPath || !fields.published || oldPath === `/blog/${fields.slug}`) return null
  if (!REDIRECT_CHECKS.redirects_from_path_format(oldPath)) {
    run.note('skipped', subjectOf(post), `Its old address ${oldPath} cannot be redirected.`)
    return null
  }
  if (run.redirected.has(oldPath)) return null
  run.redirected.add(oldPath)
  return {
    id: await stableId(`${run.settings.source}:redirect:${oldPath}`),
    from_path: oldPath,
    post_id: row.id,
    created_at: row.created_at,
    updated_at: row.created_at,
  }
}

/** One post as a row of this site and its redirect, or null when a rule refused it. */
async function importPost(
  run: ImportRun,
  post: SourcePost,
): Promise<{ row: ArchiveRow; redirect: ArchiveRow | null } | null> {
  const subject = subjectOf(post)
  const checked = checkedFields(run, post)
  if ('refused' in checked) {
    run.note('skipped', subject, checked.refused)
    return null
  }
  for (const message of checked.notes) run.note('changed', subject, message)
  const fields: CheckedPost = { ...checked.post, slug: run.unique(checked.post.slug) }
  noteArrival(run, post, fields)

  const createdAt = post.createdAt ?? post.publishDate ?? post.updatedAt ?? run.now
  const id = await stableId(`${run.settings.source}:post:${post.key}`)
  const row = {
    id,
    ...fields,
    featured: post.featured,
    publish_date: fields.published ? (post.publishDate ?? createdAt) : null,
    created_at: createdAt,
    updated_at: post.updatedAt ?? createdAt,
    newsletter_sent: false,
    newsletter_format: 'full',
  }
  return { row, redirect: await redirectOf(run, post, fields, row) }
}

/**
 * Turns posts from another platform into an archive of this site's rows: HTML sanitised as
 * every post is, every rule of the database applied (postChecks.ts) so that one post never
 * stops the rest, slugs valid and unique, nothing that was not public made public, images that
 * were given prepared and stored with the posts (the rest listed; remoteImages.ts fetches
 * those on the web when the owner asks), and a redirect from each old address.
 * Ids come from the source's own, so importing the same file again changes nothing.
 */
export async function buildImport(
  posts: readonly SourcePost[],
  settings: ImportSettings,
): Promise<ImportResult> {
  const notes = [...settings.notes]
  const now = (settings.options.now ?? new Date()).toISOString()
  const stored = await storePostImages(posts, settings)
  notes.push(...stored.notes)
  const run: ImportRun = {
    settings,
    stored,
    note: (kind, subject, message) => notes.push({ kind, subject, message }),
    now,
    unique: uniqueSlugs(),
    redirected: new Set(),
  }

  const rows: ArchiveRow[] = []
  const redirects: ArchiveRow[] = []
  for (const post of posts) {
    const imported = await importPost(run, post)
    if (!imported) continue
    rows.push(imported.row)
    if (imported.redirect) redirects.push(imported.redirect)
  }

  const tables: Archive['tables'] = { blog_posts: rows, redirects }
  const imageList: ArchiveImage[] = stored.images
  return {
    archive: {
      manifest: {
        format: ARCHIVE_FORMAT,
        formatVersion: ARCHIVE_FORMAT_VERSION,
        exportedAt: now,
        siteUrl: settings.siteUrl,
        personalData: false,
        counts: countsOf(tables, imageList),
        files: {},
      },
      tables,
      images: imageList,
    },
    notes,
  }
}

/** A remote image reference's path after a marker (`/wp-content/uploads/`), or null. */
export function pathAfter(reference: string, marker: string): string | null {
  const at = reference.indexOf(marker)
  if (at < 0) return null
  return percentDecoded(reference.slice(at + marker.length).split(/[?#]/)[0] ?? '')
}

/** The first of these paths that the files have. */
export function firstKnown(files: FileTree | null, candidates: readonly string[]): string | null {
  if (!files) return null
  return candidates.find((path) => files.paths.includes(path)) ?? null
}
