/**
 * The one rule for a link the owner types (post links, publications, company websites): an
 * address without a scheme is a web address (`example.org/pricing` becomes
 * `https://example.org/pricing`), `http(s)://` stays as typed, and where email and phone links
 * make sense `mailto:` and `tel:` stay as typed too. Anything else (`javascript:`, a relative
 * path, a word) is refused with a message, never stored as a link that leads nowhere.
 */
export type LinkKind = 'web' | 'web-mail-phone'

export type TypedLink = { ok: true; href: string } | { ok: false; problem: string }

export const LINK_PROBLEMS = {
  web: 'Please enter a web address, such as example.org or https://example.org/page',
  'web-mail-phone':
    'Please enter a web address (example.org/page), an email link (mailto:) or a phone link (tel:)',
  spaces: 'A link cannot contain spaces',
} as const

/** A scheme, as in `https:` or `javascript:`; `example.org:8080` is a host and port instead. */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i
/** A host with a dot (or localhost), then an optional port, path, query or fragment. */
const HOST_FIRST = /^(localhost|[^\s/?#@:]+\.[^\s/?#@:.]+)(:\d+)?([/?#]\S*)?$/i
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/

export function typedLink(typed: string, kind: LinkKind): TypedLink {
  const text = typed.trim()
  const refused = { ok: false, problem: LINK_PROBLEMS[kind] } as const
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase()
  // A phone number is often typed with spaces: the link dials it without them.
  if (scheme === 'tel' && kind === 'web-mail-phone') {
    const number = text.slice('tel:'.length).replace(/\s/g, '')
    return /^\+?[\d().-]+$/.test(number) ? { ok: true, href: `tel:${number}` } : refused
  }
  if (/\s/.test(text)) return { ok: false, problem: LINK_PROBLEMS.spaces }
  if (scheme === 'http' || scheme === 'https') {
    return /^https?:\/\/[^\s/?#]+/i.test(text) ? { ok: true, href: text } : refused
  }
  if (scheme === 'mailto') {
    return kind === 'web-mail-phone' && text.length > 'mailto:'.length
      ? { ok: true, href: text }
      : refused
  }
  if (scheme !== undefined) return refused
  if (kind === 'web-mail-phone' && EMAIL.test(text)) return { ok: true, href: `mailto:${text}` }
  return HOST_FIRST.test(text) ? { ok: true, href: `https://${text}` } : refused
}

/** A web address as it is saved: scheme-less addresses get https://, anything else is kept. */
export function webAddress(typed: string): string {
  const link = typedLink(typed, 'web')
  return link.ok ? link.href : typed.trim()
}

/** An optional web address as it is saved: null when nothing was typed. */
export function optionalWebAddress(typed: string): string | null {
  return typed.trim() === '' ? null : webAddress(typed)
}

export const CANONICAL_PROBLEM =
  'Please enter the full address of the original, starting with https:// or http://'

/**
 * Why a canonical address cannot be saved, or null when it can (or is empty: none). It must be
 * absolute, with its scheme as typed: it tells search engines where the original is, so it is
 * never guessed. The database's check (private.is_web_url) accepts the same addresses.
 */
export function canonicalAddressProblem(typed: string): string | null {
  const text = typed.trim()
  if (text === '') return null
  if (/\s/.test(text)) return LINK_PROBLEMS.spaces
  return /^https?:\/\/[^\s/?#]+/i.test(text) && URL.canParse(text) ? null : CANONICAL_PROBLEM
}
