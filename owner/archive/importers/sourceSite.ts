/**
 * The old site's address as a web address ending in `/` ("https://old.example/blog/"), or ''
 * when the text is not one (an export that does not say it, or says something else).
 */
export function siteAddress(text: string): string {
  try {
    const url = new URL(text.trim())
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return ''
    return `${url.origin}${url.pathname.replace(/\/*$/, '/')}`
  } catch {
    return ''
  }
}

/**
 * What names the old site in its items' ids: its address without the scheme, `www.` and the
 * trailing slash, in lower case ("https://www.Old.example/blog/" → "old.example/blog"), so the
 * same site exported over http and https, with and without www, is one site. '' when its
 * address is not known.
 */
export function siteKey(address: string): string {
  const known = siteAddress(address)
  if (known === '') return ''
  const url = new URL(known)
  return `${url.host.replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '')}`.toLowerCase()
}
