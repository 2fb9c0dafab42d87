import { existsSync, readFileSync } from 'node:fs'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { constants, gzipSync } from 'node:zlib'
import { rewrittenTo } from '../../site/prerender/fediverse/addresses.ts'
import { servedPage } from '../../site/prerender/publicPaths.ts'
import { HEADERS_FILE, parseHeadersFile } from '../../site/prerender/staticHeaders.ts'
import { builtSiteRedirects } from '../../site/prerender/followedRedirects.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json'])

export interface SiteServer {
  url: string
  /** The bytes of a file's body as this server sends it (gzipped when it compresses the type). */
  bodyBytes: (pathname: string) => number
  close(): Promise<void>
}

/**
 * Serves a built site as a static host does: its pages by address, the moves its `_redirects`
 * makes (query rules too, as Netlify follows them: followedRedirects.ts), the addresses it answers
 * from another file, each address's `_headers`, and text gzipped at the
 * highest level (as hosts serve precompressed assets).
 */
export async function serveSite(dir: string): Promise<SiteServer> {
  const headersPath = join(dir, HEADERS_FILE)
  const headersText = existsSync(headersPath) ? readFileSync(headersPath, 'utf8') : ''
  const redirected = builtSiteRedirects(dir)
  const compressed = new Map<string, Buffer>()
  const gzipped = (path: string): Buffer => {
    const known = compressed.get(path)
    if (known) return known
    const body = gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION })
    compressed.set(path, body)
    return body
  }
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench.invalid')
    const { pathname } = url
    const moved = redirected(url)
    if (moved) {
      response.writeHead(moved.status, { Location: moved.location }).end()
      return
    }
    const rewritten = rewrittenTo(pathname)
    const page =
      extname(pathname) === '' && rewritten === null
        ? servedPage(pathname, (file) => existsSync(join(dir, file)))
        : { file: normalize(rewritten ?? pathname).replace(/^\/+/, ''), status: 200 }
    const path = join(dir, page.file)
    if (!path.startsWith(dir) || !existsSync(path)) {
      response.writeHead(404).end()
      return
    }
    const extension = extname(path)
    const gzip =
      COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
    const body = gzip ? gzipped(path) : readFileSync(path)
    response.writeHead(page.status, {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      // The address's `_headers`, its content type among them where they give one.
      ...parseHeadersFile(headersText, pathname),
      'Content-Length': body.length,
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      'Cache-Control': path.includes('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${String(port)}`,
    bodyBytes: (pathname) => gzipped(join(dir, pathname)).length,
    // A browser may hold a connection open (kept alive, or opened ahead of a request it never
    // made): `close` alone waits for it, so a test that stops serving could wait for minutes.
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve()
        })
        server.closeAllConnections()
      }),
  }
}
