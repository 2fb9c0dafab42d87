import { createHash } from 'node:crypto'

export const HEADERS_FILE = '_headers'
export const REDIRECTS_FILE = '_redirects'

interface PolicySources {
  /** The backend's origin: API calls, and post images in its storage. */
  backendUrl: string
  /** The booking page shown in the 'Schedule a Call' frame. */
  bookingUrl: string
  /** The inline scripts of the page template (the theme script), allowed by their hash. */
  inlineScripts: readonly string[]
}

/** The hash source of an inline script, as CSP compares it. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

/**
 * The public site's response headers. Scripts run only from the site itself (and the theme
 * script, by hash); the page talks to its backend and the breach-check service (sign-up),
 * frames only the booking page and the video players of embeds (privacy-enhanced, made on a
 * press), and may not be framed itself.
 */
export function securityHeaders(sources: PolicySources): Record<string, string> {
  const backend = new URL(sources.backendUrl).origin
  const booking = new URL(sources.bookingUrl).origin
  const policy = [
    "default-src 'self'",
    // Search runs Pagefind's WebAssembly, which needs compiling; no other code is evaluated.
    `script-src 'self' 'wasm-unsafe-eval' ${sources.inlineScripts.map(scriptHash).join(' ')}`.trim(),
    // React and Blueprint set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${backend}`,
    // The booking page is asked for once, unread, to tell when its frame cannot load.
    `connect-src 'self' ${backend} https://api.pwnedpasswords.com ${booking}`,
    `frame-src ${booking} https://www.youtube-nocookie.com https://player.vimeo.com`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  }
}

/** Private previews are never indexed, whatever a crawler makes of the page. */
const PATH_HEADERS: Record<string, Record<string, string>> = {
  '/preview/*': { 'X-Robots-Tag': 'noindex' },
}

/**
 * The `_headers` file of Netlify and Cloudflare Pages: these headers on every address, and the
 * few that only some addresses get (`pathHeaders` adds to those, such as the social web's
 * documents with their content types).
 */
export function headersFile(
  headers: Record<string, string>,
  pathHeaders: Record<string, Record<string, string>> = {},
): string {
  const section = (path: string, values: Record<string, string>) => [
    path,
    ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`),
  ]
  const sections = Object.entries({ ...PATH_HEADERS, ...pathHeaders }).flatMap(([path, values]) =>
    section(path, values),
  )
  return [...section('/*', headers), ...sections, ''].join('\n')
}

/**
 * The headers a `_headers` file gives an address: every section whose pattern matches it (a
 * trailing `*` matches the rest of the address), or without an address those of its `/*` section.
 */
export function parseHeadersFile(text: string, pathname?: string): Record<string, string> {
  const applies = (pattern: string) =>
    pathname === undefined
      ? pattern === '/*'
      : pattern.endsWith('*')
        ? pathname.startsWith(pattern.slice(0, -1))
        : pathname === pattern
  const headers: Record<string, string> = {}
  let inSection = false
  for (const line of text.split('\n')) {
    if (!line.startsWith(' ') && line.trim() !== '') inSection = applies(line.trim())
    else if (inSection && line.includes(':')) {
      const [name = '', ...value] = line.trim().split(':')
      headers[name.trim()] = value.join(':').trim()
    }
  }
  return headers
}
