import TurndownService from 'turndown'
import type { ArchiveRow } from './columns.ts'
import { withFrontMatter } from './frontMatter.ts'
import { type ImageBases, fromArchiveLinks } from './storageLinks.ts'

/** From `posts/{slug}.md`, the archive's images are one folder up. */
const RELATIVE_IMAGES: ImageBases = {
  'blog-images': '../storage/blog-images/',
  'company-logos': '../storage/company-logos/',
}

let converter: TurndownService | null = null

/** A code block as the editor writes it (`<pre data-language>`, no `<code>`): fenced, labelled. */
function fencedCode(node: HTMLElement): string {
  const code = node.textContent.replace(/^\n/, '').replace(/\n$/, '')
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map(([run]) => run.length))
  const fence = '`'.repeat(longest + 1)
  const language = node.getAttribute('data-language') ?? 'plain'
  return `\n\n${fence}${language === 'plain' ? '' : language}\n${code}\n${fence}\n\n`
}

function htmlToMarkdown(html: string): string {
  if (!converter) {
    converter = new TurndownService({
      headingStyle: 'atx',
      codeBlockStyle: 'fenced',
      bulletListMarker: '-',
      emDelimiter: '_',
    })
    // Markdown has no tables or citations of its own: they stay HTML, which Markdown allows.
    converter.keep(['table', 'cite'])
    converter.addRule('labelledCode', {
      filter: (node) => node.nodeName === 'PRE' && node.firstElementChild?.nodeName !== 'CODE',
      replacement: (_content, node) => fencedCode(node),
    })
  }
  return converter.turndown(html)
}

const text = (row: ArchiveRow, column: string): string | null => {
  const value = row[column]
  return typeof value === 'string' ? value : null
}

/**
 * A post as a Markdown file with YAML front matter, readable without this product: its images
 * link to the archive's own copies.
 */
export function postMarkdown(post: ArchiveRow): string {
  const banner = text(post, 'featured_image_url')
  const optional = {
    date: text(post, 'publish_date'),
    excerpt: text(post, 'excerpt'),
    author: text(post, 'author'),
    banner: banner === null ? null : fromArchiveLinks(banner, 'url', RELATIVE_IMAGES),
    banner_alt: text(post, 'banner_alt'),
  }
  const fields = {
    title: post.title,
    slug: post.slug,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null)),
    created: post.created_at,
    updated: post.updated_at,
    tags: post.tags,
    featured: post.featured,
    published: post.published,
  }
  const html = fromArchiveLinks(text(post, 'content') ?? '', 'html', RELATIVE_IMAGES)
  return withFrontMatter(fields, htmlToMarkdown(html))
}
