import { PROVIDER_NAMES, embedHtml, videoOf } from '../../../shared/domain/embeds.ts'
import { decodeAttribute } from './htmlAttributes.ts'

/**
 * The videos an imported post embeds, as the editor's embeds: a YouTube or Vimeo frame (Ghost's
 * embed card, a WordPress embed block, or a bare `<iframe>`), or a WordPress embed block that
 * holds only the video's address, becomes the same facade a pasted link makes, titled by the
 * frame's title. Nothing is fetched: the facade shows no thumbnail until the owner pastes the
 * link again. Frames of anything else are left for the sanitiser to drop.
 */

const FIGURE = /<figure\b[^>]*>[\s\S]*?<\/figure>/gi
const IFRAME = /<iframe\b([^>]*)>[\s\S]*?<\/iframe>/gi
const attribute = (attributes: string, name: string) => {
  const value = new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`, 'i').exec(attributes)?.[2]
  return value === undefined ? '' : decodeAttribute(value)
}

/** The embed a frame's attributes (or a block's lone address) stand for, or null. */
function videoEmbed(address: string, title: string): string | null {
  const video = videoOf(address.startsWith('//') ? `https:${address}` : address)
  if (!video) return null
  return embedHtml({
    url: video.url,
    title: title.trim() === '' ? `${PROVIDER_NAMES[video.provider]} video` : title,
    description: '',
    siteName: PROVIDER_NAMES[video.provider],
    image: '',
    video: { provider: video.provider, embedSrc: video.embedSrc },
  })
}

/** What a figure wrapping a video embeds, from its frame or its lone address. */
function figureVideo(figure: string): string | null {
  const frame = /<iframe\b([^>]*)>/i.exec(figure)?.[1]
  if (frame !== undefined) return videoEmbed(attribute(frame, 'src'), attribute(frame, 'title'))
  if (!/\bwp-block-embed\b/.test(figure)) return null
  const address = /(https?:\/\/[^\s<"']+)/.exec(figure.replace(/<[^>]*>/g, ' '))?.[1]
  return address === undefined ? null : videoEmbed(address, '')
}

export function importedEmbeds(html: string): string {
  return html
    .replace(FIGURE, (figure) => figureVideo(figure) ?? figure)
    .replace(
      IFRAME,
      (frame, attributes: string) =>
        videoEmbed(attribute(attributes, 'src'), attribute(attributes, 'title')) ?? frame,
    )
}
