import { escapeHtml } from './http.ts'

/**
 * The pieces of HTML an email is made of, escaped and styled inline: mail clients drop
 * `<style>` sheets and external CSS, so every element carries its own look.
 */

export const FONT = "-apple-system,'Segoe UI',Helvetica,Arial,sans-serif"
export const MONO = 'Menlo,Consolas,monospace'
export const TEXT_COLOUR = '#1f2933'
export const MUTED_COLOUR = '#52606d'
export const LINK_COLOUR = '#1d4ed8'

/** An image fills the column, at most 600 px, keeping its proportions. */
export const IMAGE_STYLE = 'display:block;width:100%;max-width:600px;height:auto;border:0'

/** Each element the newsletter writes, with its inline style. */
export const STYLES: Record<string, string> = {
  p: 'margin:0 0 16px;font-size:17px;line-height:1.6',
  h1: 'margin:32px 0 12px;font-size:28px;line-height:1.25',
  h2: 'margin:28px 0 12px;font-size:24px;line-height:1.3',
  h3: 'margin:24px 0 8px;font-size:20px;line-height:1.3',
  h4: 'margin:20px 0 8px;font-size:17px;line-height:1.4',
  h5: 'margin:20px 0 8px;font-size:17px;line-height:1.4',
  h6: 'margin:20px 0 8px;font-size:17px;line-height:1.4',
  ul: 'margin:0 0 16px;padding:0 0 0 24px',
  ol: 'margin:0 0 16px;padding:0 0 0 24px',
  li: 'margin:0 0 8px;font-size:17px;line-height:1.6',
  blockquote: `margin:0 0 16px;padding:0 0 0 16px;border-left:3px solid #cbd2d9;color:${MUTED_COLOUR}`,
  pre: `margin:0 0 16px;padding:12px;background:#f5f7fa;font-family:${MONO};font-size:14px;line-height:1.5;white-space:pre-wrap;word-break:break-word`,
  code: `font-family:${MONO};font-size:15px`,
  a: `color:${LINK_COLOUR};text-decoration:underline`,
  img: `${IMAGE_STYLE};margin:0 0 16px`,
  hr: 'border:0;border-top:1px solid #e4e7eb;margin:24px 0',
  figure: 'margin:0 0 16px',
  table: 'margin:0 0 16px;border-collapse:collapse;font-size:15px;line-height:1.5',
  th: 'padding:6px 10px;border:1px solid #cbd2d9;background:#f5f7fa;text-align:left;vertical-align:top',
  td: 'padding:6px 10px;border:1px solid #cbd2d9;text-align:left;vertical-align:top',
  cite: 'font-style:normal',
  figcaption: `margin:-8px 0 0;font-size:14px;line-height:1.5;color:${MUTED_COLOUR}`,
}

/** Text for an HTML text node: markup escaped, character references left as they are. */
export function escapeText(text: string): string {
  return text
    .replace(/&(?![a-z][a-z0-9]{1,31};|#\d{1,7};|#x[0-9a-f]{1,6};)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

/** Character references as the characters they stand for (the few names the editor writes). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED[name.toLowerCase()] ?? whole
  })
}

export type Attributes = Record<string, string>

/** The attributes of a tag's text (what follows its name), by lower-case name, values decoded. */
export function readAttributes(text: string): Attributes {
  const attributes: Attributes = {}
  for (const [, name, double, single, bare] of text.matchAll(
    /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    if (name) attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '')
  }
  return attributes
}

/** An opening tag with its attributes, values escaped; `undefined` values are left out. */
export function openTag(name: string, attributes: Record<string, string | undefined> = {}): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([attribute, value]) => ` ${attribute}="${escapeHtml(value)}"`)
    .join('')
  return `<${name}${written}>`
}

/** A link styled as the email's button. */
export function buttonLink(href: string, label: string): string {
  return `<p style="margin:24px 0 8px">${openTag('a', {
    href,
    style: `display:inline-block;padding:12px 20px;background:${LINK_COLOUR};color:#ffffff;font-weight:600;text-decoration:none;border-radius:6px`,
  })}${escapeText(label)}</a></p>`
}
