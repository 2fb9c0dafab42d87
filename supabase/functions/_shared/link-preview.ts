import { callerClient, serviceClient } from './clients.ts'
import { type Embed, PROVIDER_NAMES, type VideoProvider, videoOf } from './embeds.ts'
import type { FunctionEnvironment } from './environment.ts'
import { type FetchLimits, remoteUrl } from './fediverseFetch.ts'
import { json, preflight, readJsonObject, sha256Hex, withErrorResponse } from './http.ts'
import { type FetchFailure, type Reach, type Wanted, fetchOutside } from './outsideFetch.ts'
import { type PageMeta, readOembed, readPageMeta } from './pagePreview.ts'

/** Each request of a preview: 5 s, 1 MB; and never to this machine or a private network. */
export const LINK_PREVIEW_LIMITS = {
  allowPrivateAddresses: false,
  timeoutMs: 5000,
  maxBytes: 1024 * 1024,
} satisfies FetchLimits

const PAGE: Wanted = {
  accept: 'text/html,application/xhtml+xml',
  types: ['text/html', 'application/xhtml+xml'],
  maxBytes: LINK_PREVIEW_LIMITS.maxBytes,
}
const OEMBED: Wanted = {
  accept: 'application/json',
  types: ['application/json', 'application/json+oembed', 'text/json'],
  maxBytes: 256 * 1024,
}
const IMAGE: Wanted = {
  accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif',
  types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'],
  maxBytes: 5 * 1024 * 1024,
}

/** The providers' own oEmbed endpoints, which need no discovery. */
const OEMBED_ENDPOINTS: Record<VideoProvider, string> = {
  youtube: 'https://www.youtube.com/oembed?format=json&url=',
  vimeo: 'https://vimeo.com/api/oembed.json?url=',
}

const FAILURES: Record<FetchFailure | 'no-preview', string> = {
  refused: 'Only a public https address can become an embed.',
  failed: 'The page could not be reached.',
  'too-slow': 'The page took too long to answer.',
  'too-large': 'The page is too large to read.',
  'wrong-type': 'The address is not a web page.',
  'no-preview': 'The page offers no preview (no oEmbed or Open Graph).',
}

/** What the editor makes an embed of; its `image` is a path in blog-images, empty for none. */
type LinkPreview = Embed

/**
 * `link-preview` with `{ url }`, for the site owner only: what a link pasted on its own line
 * becomes. A YouTube or Vimeo address is a video, titled by its provider's oEmbed answer; any
 * other page is read once for its oEmbed discovery link and Open Graph tags. The preview image
 * is stored in blog-images (`embeds/…`), so the post shows our copy and never the other site's.
 * Refused (400) for an address that is not public https; 422 when the page cannot be read or
 * offers nothing to show, with `reason` saying why.
 */
export function createLinkPreview(deps: {
  env: FunctionEnvironment
  limits: FetchLimits
  /** In tests, a stand-in for the outside sites; the sites themselves otherwise. */
  reach: Reach
}) {
  const { env, limits, reach } = deps
  const refuse = (status: number, reason: keyof typeof FAILURES) =>
    json(status, { error: FAILURES[reason], reason })

  return withErrorResponse(async (request: Request): Promise<Response> => {
    const early = preflight(request)
    if (early) return early
    if (request.method !== 'POST') return json(405, { error: 'Use POST to preview a link.' })
    const caller = callerClient(env, request.headers.get('Authorization') ?? '')
    const { data: isOwner } = await caller.rpc('current_user_is_owner')
    if (isOwner !== true) return json(403, { error: 'Only the site owner can preview links.' })

    const body = await readJsonObject(request)
    const address = typeof body?.url === 'string' ? body.url.trim() : ''
    const video = videoOf(address)
    const url = video?.url ?? address
    if (!remoteUrl(url, limits)) return refuse(400, 'refused')

    let meta: PageMeta
    if (video) {
      const oembed = await readJson(OEMBED_ENDPOINTS[video.provider] + encodeURIComponent(url))
      meta = {
        title: oembed.title ?? '',
        description: '',
        siteName: oembed.siteName ?? PROVIDER_NAMES[video.provider],
        image: oembed.image ?? '',
        oembed: '',
      }
    } else {
      const page = await fetchOutside(url, PAGE, limits, reach)
      if (!page.ok) return refuse(page.reason === 'refused' ? 400 : 422, page.reason)
      const html = new TextDecoder().decode(page.bytes)
      const og = readPageMeta(html, page.url)
      const oembed = og.oembed === '' ? {} : await readJson(og.oembed)
      meta = { ...og, ...oembed }
      if (!oembed.title && !/<meta\b[^>]*\bog:/i.test(html)) {
        return refuse(422, 'no-preview')
      }
    }
    return json(200, {
      url,
      title: meta.title.slice(0, 300),
      description: meta.description.slice(0, 500),
      siteName: meta.siteName.slice(0, 100),
      image: meta.image === '' ? '' : await storeImage(meta.image),
      video: video && { provider: video.provider, embedSrc: video.embedSrc },
    } satisfies LinkPreview)
  })

  async function readJson(address: string): Promise<Partial<PageMeta>> {
    const answer = await fetchOutside(address, OEMBED, limits, reach)
    if (!answer.ok) return {}
    try {
      return readOembed(JSON.parse(new TextDecoder().decode(answer.bytes)))
    } catch {
      return {}
    }
  }

  /** The image, stored once under a name drawn from its address; empty when it cannot be. */
  async function storeImage(address: string): Promise<string> {
    const image = await fetchOutside(address, IMAGE, limits, reach)
    if (!image.ok) return ''
    const extension = image.type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'img'
    const path = `embeds/${(await sha256Hex(image.url.href)).slice(0, 32)}.${extension}`
    const { error } = await serviceClient(env)
      .storage.from('blog-images')
      .upload(path, image.bytes, { contentType: image.type, upsert: true })
    if (error) console.error(`Storing the preview image of ${address} failed:`, error.message)
    return error ? '' : path
  }
}
