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
  const note = (kind: ArchiveNote['kind'], subject: string, message: string) =>
    notes.push({ kind, subject, message })
  const now = (settings.options.now ?? new Date()).toISOString()
  const unique = uniqueSlugs()
  const subjectOf = (post: SourcePost) => post.title.trim() || 'Untitled'

  const requests = posts.flatMap((post) =>
    [
      ...bodyImages(post.html).map((reference) => ({ reference, share: false })),
      ...(post.banner ? [{ reference: post.banner, share: true }] : []),
    ].flatMap(({ reference, share }) => {
      const file = settings.findImage(reference, post)
      return file === null ? [] : [{ file, share, subject: subjectOf(post) }]
    }),
  )
  const stored = await storeImportedImages(requests, {
    folder: settings.source,
    files: settings.files,
    prepare: settings.options.prepareImage ?? null,
    onProgress: settings.options.onProgress,
  })
  notes.push(...stored.notes)

  /** The address a post keeps for an image: its stored copy, else its web address, else none. */
  function imageLink(reference: string, post: SourcePost): StoredImage | { remote?: string } {
    const subject = subjectOf(post)
    const file = settings.findImage(reference, post)
    const image = file === null ? undefined : stored.byFile.get(file)
    if (image) return image
    if (isRemote(reference)) {
      note('remote-image', subject, `${reference} is only on the web; it is linked, not copied.`)
      return { remote: reference }
    }
    if (file === null) {
      note('missing-image', subject, `${reference} was not among the files given; it is left out.`)
    }
    return {}
  }

  const rows: ArchiveRow[] = []
  const redirects: ArchiveRow[] = []
  const redirected = new Set<string>()
  for (const post of posts) {
    const subject = subjectOf(post)
    let html = post.html
    for (const match of [...post.html.matchAll(IMG_SRC)]) {
      const [whole, lead = '', quote = '"', raw = ''] = match
      const link = imageLink(decodeAttribute(raw), post)
      const src = 'link' in link ? STAND_IN + link.link : (link.remote ?? '')
      html = html.replace(whole, () => `${lead}${quote}${src.replaceAll('"', '&quot;')}${quote}`)
    }
    const content = settings.options
      .sanitize(html)
      .replaceAll(`${STAND_IN}storage/`, 'storage/')
      .trim()
    const banner = post.banner ? imageLink(post.banner, post) : {}
    const bannerUrl = 'link' in banner ? banner.link : (banner.remote ?? null)
    const excerpt = post.excerpt === null ? '' : plainText(post.excerpt)
    const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim() || null
    const { state } = post
    const checked = checkedPost({
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
    if ('refused' in checked) {
      note('skipped', subject, checked.refused)
      continue
    }
    for (const message of checked.notes) note('changed', subject, message)
    const fields: CheckedPost = { ...checked.post, slug: unique(checked.post.slug) }
    if (fields.slug !== post.slug) {
      const was = post.slug.trim() === '' ? 'had no slug' : `had the slug “${post.slug}”`
      note('renamed', subject, `It ${was}; its address is now /blog/${fields.slug}.`)
    }
    if (state.state === 'draft') note('draft', subject, state.why)
    if (state.state === 'scheduled' && fields.scheduled_at !== null) {
      note('scheduled', subject, state.why)
    }

    const createdAt = post.createdAt ?? post.publishDate ?? post.updatedAt ?? now
    const id = await stableId(`${settings.source}:post:${post.key}`)
    rows.push({
      id,
      ...fields,
      featured: post.featured,
      publish_date: fields.published ? (post.publishDate ?? createdAt) : null,
      created_at: createdAt,
      updated_at: post.updatedAt ?? createdAt,
      newsletter_sent: false,
      newsletter_format: 'full',
    })

    const oldPath = post.oldPath
    if (!oldPath || !fields.published || oldPath === `/blog/${fields.slug}`) continue
    if (!REDIRECT_CHECKS.redirects_from_path_format(oldPath)) {
      note('skipped', subject, `Its old address ${oldPath} cannot be redirected.`)
    } else if (!redirected.has(oldPath)) {
      redirected.add(oldPath)
      redirects.push({
        id: await stableId(`${settings.source}:redirect:${oldPath}`),
        from_path: oldPath,
        post_id: id,
        created_at: createdAt,
        updated_at: createdAt,
      })
    }
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
