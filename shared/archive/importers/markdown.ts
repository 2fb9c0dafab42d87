import markdownIt, { type MarkdownIt } from 'markdown-it'
import type { PostSanitizer } from '../../content/sanitizePostHtml.ts'
import { ArchiveError } from '../ArchiveError.ts'
import { readFrontMatter } from '../frontMatter.ts'
import type { ArchiveNote } from '../notes.ts'
import { type FileTree, percentDecoded, resolvePath } from './fileTree.ts'
import { type ImportResult, type SourcePost, buildImport, firstKnown } from './importedPosts.ts'

export interface MarkdownImport {
  /** A folder (or ZIP) of Markdown files with front matter, their images beside them. */
  files: FileTree
  sanitize: PostSanitizer
  now?: Date
}

const MARKDOWN_FILE = /\.(md|markdown)$/i
// Jekyll names posts "2019-05-14-some-post.md".
const DATED_NAME = /^(\d{4}-\d{2}-\d{2})-(.+)$/

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

/** A date from front matter ("2019-05-14", "2019-05-14 10:30", ISO), as ISO 8601; or null. */
function dateOf(value: unknown): string | null {
  const given = text(value)
  if (given === null) return null
  const time = new Date(/^\d{4}-\d{2}-\d{2}$/.test(given) ? `${given}T00:00:00Z` : given)
  return isNaN(time.getTime()) ? null : time.toISOString()
}

/** Tags from a list or from "a, b" text. */
function tagsOf(...values: unknown[]): string[] {
  return values.flatMap((value) => {
    if (Array.isArray(value)) return value.map(text).filter((tag) => tag !== null)
    const single = text(value)
    return single === null ? [] : single.split(',')
  })
}

const truthy = (value: unknown) => value === true || value === 'true' || value === 'yes'

/**
 * The front matter fields a banner may be in, first found first, each with its alt text's:
 * `banner` is what this product's own export writes, `image` and `cover` what others do.
 */
const BANNER_FIELDS = [
  ['banner', 'banner_alt'],
  ['image', 'image_alt'],
  ['cover', 'cover_alt'],
] as const

/**
 * Markdown files with front matter (title, date, tags, draft, slug, banner and its alt text,
 * and the common variants of static site generators) as an import; images beside them
 * (relative paths) are stored.
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
  const folderOf = new Map<string, string>()
  for (const path of files) {
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
    const name = path.split('/').at(-1)?.replace(MARKDOWN_FILE, '') ?? path
    const dated = DATED_NAME.exec(name)
    const heading = /^#\s+(.+)$/m.exec(body)?.[1]
    const draft = truthy(fields.draft) || fields.published === false
    const date = dateOf(fields.date) ?? dateOf(dated?.[1])
    const bannerField = BANNER_FIELDS.find(([field]) => text(fields[field]) !== null)
    folderOf.set(path, path.split('/').slice(0, -1).join('/'))
    posts.push({
      key: path,
      title: text(fields.title) ?? heading ?? dated?.[2] ?? name,
      slug: text(fields.slug) ?? dated?.[2] ?? name,
      html: markdownToHtml(body),
      excerpt: text(fields.excerpt) ?? text(fields.description) ?? text(fields.summary),
      tags: tagsOf(fields.tags, fields.categories),
      published: !draft,
      publishDate: date,
      createdAt: date,
      updatedAt: dateOf(fields.updated) ?? dateOf(fields.lastmod) ?? date,
      author: text(fields.author),
      featured: truthy(fields.featured),
      banner: bannerField ? text(fields[bannerField[0]]) : null,
      bannerAlt: bannerField ? (text(fields[bannerField[1]]) ?? '') : '',
      oldPath: null,
    })
  }

  return buildImport(posts, {
    source: 'markdown',
    siteUrl: '',
    files: input.files,
    findImage: (reference, post) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(reference)) return null
      const clean = percentDecoded(reference.split(/[?#]/)[0] ?? '')
      const beside = resolvePath(folderOf.get(post.key) ?? '', clean)
      // "/images/x.png" is from the site's root, as static site generators read it.
      const fromRoot = clean.startsWith('/') ? [clean.slice(1), `static${clean}`] : []
      return firstKnown(input.files, [...(beside ? [beside] : []), ...fromRoot])
    },
    sanitize: input.sanitize,
    now: input.now ?? new Date(),
    notes,
  })
}
