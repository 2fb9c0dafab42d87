import type { PostSanitizer } from '../../content/sanitizePostHtml.ts'
import { readTimeMinutes } from '../../domain/readTime.ts'
import { plainText } from '../../domain/text.ts'
import { TEXT_LIMITS, characterCount } from '../../domain/textLimits.ts'
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  type Archive,
  type ArchiveImage,
  countsOf,
} from '../archive.ts'
import type { ArchiveRow } from '../columns.ts'
import { MAX_IMAGE_BYTES, imageType } from '../imageType.ts'
import type { ArchiveNote } from '../notes.ts'
import { type FileTree, percentDecoded } from './fileTree.ts'
import { uniqueSlugs, validSlug } from './slugs.ts'
import { stableId } from './stableId.ts'

export type ImportSource = 'wordpress' | 'ghost' | 'markdown'

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
  published: boolean
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

export interface ImportSettings {
  source: ImportSource
  /** The public site the posts came from, for the manifest ('' when unknown). */
  siteUrl: string
  /** Files given with the import, where its images may be. */
  files: FileTree | null
  /** The file of `files` an image reference of a post means, or null when it is not there. */
  findImage: (reference: string, post: SourcePost) => string | null
  sanitize: PostSanitizer
  now: Date
  /** Notes of the reading of the source (skipped items and the like). */
  notes: ArchiveNote[]
}

/** The tag a post without any gets: the site needs at least one. */
const DEFAULT_TAG = 'Imported'

