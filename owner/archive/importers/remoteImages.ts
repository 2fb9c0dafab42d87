import { type ArchiveImage, countsOf } from '../archive.ts'
import type { ArchiveRow } from '../columns.ts'
import { asBytes } from '../bytes.ts'
import { sha256Hex } from '../digest.ts'
import { MAX_IMAGE_BYTES, imageType } from '../imageType.ts'
import type { ArchiveNote } from '../notes.ts'
import { mapInParallel } from '../parallel.ts'
import type { ArchiveProgress } from '../progress.ts'
import { decodeAttribute } from './htmlAttributes.ts'
import type { ImportResult } from './sourcePost.ts'

export interface FetchOptions {
  onProgress?: ArchiveProgress
  /** How long one image may take, in milliseconds. */
  timeoutMs?: number
  /** Said after a failure the browser alone causes (a site that does not allow it). */
  blockedHint?: string
}

/** Where fetched images go: blog-images/imported/web/{host}/{their path}. */
const FOLDER = 'imported/web'
const FETCHES_AT_ONCE = 4
const TIMEOUT_MS = 20_000
const IMG_SRC = /(<img\b[^>]*?\ssrc\s*=\s*)(["'])(https?:\/\/.*?)\2/gi

const isRemote = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\//i.test(value)

const safeSegment = (segment: string) =>
  decodeURIComponentSafe(segment).replace(/[^A-Za-z0-9._-]+/g, '-') || 'image'

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The Storage path an address is kept at; the same address always gets the same one. */
async function storagePath(address: string): Promise<string> {
  const url = new URL(address)
  const segments = url.pathname.split('/').filter((segment) => segment !== '')
  const name = segments.pop() ?? 'image'
  // Two addresses that differ only in their query are two images.
  const query =
    url.search === '' ? '' : `-${(await sha256Hex(new TextEncoder().encode(address))).slice(0, 8)}`
  const stem = safeSegment(name).replace(/(\.[A-Za-z0-9]{1,5})?$/, (extension) => query + extension)
  return [FOLDER, safeSegment(url.host), ...segments.map(safeSegment), stem].join('/')
}

/** Every remote image address the posts use: in their bodies and as their banners. */
function remoteAddresses(posts: readonly ArchiveRow[]): string[] {
  const found = new Set<string>()
  for (const post of posts) {
    if (typeof post.content === 'string') {
      for (const match of post.content.matchAll(IMG_SRC)) found.add(decodeAttribute(match[3] ?? ''))
    }
    if (isRemote(post.featured_image_url)) found.add(post.featured_image_url)
  }
  return [...found]
}

type Fetched = { ok: true; image: ArchiveImage } | { ok: false; reason: string }

async function fetchImage(address: string, options: FetchOptions): Promise<Fetched> {
  let response: Response
  try {
    response = await fetch(address, {
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      credentials: 'omit',
      redirect: 'follow',
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return { ok: false, reason: 'it took too long to answer' }
    }
    const hint = options.blockedHint ? `; ${options.blockedHint}` : ''
    return { ok: false, reason: `it could not be reached${hint}` }
  }
  if (!response.ok) return { ok: false, reason: `its site answered ${response.status}` }
  const declared = Number(response.headers.get('content-length') ?? '0')
  if (declared > MAX_IMAGE_BYTES) {
    await response.body?.cancel()
    return { ok: false, reason: 'it is larger than 5 MB, the most the site stores' }
  }
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = asBytes(new Uint8Array(await response.arrayBuffer()))
  } catch {
    return { ok: false, reason: 'its download broke off' }
  }
  if (bytes.length > MAX_IMAGE_BYTES) {
    return { ok: false, reason: 'it is larger than 5 MB, the most the site stores' }
  }
  if (!imageType(bytes)) {
    return { ok: false, reason: 'it is not a PNG, JPEG, GIF, WebP or AVIF image' }
  }
  return { ok: true, image: { bucket: 'blog-images', path: await storagePath(address), bytes } }
}

/**
 * Fetches the images an import found only at web addresses (only when the owner asks) and
 * keeps them with the posts: each one fetched is stored in the site's Storage and the posts
 * link to that copy; each one that fails stays linked where it is and is listed with why.
 * A failure never stops the import.
 */
export async function fetchRemoteImages(
  result: ImportResult,
  options: FetchOptions = {},
): Promise<ImportResult> {
  const posts = result.archive.tables.blog_posts ?? []
  const addresses = remoteAddresses(posts)
  if (addresses.length === 0) return result
  const progress = options.onProgress ?? (() => undefined)
  progress({ phase: 'fetching', done: 0, total: addresses.length })
  const outcomes = await mapInParallel(
    addresses,
    FETCHES_AT_ONCE,
    (address) => fetchImage(address, options),
    (done) => {
      progress({ phase: 'fetching', done, total: addresses.length })
    },
  )

  const stored = new Map<string, string>()
  const failed = new Map<string, string>()
  const images = new Map(result.archive.images.map((image) => [image.path, image]))
  addresses.forEach((address, index) => {
    const outcome = outcomes[index]
    if (outcome?.ok) {
      images.set(outcome.image.path, outcome.image)
      stored.set(address, `storage/blog-images/${outcome.image.path}`)
    } else failed.set(address, outcome?.reason ?? 'it could not be fetched')
  })

  const relinked = posts.map((post): ArchiveRow => {
    const content =
      typeof post.content === 'string'
        ? post.content.replace(IMG_SRC, (whole, lead: string, quote: string, raw: string) => {
            const link = stored.get(decodeAttribute(raw))
            return link ? `${lead}${quote}${link}${quote}` : whole
          })
        : (post.content ?? null)
    const banner = post.featured_image_url
    const featured = isRemote(banner) ? (stored.get(banner) ?? banner) : banner
    return { ...post, content, featured_image_url: featured ?? null }
  })

  const notes = result.notes.flatMap((note): ArchiveNote[] => {
    if (note.kind !== 'remote-image') return [note]
    const address = addresses.find((known) => note.message.startsWith(`${known} `))
    if (address === undefined) return [note]
    if (stored.has(address)) {
      return [
        { kind: 'fetched', subject: note.subject, message: `${address} was copied into the site.` },
      ]
    }
    const reason = failed.get(address) ?? 'it could not be fetched'
    return [{ ...note, message: `${address} was not copied (${reason}); it stays linked.` }]
  })

  const imageList = [...images.values()]
  const tables = { ...result.archive.tables, blog_posts: relinked }
  return {
    ...result,
    archive: {
      ...result.archive,
      manifest: { ...result.archive.manifest, counts: countsOf(tables, imageList) },
      tables,
      images: imageList,
    },
    notes,
  }
}
