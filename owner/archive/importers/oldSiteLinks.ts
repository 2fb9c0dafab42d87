import { decodeAttribute, encodeAttribute } from './htmlAttributes.ts'

/** The site posts are imported from, as the links of its posts need it. */
export interface OldSite {
  /** Its address, ending in `/`; '' when what was given does not say it. */
  address: string
  /** Why its address is not known, said when it is needed: "a Ghost export does not say it". */
  unknownBecause: string
  /** Its old addresses that this import redirects to their posts here. */
  redirected: ReadonlySet<string>
}

/** A link from the site's root ("/docs/history/"), not one to another host ("//cdn..."). */
const ROOT_LINK = /(<a\b[^>]*?\shref\s*=\s*)(["'])(\/(?!\/).*?)\2/gi
const LISTED = 5

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1')
const pathOf = (href: string) => withoutTrailingSlash(href.split(/[?#]/)[0] ?? '')

function listed(items: readonly string[]): string {
  const distinct = [...new Set(items)]
  const more = distinct.length > LISTED ? `, and ${String(distinct.length - LISTED)} more` : ''
  return distinct.slice(0, LISTED).join(', ') + more
}

/**
 * A post's links from the old site's root, which lead nowhere here as they are. One to an old
 * address this import redirects stays as it is: this site sends it on to its post. Any other
 * leads to the old site's page where its address is known, and is kept as it is where it is
 * not. Each kind is said in a note.
 */
export function relinkOldSite(html: string, site: OldSite): { html: string; notes: string[] } {
  const redirected = new Set([...site.redirected].map(withoutTrailingSlash))
  const kept: string[] = []
  const moved: string[] = []
  const unknown: string[] = []
  const relinked = html.replace(ROOT_LINK, (whole, lead: string, quote: string, raw: string) => {
    const href = decodeAttribute(raw)
    if (redirected.has(pathOf(href))) {
      kept.push(href)
      return whole
    }
    if (site.address === '') {
      unknown.push(href)
      return whole
    }
    const absolute = new URL(href, site.address).href
    moved.push(`${href} → ${absolute}`)
    return `${lead}${quote}${encodeAttribute(absolute)}${quote}`
  })
  const notes = [
    ...(moved.length > 0
      ? [`Its links to the old site’s pages lead there now: ${listed(moved)}.`]
      : []),
    ...(unknown.length > 0
      ? [
          `Its links ${listed(unknown)} lead to the old site’s pages, and ${site.unknownBecause}: they are kept as they are, and lead nowhere on this site.`,
        ]
      : []),
    ...(kept.length > 0
      ? [
          `Its links ${listed(kept)} are kept: they are old addresses of posts this import brings, which this site redirects to them.`,
        ]
      : []),
  ]
  return { html: relinked, notes }
}
