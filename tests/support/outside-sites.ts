import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { imageBytes } from './images.ts'

/**
 * A stand-in on loopback for the outside sites a link preview reads (YouTube's and Vimeo's
 * oEmbed endpoints and thumbnails, a blog with Open Graph tags, one with oEmbed discovery, and
 * pages that are too large, too slow, not HTML or moved inwards). The local backend sends it
 * every request for `https://host/path` as `/host/path` (LOCAL_OUTSIDE_SITES), so the sites keep
 * their real addresses everywhere else.
 */
export interface OutsideSites {
  url: string
  /** Each request it answered, as the address it stood in for (`https://host/path?query`). */
  requested: string[]
  close(): Promise<void>
}

export const VIDEO_ID = 'dQw4w9WgXcQ'
export const VIDEO_TITLE = 'Pricing a first retainer'
export const CARD_TITLE = 'Notes on pricing'
export const OEMBED_TITLE = 'A deck on hiring managers'

const page = (head: string) =>
  `<!doctype html><html><head><title>Plain title</title>${head}</head><body><p>Text</p></body></html>`

const ROUTES: Record<string, { type: string; body: string | Buffer }> = {
  '/www.youtube.com/oembed': {
    type: 'application/json',
    body: JSON.stringify({
      title: VIDEO_TITLE,
      provider_name: 'YouTube',
      thumbnail_url: `https://i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg`,
    }),
  },
  [`/i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg`]: {
    type: 'image/jpeg',
    body: imageBytes('image/jpeg'),
  },
  '/blog.example/notes/pricing': {
    type: 'text/html; charset=utf-8',
    body: page(
      `<meta property="og:title" content="${CARD_TITLE}"><meta property="og:description" content="What a first quote should say &amp; leave out"><meta property="og:site_name" content="Blog Example"><meta property="og:image" content="/cover.png">`,
    ),
  },
  '/blog.example/cover.png': { type: 'image/png', body: imageBytes('image/png') },
  '/slides.example/deck': {
    type: 'text/html',
    body: page(
      '<link rel="alternate" type="application/json+oembed" href="https://slides.example/oembed?url=deck">',
    ),
  },
  '/slides.example/oembed': {
    type: 'application/json',
    body: JSON.stringify({
      title: OEMBED_TITLE,
      provider_name: 'Slides Example',
      thumbnail_url: 'https://slides.example/thumb.gif',
    }),
  },
  '/slides.example/thumb.gif': { type: 'image/gif', body: imageBytes('image/gif') },
  '/blog.example/plain': { type: 'text/html', body: page('') },
  '/blog.example/report.pdf': { type: 'application/pdf', body: '%PDF-1.4' },
  '/blog.example/bad-image': {
    type: 'text/html',
    body: page(
      '<meta property="og:title" content="Tiny"><meta property="og:image" content="/x.svg">',
    ),
  },
  '/blog.example/x.svg': {
    type: 'image/svg+xml',
    body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  },
}

export async function startOutsideSites(): Promise<OutsideSites> {
  const requested: string[] = []
  const server: Server = createServer((req, res) => {
    const address = new URL(req.url ?? '/', 'http://stand-in')
    requested.push(`https:/${address.pathname}${address.search}`)
    const route = ROUTES[address.pathname]
    if (route) {
      res.writeHead(200, { 'content-type': route.type }).end(route.body)
    } else if (address.pathname === '/blog.example/huge') {
      // No declared length: the reader must stop itself once it has read too much.
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(page(`<meta property="og:title" content="Huge">${'x'.repeat(2 * 1024 * 1024)}`))
    } else if (address.pathname === '/blog.example/slow') {
      // Headers at once, then a body that never ends.
      res.writeHead(200, { 'content-type': 'text/html' })
      res.write('<!doctype html><html><head>')
    } else if (address.pathname === '/blog.example/moved') {
      res.writeHead(302, { location: 'https://blog.example/notes/pricing' }).end()
    } else if (address.pathname === '/blog.example/inward') {
      res.writeHead(302, { location: 'http://127.0.0.1:9/notes' }).end()
    } else {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    requested,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      }),
  }
}
