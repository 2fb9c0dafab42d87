import { decodeEntities } from './emailMarkup.ts'
import { readAttributes } from './htmlTokens.ts'

/**
 * What a page says about itself in its head: its Open Graph tags (with the plain description
 * and title as fallbacks) and the address of its oEmbed answer, when it offers one. Read
 * without a DOM, tag by tag, so Deno and Node run it alike.
 */
export interface PageMeta {
  title: string
  description: string
  siteName: string
  /** The preview image's address, absolute; empty for none. */
  image: string
  /** The page's oEmbed (JSON) address, absolute; empty for none. */
  oembed: string
}

export function readPageMeta(html: string, pageUrl: URL): PageMeta {
  const meta = new Map<string, string>()
  let oembed = ''
  for (const [, name = '', text = ''] of html.matchAll(/<(meta|link)\b([^>]*)>/gi)) {
    const attributes = readAttributes(text)
    if (name.toLowerCase() === 'meta') {
      const key = (attributes.property ?? attributes.name ?? '').toLowerCase()
      if (key !== '' && !meta.has(key)) meta.set(key, attributes.content?.trim() ?? '')
    } else if (
      oembed === '' &&
      attributes.type?.toLowerCase() === 'application/json+oembed' &&
      attributes.href
    ) {
      oembed = absolute(attributes.href, pageUrl)
    }
  }
  const first = (...keys: string[]) => keys.map((key) => meta.get(key) ?? '').find(Boolean) ?? ''
  const titleTag = /<title\b[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? ''
  const image = first('og:image:secure_url', 'og:image', 'twitter:image')
  return {
    title: first('og:title', 'twitter:title') || decodeEntities(titleTag).trim(),
    description: first('og:description', 'twitter:description', 'description'),
    siteName: first('og:site_name'),
    image: image === '' ? '' : absolute(image, pageUrl),
    oembed,
  }
}

/** What an oEmbed answer gives a preview: its title, provider and thumbnail, when given. */
export function readOembed(value: unknown): Partial<PageMeta> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  const text = (key: string) => {
    const field: unknown = (value as Record<string, unknown>)[key]
    return typeof field === 'string' ? field.trim() : ''
  }
  const meta: Partial<PageMeta> = {}
  const fields = [
    ['title', 'title'],
    ['siteName', 'provider_name'],
    ['image', 'thumbnail_url'],
  ] as const
  for (const [key, field] of fields) if (text(field) !== '') meta[key] = text(field)
  return meta
}

function absolute(address: string, base: URL): string {
  try {
    return new URL(address, base).href
  } catch {
    return ''
  }
}
