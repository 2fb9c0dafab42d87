import { DOMParser, type Element } from '@xmldom/xmldom'
import { ArchiveError } from '../ArchiveError.ts'
import type { ArchiveNote } from '../notes.ts'
import type { FileTree } from './fileTree.ts'
import { buildImport } from './importedPosts.ts'
import { paragraphsFromBlankLines } from './paragraphs.ts'
import { imagesAfter } from './sourceImages.ts'
import type { ImportOptions, ImportResult, SourcePost, SourceState } from './sourcePost.ts'
import { shortcodeNote } from './templateTags.ts'

/** WXR versions WordPress has written (1.0 to 1.2, since WordPress 3.1). */
const WXR_VERSIONS = ['1.0', '1.1', '1.2']
const UPLOADS = '/wp-content/uploads/'

export interface WordPressImport extends ImportOptions {
  /** The WXR file (Tools → Export in WordPress). */
  xml: string
  /** The uploads folder (wp-content/uploads, or a ZIP of it), where images may be. */
  uploads: FileTree | null
}

/** What WordPress's statuses other than publish mean here, and why. */
const NOT_PUBLIC: Record<string, string> = {
  draft: 'It was a draft in WordPress; it stays a draft.',
  pending: 'It was pending review in WordPress; it is imported as a draft.',
  private: 'It was private in WordPress; it is imported as a draft.',
}

/** Whether a WordPress post may be public here: its type, status and password decide. */
function stateOf(
  type: string,
  status: string,
  passworded: boolean,
  date: string | null,
): SourceState {
  if (type === 'page')
    return { state: 'draft', why: 'It was a page; it is imported as a draft post.' }
  if (passworded) {
    return { state: 'draft', why: 'It had a password in WordPress; it is imported as a draft.' }
  }
  if (status === 'future') {
    return date === null
      ? { state: 'draft', why: 'It was scheduled in WordPress without a time; it is a draft.' }
      : { state: 'scheduled', at: date, why: `It was scheduled in WordPress for ${date}.` }
  }
  const why = NOT_PUBLIC[status]
  return why === undefined ? { state: 'public' } : { state: 'draft', why }
}

/**
 * The element's elements of this name (`item`, `wp:post_type`, `category`...). No WXR element
 * holds another of its own name, so within a channel or an item these are its children.
 */
function children(element: Element, name: string): Element[] {
  return Array.from(element.getElementsByTagName(name))
}

/** The text of the element's first child of this name (CDATA included), trimmed; or ''. */
function childText(element: Element, name: string): string {
  return children(element, name)[0]?.textContent?.trim() ?? ''
}

/** WordPress's GMT time ("2019-05-14 09:30:00"), or null for drafts' "0000-00-00 00:00:00". */
function gmtTime(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) || text.startsWith('0000')) return null
  const time = new Date(`${text.replace(' ', 'T')}Z`)
  return isNaN(time.getTime()) ? null : time.toISOString()
}

/**
 * The export's channel. The XML must be well formed: a file cut short, or not XML at all, is
 * refused rather than read in part. Entities of a DTD are not expanded.
 */
function readChannel(xml: string): Element {
  const problems: string[] = []
  let document: Element | null = null
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level === 'warning') return
        problems.push(message)
        throw new Error(message)
      },
    }).parseFromString(xml, 'text/xml').documentElement
  } catch {
    // The problem is in `problems`.
  }
  const failure = problems[0] ?? null
  if (failure !== null || !document) {
    throw new ArchiveError(
      `This is not a WordPress export: its XML is not well formed (${failure ?? 'it is empty'}). A file cut short while downloading looks like this.`,
    )
  }
  const channel = document.nodeName === 'rss' ? children(document, 'channel')[0] : undefined
  const version = channel ? childText(channel, 'wp:wxr_version') : ''
  if (!channel || version === '') {
    throw new ArchiveError(
      'This is not a WordPress export (WXR): it has no <wp:wxr_version>. In WordPress, use Tools → Export → All content.',
    )
  }
  if (!WXR_VERSIONS.includes(version)) {
    throw new ArchiveError(
      `This WordPress export is WXR version ${version}; versions ${WXR_VERSIONS.join(', ')} can be imported.`,
    )
  }
  return channel
}

/** The post's meta value for a key, or ''. */
function meta(item: Element, key: string): string {
  const entry = children(item, 'wp:postmeta').find(
    (candidate) => childText(candidate, 'wp:meta_key') === key,
  )
  return entry ? childText(entry, 'wp:meta_value') : ''
}

