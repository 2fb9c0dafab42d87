import markdownIt, { type MarkdownIt } from 'markdown-it'
import { ArchiveError } from '../ArchiveError.ts'
import { readFrontMatter } from '../frontMatter.ts'
import type { ArchiveNote } from '../notes.ts'
import { isRecord } from '../rows.ts'
import { type FileTree, percentDecoded, resolvePath } from './fileTree.ts'
import { buildImport } from './importedPosts.ts'
import { DATED_NAME } from './jekyllAddress.ts'
import { firstKnown } from './sourceImages.ts'
import type { ImportOptions, ImportResult, SourcePost, SourceState } from './sourcePost.ts'
import { type StaticSite, readStaticSite } from './staticSite.ts'
import { markdownTemplateNote } from './templateTags.ts'

export interface MarkdownImport extends ImportOptions {
  /** A folder (or ZIP) of Markdown files with front matter, their images beside them. */
  files: FileTree
}

const MARKDOWN_FILE = /\.(md|markdown)$/i

/**
 * What names a post's file: its name without `.md`, or for a page bundle (Hugo's
 * `posts/some-post/index.md`, Obsidian's folders) its folder's name.
 */
function postName(path: string): string {
  const parts = path.replace(MARKDOWN_FILE, '').split('/')
  const name = parts.at(-1) ?? path
  return /^_?index$/i.test(name) && parts.length > 1 ? (parts.at(-2) ?? name) : name
}

let renderer: MarkdownIt | null = null

/** CommonMark with raw HTML allowed (it is sanitised after), soft line breaks as spaces. */
function markdownToHtml(markdown: string): string {
  if (!renderer) {
    renderer = markdownIt({ html: true, linkify: false, typographer: false })
    renderer.renderer.rules.softbreak = () => ' '
  }
  return renderer.render(markdown)
}

const decoder = new TextDecoder('utf-8', { fatal: false })

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null

/**
 * A date from front matter ("2019-05-14", "2019-05-14 10:30", ISO, or a TOML date), as ISO 8601;
 * or null.
 */
function dateOf(value: unknown): string | null {
  if (value instanceof Date) {
    return isNaN(value.getTime()) ? null : new Date(value.getTime()).toISOString()
  }
  const given = text(value)
  if (given === null) return null
  const time = new Date(/^\d{4}-\d{2}-\d{2}$/.test(given) ? `${given}T00:00:00Z` : given)
  return isNaN(time.getTime()) ? null : time.toISOString()
}

/**
 * Tags from a list, or from text: "a, b" split at its commas, else "a b" at its spaces (as
 * Jekyll reads `categories: a b`).
 */
function tagsOf(...values: unknown[]): string[] {
  return values.flatMap((value) => {
    if (Array.isArray(value)) return value.map(text).filter((tag) => tag !== null)
    const single = text(value)
    if (single === null) return []
    return single.split(single.includes(',') ? ',' : /\s+/)
  })
}

const truthy = (value: unknown) => value === true || value === 'true' || value === 'yes'
const falsy = (value: unknown) => value === false || value === 'false' || value === 'no'

/** Whether a post may be public here: `draft: true` or `published: false` keep it a draft. */
function stateOf(fields: Record<string, unknown>, date: string | null, now: Date): SourceState {
  if (truthy(fields.draft)) {
    return { state: 'draft', why: 'Its front matter says draft: true; it stays a draft.' }
  }
  if (falsy(fields.published)) {
    return { state: 'draft', why: 'Its front matter says published: false; it stays a draft.' }
  }
  if (date !== null && new Date(date).getTime() > now.getTime()) {
    return { state: 'scheduled', at: date, why: `Its date is in the future: ${date}.` }
  }
  return { state: 'public' }
}

/**
 * The front matter fields a banner may be in, first found first, each with its alt text's:
 * `banner` is what this product's own export writes, the others what static site generators
 * and their themes do (Hugo's `images` list, PaperMod's `cover: { image, alt }`, Jekyll's
 * `image: { path, alt }`).
 */
const BANNER_FIELDS = [
  ['banner', 'banner_alt'],
  ['image', 'image_alt'],
  ['cover', 'cover_alt'],
  ['featured_image', 'featured_image_alt'],
  ['featuredImage', 'featuredImageAlt'],
  ['images', 'images_alt'],
] as const

/** A banner field's image and alt text: text, the first of a list, or `{ image|path|src, alt }`. */
function bannerValue(value: unknown): { banner: string; alt: string | null } | null {
  const first: unknown = Array.isArray(value) ? value[0] : value
  if (isRecord(first)) {
    const banner = text(first.image) ?? text(first.path) ?? text(first.src)
    return banner === null ? null : { banner, alt: text(first.alt) }
  }
  const banner = text(first)
  return banner === null ? null : { banner, alt: null }
}

