import { emailEmbed, splitAtEmbeds } from './emailEmbed.ts'
import {
  EMAIL_IMAGE_WIDTH,
  absoluteAddress,
  type EmailImageContext,
  emailImageTag,
  srcsetCandidates,
} from './emailImages.ts'
import { STYLES, decodeEntities, escapeText, openTag } from './emailMarkup.ts'
import { type Attributes, type HtmlVisitor, walkHtml } from './htmlTokens.ts'

/** One top-level block of a post (a paragraph, a heading, a list...), as HTML and as text. */
export interface EmailBlock {
  html: string
  text: string
}

/**
 * A post's HTML as an email carries it, block by block so a long post can be cut between
 * paragraphs. Nothing of the input is copied: each token is read and an allow-listed element is
 * written anew with its own inline style, text escaped, links and images made absolute (an
 * image at its stored size nearest 600 px). Scripts, styles, frames, forms, event handlers,
 * classes and unknown attributes are gone; unknown elements give up their text only. An embed
 * is a link card of its own (emailEmbed.ts). Written without a DOM, so Deno and Node run it alike.
 */
export function emailBlocks(html: string, images: EmailImageContext): EmailBlock[] {
  return splitAtEmbeds(html).flatMap((part) => {
    const embed = part.embed ? emailEmbed(part.html, images.siteUrl) : null
    return embed ? [embed] : writtenBlocks(part.html, images)
  })
}

function writtenBlocks(html: string, images: EmailImageContext): EmailBlock[] {
  const writer = new BlockWriter(images)
  walkHtml(html, writer)
  return writer.finish()
}

/** Elements that make a block of their own at the top level. */
const BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'blockquote',
  'pre',
  'figure',
  'table',
])
/** A table's parts, written only inside a table. */
const TABLE_PARTS = new Set(['thead', 'tbody', 'tr', 'th', 'td'])
/** Elements that hold only text and inline elements: a block opened inside one ends it. */
const PHRASING_ONLY = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'figcaption'])
const INLINE = new Set(['strong', 'b', 'em', 'i', 'u', 's', 'a', 'code', 'sub', 'sup', 'cite'])
const VOID = new Set(['br', 'hr', 'img'])

const ALIGNMENTS = ['center', 'right', 'justify']

interface Open {
  tag: string
  /** A link's address, which the text part gives after the link's words. */
  href: string | null
  /** The next number of an ordered list. */
  counter: number
}

/** Writes the allowed elements it is given, and cuts the output into top-level blocks. */
class BlockWriter implements HtmlVisitor {
  private readonly blocks: EmailBlock[] = []
  private readonly stack: Open[] = []
  private html = ''
  private plain = ''
  /** The element the block being written is. */
  private blockTag = ''

  private readonly siteUrl: string

  constructor(private readonly images: EmailImageContext) {
    this.siteUrl = images.siteUrl
  }

  text(raw: string): void {
    const inPre = this.stack.some((open) => open.tag === 'pre')
    if (this.stack.length === 0) {
      if (raw.trim() === '') return
      this.push('p', {})
    }
    if (inPre) {
      this.html += escapeText(raw)
      this.plain += decodeEntities(raw)
      return
    }
    // As on the post page: a line break within the text is a break; one beside a tag is layout.
    const lines = raw.split(/[ \t]*\r?\n/)
    lines.forEach((line, index) => {
      const layout =
        (index === 1 && lines[0] === '') || (index === lines.length - 1 && line.trim() === '')
      if (index > 0) this.html += layout ? '\n' : '<br>'
      if (index > 0) this.plain += layout ? ' ' : '\n'
      this.html += escapeText(line)
      this.plain += decodeEntities(line).replace(/\s+/g, ' ')
    })
  }

  open(tag: string, attributes: Attributes): void {
    if (tag === 'br') {
      if (this.stack.length === 0) return
      this.html += '<br>'
      this.plain += '\n'
      return
    }
    if (tag === 'img') {
      this.image(attributes)
      return
    }
    if (tag === 'hr') {
      this.endPhrasing()
      this.html += `<hr style="${STYLES.hr ?? ''}">`
      this.plain += '\n---\n'
      if (this.stack.length === 0) this.endBlock()
      return
    }
    if (BLOCKS.has(tag)) {
      this.endPhrasing()
      this.push(tag, attributes)
      return
    }
    if (tag === 'li' && this.stack.some((open) => open.tag === 'ul' || open.tag === 'ol')) {
      this.closeTo(['ul', 'ol'], true)
      const list = this.stack.at(-1)
      const marker = list?.tag === 'ol' ? `${String(list.counter++)}. ` : '- '
      this.plain += `\n${marker}`
      this.push(tag, attributes)
      return
    }
    if (TABLE_PARTS.has(tag) && this.stack.some((open) => open.tag === 'table')) {
      this.tablePart(tag, attributes)
      return
    }
    if (tag === 'figcaption' && this.stack.some((open) => open.tag === 'figure')) {
      this.plain += '\n'
      this.push(tag, attributes)
      return
    }
    if (INLINE.has(tag)) {
      if (this.stack.length === 0) this.push('p', {})
      this.push(tag, attributes)
      // A quote's citation reads as the site shows it.
      if (tag === 'cite') this.text('— ')
      return
    }
  }