/** A permalink's path ("/2019/05/some-post/"), or null for "?p=12" addresses and the like. */
function permalinkPath(link: string): string | null {
  try {
    const url = new URL(link)
    return url.search === '' && url.pathname !== '/' ? decodeURI(url.pathname) : null
  } catch {
    return null
  }
}

/**
 * A WordPress export (WXR) as an import: posts and pages (pages as drafts, so they do not join
 * the blog unasked), drafts as drafts, categories and tags as tags, sticky posts featured,
 * featured images with their alt text and images in the text from the uploads given, and a
 * redirect from each published post's permalink.
 */
export async function importWordPress(input: WordPressImport): Promise<ImportResult> {
  const channel = readChannel(input.xml)
  const items = children(channel, 'item')
  const authors = new Map(
    children(channel, 'wp:author').map((author) => [
      childText(author, 'wp:author_login'),
      childText(author, 'wp:author_display_name'),
    ]),
  )
  // A featured image is an attachment: its address, and the alt text given in the media library.
  const attachments = new Map(
    items
      .filter((item) => childText(item, 'wp:post_type') === 'attachment')
      .map((item) => [
        childText(item, 'wp:post_id'),
        { url: childText(item, 'wp:attachment_url'), alt: meta(item, '_wp_attachment_image_alt') },
      ]),
  )

  const notes: ArchiveNote[] = []
  const note = (kind: ArchiveNote['kind'], subject: string, message: string) =>
    notes.push({ kind, subject, message })
  const posts: SourcePost[] = []
  for (const item of items) {
    const type = childText(item, 'wp:post_type')
    const status = childText(item, 'wp:status')
    const title = childText(item, 'title')
    if (type !== 'post' && type !== 'page') continue
    if (!['publish', 'draft', 'pending', 'private', 'future'].includes(status)) {
      if (status === 'trash')
        note('skipped', title, 'It is in the WordPress trash; it is not imported.')
      continue
    }
    const passworded = childText(item, 'wp:post_password') !== ''
    const tags = children(item, 'category')
      .filter(
        (category) =>
          ['category', 'post_tag'].includes(category.getAttribute('domain') ?? '') &&
          category.getAttribute('nicename') !== 'uncategorized',
      )
      .map((category) => category.textContent?.trim() ?? '')
    const date = gmtTime(childText(item, 'wp:post_date_gmt'))
    // Drafts have no GMT date yet; their local one is the best there is.
    const written = date ?? gmtTime(childText(item, 'wp:post_date'))
    const creator = childText(item, 'dc:creator')
    const thumbnail = attachments.get(meta(item, '_thumbnail_id'))
    const html = paragraphsFromBlankLines(childText(item, 'content:encoded'))
    const shortcodes = shortcodeNote(html)
    if (shortcodes !== null) note('template', title.trim() || 'Untitled', shortcodes)
    const permalink = status === 'publish' ? permalinkPath(childText(item, 'link')) : null
    posts.push({
      key: childText(item, 'wp:post_id') || childText(item, 'guid'),
      title,
      slug: childText(item, 'wp:post_name'),
      html,
      excerpt: childText(item, 'excerpt:encoded') || null,
      tags,
      state: stateOf(type, status, passworded, date),
      publishDate: date,
      createdAt: written,
      updatedAt: gmtTime(childText(item, 'wp:post_modified_gmt')),
      author: authors.get(creator) ?? (creator === '' ? null : creator),
      featured: childText(item, 'wp:is_sticky') === '1',
      banner: thumbnail?.url ?? null,
      bannerAlt: thumbnail?.alt ?? '',
      oldPaths: permalink === null ? [] : [permalink],
    })
  }

  return buildImport(posts, {
    source: 'wordpress',
    // The blog's own address: on a multisite network each blog is a site of its own.
    siteUrl: childText(channel, 'wp:base_blog_url') || childText(channel, 'link'),
    siteUnknownBecause: 'the export does not say the site’s address (<wp:base_blog_url>)',
    files: input.uploads,
    findImage: imagesAfter(input.uploads, UPLOADS, (path) => {
      // A resized copy ("photo-1024x768.jpg") falls back to the original upload.
      const paths = [path, path.replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1')]
      return [
        ...paths,
        ...paths.map((candidate) => `wp-content/uploads/${candidate}`),
        ...paths.map((candidate) => `uploads/${candidate}`),
      ]
    }),
    options: input,
    notes,
  })
}
