import { decodeEntities } from './emailMarkup.ts'
import { escapeHtml } from './http.ts'

/**
 * A link a post shows as more than a link: a video (YouTube, Vimeo) played through the
 * provider's privacy-enhanced player, or any other page as a card with its title, description,
 * site name and preview image. Stored in the post's HTML as one `<figure>`, which the sanitiser,
 * the site, the newsletter and the importers all read:
 *
 * ```html
 * <figure class="embed embed-video" data-provider="youtube"
 *         data-embed-src="https://www.youtube-nocookie.com/embed/ID">
 *   <a class="embed-media" href="https://www.youtube.com/watch?v=ID"><img src="(our copy)" alt="Title"></a>
 *   <figcaption><a class="embed-title" href="…">Title</a><span class="embed-description">…</span>
 *     <span class="embed-site">YouTube</span></figcaption>
 * </figure>
 * ```
 *
 * A card is `embed embed-card` with `data-provider="link"` and no `data-embed-src`; its media
 * link is there only when it has an image. No frame is ever stored: the page makes one when the
 * visitor presses play.
 */

export type VideoProvider = 'youtube' | 'vimeo'

export interface EmbedVideo {
  provider: VideoProvider
  /** The provider's privacy-enhanced player for this video. */
  embedSrc: string
}

export interface Embed {
  /** The page the embed stands for, and where its links lead. */
  url: string
  title: string
  description: string
  siteName: string
  /** The preview image, our own stored copy; empty for none. */
  image: string
  video: EmbedVideo | null
}

/** The players a stored embed may name, by provider (the sanitiser drops any other). */
export const EMBED_SOURCES: Record<VideoProvider, RegExp> = {
  youtube: /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/,
  vimeo: /^https:\/\/player\.vimeo\.com\/video\/\d{1,12}\?dnt=1$/,
}

/** The classes of an embed's figure and its parts. */
export const EMBED_CLASSES = [
  'embed',
  'embed-video',
  'embed-card',
  'embed-media',
  'embed-title',
  'embed-description',
  'embed-site',
]

const YOUTUBE_HOSTS = /^(?:www\.|m\.)?(?:youtube\.com|youtube-nocookie\.com)$/
const YOUTUBE_ID = /^[\w-]{11}$/

/** The video an address plays (a watch, short, share or player address), or null. */
export function videoOf(address: string): (EmbedVideo & { url: string }) | null {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase()
  const parts = url.pathname.split('/').filter((part) => part !== '')
  let youtube: string | undefined
  if (host === 'youtu.be') youtube = parts[0]
  else if (YOUTUBE_HOSTS.test(host)) {
    youtube =
      parts[0] === 'watch'
        ? (url.searchParams.get('v') ?? undefined)
        : ['shorts', 'embed', 'live'].includes(parts[0] ?? '')
          ? parts[1]
          : undefined
  }
  if (youtube !== undefined && YOUTUBE_ID.test(youtube)) {
    return {
      provider: 'youtube',
      url: `https://www.youtube.com/watch?v=${youtube}`,
      embedSrc: `https://www.youtube-nocookie.com/embed/${youtube}`,
    }
  }
  const vimeo =
    host === 'player.vimeo.com' && parts[0] === 'video'
      ? parts[1]
      : /^(?:www\.)?vimeo\.com$/.test(host)
        ? parts.find((part) => /^\d+$/.test(part))
        : undefined
  if (vimeo !== undefined && /^\d{1,12}$/.test(vimeo)) {
    return {
      provider: 'vimeo',
      url: `https://vimeo.com/${vimeo}`,
      embedSrc: `https://player.vimeo.com/video/${vimeo}?dnt=1`,
    }
  }
  return null
}

/** Text as an HTML text node holds it, written the way a DOM serialises it. */
const textHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** The embed as the post's HTML stores it. */
export function embedHtml(embed: Embed): string {
  const href = escapeHtml(embed.url)
  const titleText = embed.title.trim() === '' ? embed.url : embed.title.trim()
  const title = textHtml(titleText)
  const figure = embed.video
    ? `<figure class="embed embed-video" data-provider="${embed.video.provider}" data-embed-src="${escapeHtml(embed.video.embedSrc)}">`
    : '<figure class="embed embed-card" data-provider="link">'
  const image =
    embed.image === ''
      ? ''
      : `<img src="${escapeHtml(embed.image)}" alt="${escapeHtml(titleText)}">`
  const media =
    embed.video || image !== '' ? `<a class="embed-media" href="${href}">${image}</a>` : ''
  const extra = (name: string, text: string) =>
    text.trim() === '' ? '' : `<span class="embed-${name}">${textHtml(text.trim())}</span>`
  return `${figure}${media}<figcaption><a class="embed-title" href="${href}">${title}</a>${extra('description', embed.description)}${extra('site', embed.siteName)}</figcaption></figure>`
}

/** What a provider's video is called where a post names it without a title of its own. */
export const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' }

/** An embed's figure in a post's HTML, from its opening tag to its end. */
export const EMBED_FIGURE = /<figure\b[^>]*\bclass="embed\b[^"]*"[^>]*>[\s\S]*?<\/figure>/gi

const attribute = (tag: string, name: string) =>
  decodeEntities(new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? '')

const partText = (html: string, name: string) =>
  decodeEntities(
    (new RegExp(`class="embed-${name}"[^>]*>([\\s\\S]*?)</(?:a|span)>`, 'i').exec(html)?.[1] ?? '')
      .replace(/<[^>]*>/g, '')
      .trim(),
  )

/** The embed one stored figure holds (as embedHtml writes it), or null when it holds none. */
export function readEmbed(figureHtml: string): Embed | null {
  const open = /^<figure\b[^>]*>/i.exec(figureHtml.trim())?.[0] ?? ''
  if (!/\bclass="embed\b/.test(open)) return null
  const url = attribute(/<a\b[^>]*>/i.exec(figureHtml)?.[0] ?? '', 'href')
  if (url === '') return null
  const provider = attribute(open, 'data-provider')
  const embedSrc = attribute(open, 'data-embed-src')
  const video: EmbedVideo | null =
    (provider === 'youtube' || provider === 'vimeo') && EMBED_SOURCES[provider].test(embedSrc)
      ? { provider, embedSrc }
      : null
  return {
    url,
    title: partText(figureHtml, 'title'),
    description: partText(figureHtml, 'description'),
    siteName: partText(figureHtml, 'site'),
    image: attribute(/<img\b[^>]*>/i.exec(figureHtml)?.[0] ?? '', 'src'),
    video,
  }
}