/** The post's banner and its alt text, from the first banner field it has. */
function bannerOf(fields: Record<string, unknown>): { banner: string | null; alt: string } {
  for (const [field, altField] of BANNER_FIELDS) {
    const found = bannerValue(fields[field])
    if (found) return { banner: found.banner, alt: found.alt ?? text(fields[altField]) ?? '' }
  }
  return { banner: null, alt: '' }
}

/** Notes what a post holds that only its old site could read: its address, its template tags. */
function noteOldSite(
  notes: ArchiveNote[],
  subject: string,
  site: StaticSite,
  post: { unknown: readonly string[]; body: string },
): void {
  if (post.unknown.length > 0) {
    notes.push({
      kind: 'not-redirected',
      subject,
      message: `Its old address could not be worked out (${site.generator ?? 'its generator'}’s ${post.unknown.join(', ')}); it is not redirected. Add it on Redirects once imported.`,
    })
  }
  const tags = markdownTemplateNote(post.body, site.generator)
  if (tags !== null) notes.push({ kind: 'template', subject, message: tags })
}

/**
 * Markdown files with front matter (title, date, tags, draft, slug, banner and its alt text,
 * and the common variants of static site generators) as an import; images beside them
 * (relative paths) are stored. A Jekyll or Hugo site's posts are redirected from the addresses
 * they had there (staticSite.ts), and its links and template tags are noted.
 */
export async function importMarkdown(input: MarkdownImport): Promise<ImportResult> {
  const files = input.files.paths.filter(
    (path) => MARKDOWN_FILE.test(path) && !/(^|\/)readme\.md$/i.test(path),
  )
  if (files.length === 0) {
    throw new ArchiveError('There are no Markdown files (.md) among the files given.')
  }
  const notes: ArchiveNote[] = []
  const posts: SourcePost[] = []
  const now = input.now ?? new Date()
  const site = await readStaticSite(input.files)
  const folderOf = new Map<string, string>()
  for (const path of files) {
    const role = site.roleOf(path)
    if (role.role === 'left-out') {
      notes.push({ kind: 'skipped', subject: path, message: role.why })
      continue
    }
    const read = readFrontMatter(decoder.decode(await input.files.read(path)))
    if (!read.ok) {
      notes.push({
        kind: 'skipped',
        subject: path,
        message: `It is not imported: ${read.problem}.`,
      })
      continue
    }
    const { fields, body } = read
    const name = postName(path)
    const dated = DATED_NAME.exec(name)
    const heading = /^#\s+(.+)$/m.exec(body)?.[1]
    const date = dateOf(fields.date) ?? dateOf(dated?.[1])
    const { banner, alt } = bannerOf(fields)
    const title = text(fields.title) ?? heading ?? dated?.[2] ?? name
    const old = site.oldAddresses({ path, title, fields })
    noteOldSite(notes, title.trim() || 'Untitled', site, { unknown: old.unknown, body })
    folderOf.set(path, path.split('/').slice(0, -1).join('/'))
    posts.push({
      key: path,
      title,
      slug: text(fields.slug) ?? dated?.[2] ?? name,
      html: markdownToHtml(body),
      excerpt: text(fields.excerpt) ?? text(fields.summary) ?? text(fields.description),
      tags: tagsOf(fields.tags, fields.categories, fields.category),
      state: role.role === 'draft' ? { state: 'draft', why: role.why } : stateOf(fields, date, now),
      publishDate: date,
      createdAt: date,
      updatedAt: dateOf(fields.updated) ?? dateOf(fields.lastmod) ?? date,
      author: text(fields.author),
      featured: truthy(fields.featured),
      banner,
      bannerAlt: alt,
      oldPaths: old.paths,
    })
  }

  return buildImport(posts, {
    source: 'markdown',
    siteUrl: site.address,
    siteUnknownBecause: site.unknownBecause,
    files: input.files,
    findImage: (reference, post) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(reference)) return null
      const clean = percentDecoded(reference.split(/[?#]/)[0] ?? '')
      const beside = resolvePath(folderOf.get(post.key) ?? '', clean)
      // "/images/x.png" is from the site's root, as static site generators read it.
      const fromRoot = clean.startsWith('/') ? [clean.slice(1), `static${clean}`] : []
      return firstKnown(input.files, [...(beside ? [beside] : []), ...fromRoot])
    },
    options: { ...input, now },
    notes,
  })
}