  close(tag: string): void {
    if (VOID.has(tag) || !this.stack.some((open) => open.tag === tag)) return
    this.closeTo([tag], false)
  }

  finish(): EmailBlock[] {
    while (this.stack.length > 0) this.pop()
    return this.blocks
  }

  /**
   * A row, a cell or a row group of a table; the text part gives each row as a line of its
   * cells, between bars.
   */
  private tablePart(tag: string, attributes: Attributes): void {
    if (tag === 'thead' || tag === 'tbody') {
      this.closeTo(['table'], true)
      this.push(tag, attributes)
      return
    }
    if (tag === 'tr') {
      this.closeTo(['thead', 'tbody', 'table'], true)
      this.plain += '\n|'
      this.push(tag, attributes)
      return
    }
    if (!this.stack.some((open) => open.tag === 'tr')) this.tablePart('tr', {})
    this.closeTo(['tr'], true)
    this.plain += ' '
    this.push(tag, attributes)
  }

  private image(attributes: Attributes): void {
    const srcset = srcsetCandidates(attributes.srcset ?? '')
    const width = Number(attributes.width) || null
    const height = Number(attributes.height) || null
    // A body image without sizes is shown as it is stored.
    const url = attributes.src ?? ''
    const candidates = srcset.length > 0 ? srcset : [{ url, width: width ?? EMAIL_IMAGE_WIDTH }]
    const alt = attributes.alt ?? ''
    const tag = emailImageTag(
      { url, candidates, width, height },
      alt,
      this.images,
      STYLES.img ?? '',
    )
    if (!tag) return
    const lone = this.stack.length === 0
    if (lone) this.push('figure', {})
    this.html += tag
    if (alt.trim() !== '') this.plain += `[${alt.trim()}]`
    // An image outside any block is a block of its own.
    if (lone) this.pop()
  }

  private push(tag: string, attributes: Attributes): void {
    const written = tag === 'figure' ? 'div' : tag === 'figcaption' ? 'p' : tag
    let style = STYLES[tag] ?? ''
    const alignment = /\bql-align-(\w+)/.exec(attributes.class ?? '')?.[1]
    if (alignment && ALIGNMENTS.includes(alignment) && !INLINE.has(tag)) {
      style += `;text-align:${alignment}`
    }
    let href: string | null = null
    const tagAttributes: Record<string, string | undefined> = { style: style || undefined }
    if (tag === 'a') {
      href = linkAddress(attributes.href ?? '', this.siteUrl)
      tagAttributes.href = href ?? undefined
    }
    if (tag === 'ol') {
      const start = Number(attributes.start)
      if (Number.isInteger(start) && start > 1) tagAttributes.start = String(start)
    }
    this.html += openTag(written, tagAttributes)
    if (this.stack.length === 0) this.blockTag = tag
    this.stack.push({ tag, href, counter: Number(tagAttributes.start ?? 1) })
  }

  private pop(): void {
    const open = this.stack.pop()
    if (!open) return
    if (open.tag === 'th' || open.tag === 'td') this.plain += ' |'
    const written = open.tag === 'figure' ? 'div' : open.tag === 'figcaption' ? 'p' : open.tag
    this.html += `</${written}>`
    // A link whose words are not its address says where it leads.
    const address = open.href?.replace(/^(mailto|tel):/i, '')
    if (address && !this.plain.trimEnd().endsWith(address)) this.plain += ` (${address})`
    if (this.stack.length === 0) this.endBlock()
  }

  /** Closes elements down to the innermost of `tags`: that one too, unless `keep`. */
  private closeTo(tags: string[], keep: boolean): void {
    while (this.stack.length > 0) {
      const top = this.stack.at(-1)
      if (top && tags.includes(top.tag)) {
        if (!keep) this.pop()
        return
      }
      this.pop()
    }
  }

  /** A block cannot sit inside a paragraph or heading: ends the one open, as browsers do. */
  private endPhrasing(): void {
    const index = this.stack.findIndex((open) => PHRASING_ONLY.has(open.tag))
    if (index < 0) return
    while (this.stack.length > index) this.pop()
  }

  private endBlock(): void {
    // Code keeps its lines as they are, indents and all (a line break just after <pre> is not one).
    const text =
      this.blockTag === 'pre' ? this.plain.replace(/^\r?\n/, '').trimEnd() : tidyText(this.plain)
    this.blocks.push({ html: this.html, text })
    this.html = ''
    this.plain = ''
  }
}

/** A link's address in an email: web, mail and phone links; a path on the site made absolute. */
function linkAddress(href: string, siteUrl: string): string | null {
  const trimmed = href.trim()
  if (/^(mailto|tel):/i.test(trimmed)) return trimmed
  return absoluteAddress(trimmed, siteUrl)
}

/** Text with each line trimmed and runs of blank lines made one. */
function tidyText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