/** Where an imported post's stored images go: blog-images/imported/{source}/{their path}. */
const IMAGE_FOLDER = 'imported'
/** Stands in for Storage while the HTML is sanitised (the sanitiser keeps only web addresses). */
const STAND_IN = 'https://archive.invalid/'
/** An old address a redirect can start from (the redirects table's rule). */
const REDIRECT_PATH = /^\/[^\s*?#:]{1,499}$/
const IMG_SRC = /(<img\b[^>]*?\ssrc\s*=\s*)(["'])(.*?)\2/gi

const decodeAttribute = (value: string) =>
  value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'")

const isRemote = (reference: string) => /^https?:\/\//i.test(reference)

const safeSegment = (segment: string) => segment.replace(/[^A-Za-z0-9._-]+/g, '-')

const LIMITS = TEXT_LIMITS.blog_posts

/** Text cut to `limit` characters (as the database counts them), at a space where there is one. */
function shortened(text: string, limit: number): string {
  const cut = Array.from(text).slice(0, limit).join('')
  const space = cut.lastIndexOf(' ')
  return space > 0 ? cut.slice(0, space) : cut
}

/**
 * Turns posts from another platform into an archive of this site's rows: HTML sanitised as
 * every post is, slugs valid and unique, images that were given stored with the posts (and the
 * rest listed; remoteImages.ts fetches those on the web when the owner asks), tags and dates filled in, and a redirect from each old address.
 * Ids come from the source's own, so importing the same file again changes nothing.
 */
export async function buildImport(
  posts: readonly SourcePost[],
  settings: ImportSettings,
): Promise<ImportResult> {
  const notes = [...settings.notes]
  const note = (kind: ArchiveNote['kind'], subject: string, message: string) =>
    notes.push({ kind, subject, message })
  const now = settings.now.toISOString()
  const unique = uniqueSlugs()
  const images = new Map<string, ArchiveImage>()
  const storedPaths = new Map<string, string>()
  const rows: ArchiveRow[] = []
  const redirects: ArchiveRow[] = []
  const redirected = new Set<string>()

  /** The archive link of a given image file, storing it once; null when it cannot be stored. */
  async function store(file: string, subject: string): Promise<string | null> {
    const known = storedPaths.get(file)
    if (known !== undefined) return known
    const bytes = await (settings.files?.read(file) ?? Promise.resolve(null))
    if (!bytes || !imageType(bytes)) {
      note(
        'skipped',
        subject,
        `${file} is not a PNG, JPEG, GIF, WebP or AVIF image; it is left out.`,
      )
      return null
    }
    if (bytes.length > MAX_IMAGE_BYTES) {
      note(
        'skipped',
        subject,
        `${file} is larger than 5 MB, the most the site stores; it is left out.`,
      )
      return null
    }
    const path = [IMAGE_FOLDER, settings.source, ...file.split('/').map(safeSegment)].join('/')
    images.set(path, { bucket: 'blog-images', path, bytes })
    storedPaths.set(file, path)
    return path
  }

  /** The address a post keeps for an image: its stored copy, else its web address, else none. */
  async function imageLink(reference: string, post: SourcePost, subject: string) {
    const file = settings.findImage(reference, post)
    const stored = file === null ? null : await store(file, subject)
    if (stored !== null) return { stored: `storage/blog-images/${stored}` }
    if (isRemote(reference)) {
      note('remote-image', subject, `${reference} is only on the web; it is linked, not copied.`)
      return { remote: reference }
    }
    note('missing-image', subject, `${reference} was not among the files given; it is left out.`)
    return {}
  }

  /**
   * A text cut to what its column holds, and said so: the database would refuse the whole
   * restore for one text too long.
   */
  function fitted(text: string, limit: number, what: string, subject: string): string {
    if (characterCount(text) <= limit) return text
    note(
      'changed',
      subject,
      `Its ${what} was longer than ${String(limit)} characters; it is shortened.`,
    )
    return shortened(text, limit)
  }

  /**
   * A one-line field's text (the editor's field is one line), cut to what the column holds; null
   * when there is none, as the editor saves an empty one.
   */
  function oneLine(given: string, limit: number, what: string, subject: string): string | null {
    const text = given.replace(/\s+/g, ' ').trim()
    return text === '' ? null : fitted(text, limit, what, subject)
  }

  for (const post of posts) {
    const subject = post.title.trim() || 'Untitled'
    const title = oneLine(subject, LIMITS.title, 'title', subject) ?? subject
    const slug = unique(validSlug(post.slug, title))
    if (slug !== post.slug) {
      const was = post.slug.trim() === '' ? 'had no slug' : `had the slug “${post.slug}”`
      note('renamed', subject, `It ${was}; its address is now /blog/${slug}.`)
    }

    let html = post.html
    for (const match of [...post.html.matchAll(IMG_SRC)]) {
      const [whole, lead = '', quote = '"', raw = ''] = match
      const link = await imageLink(decodeAttribute(raw), post, subject)
      const src = link.stored ? STAND_IN + link.stored : (link.remote ?? '')
      html = html.replace(whole, () => `${lead}${quote}${src.replaceAll('"', '&quot;')}${quote}`)
    }
    const content = settings.sanitize(html).replaceAll(`${STAND_IN}storage/`, 'storage/').trim()
    if (plainText(content) === '' && !content.includes('<img')) {
      note('skipped', subject, 'It has no text; it is not imported.')
      continue
    }
    if (characterCount(content) > LIMITS.content) {
      const limit = LIMITS.content.toLocaleString('en-US')
      note('skipped', subject, `Its text is longer than ${limit} characters; it is not imported.`)
      continue
    }

    const banner = post.banner ? await imageLink(post.banner, post, subject) : {}
    const bannerUrl = banner.stored ?? banner.remote ?? null
    const tags = [...new Set(post.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))]
    if (tags.length === 0) {
      tags.push(DEFAULT_TAG)
      note('changed', subject, `It had no tags; it is tagged “${DEFAULT_TAG}”.`)
    }
    const excerpt = post.excerpt === null ? '' : plainText(post.excerpt)
    const createdAt = post.createdAt ?? post.publishDate ?? post.updatedAt ?? now
    const id = await stableId(`${settings.source}:post:${post.key}`)
    rows.push({
      id,
      title,
      slug,
      excerpt: excerpt === '' ? null : fitted(excerpt, LIMITS.excerpt, 'excerpt', subject),
      content,
      tags,
      featured: post.featured,
      published: post.published,
      publish_date: post.publishDate,
      read_time: readTimeMinutes(content),
      featured_image_url: bannerUrl,
      // Alt text describes the banner: without one (left out, or never given) it has no use.
      banner_alt:
        bannerUrl === null
          ? null
          : oneLine(post.bannerAlt, LIMITS.banner_alt, 'banner’s alt text', subject),
      author: oneLine(post.author ?? '', LIMITS.author, 'author’s name', subject),
      created_at: createdAt,
      updated_at: post.updatedAt ?? createdAt,
      newsletter_sent: false,
      newsletter_format: 'full',
    })

    const oldPath = post.oldPath
    if (oldPath && post.published && !REDIRECT_PATH.test(oldPath)) {
      note('skipped', subject, `Its old address ${oldPath} cannot be redirected.`)
    } else if (
      oldPath &&
      post.published &&
      oldPath !== `/blog/${slug}` &&
      !redirected.has(oldPath)
    ) {
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
  const imageList = [...images.values()]
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
