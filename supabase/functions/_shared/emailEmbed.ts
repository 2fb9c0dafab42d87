import { absoluteAddress } from './emailImages.ts'
import { EMBED_FIGURE, readEmbed } from './embeds.ts'
import {
  FONT,
  IMAGE_STYLE,
  LINK_COLOUR,
  MUTED_COLOUR,
  TEXT_COLOUR,
  openTag,
} from './emailMarkup.ts'
import { escapeHtml } from './http.ts'

/** A post's HTML cut at its embeds: text between them, and each embed's figure alone. */
export function splitAtEmbeds(html: string): { html: string; embed: boolean }[] {
  return html
    .split(new RegExp(`(${EMBED_FIGURE.source})`, 'i'))
    .map((part, index) => ({ html: part, embed: index % 2 === 1 }))
}

/**
 * An embed as the newsletter shows it, whatever it is on the site: a link card (our copy of its
 * preview image, its title, description and site, all leading to the page), styled inline; the
 * text part gives its title and address. Null for a figure that holds no embed.
 */
export function emailEmbed(figure: string, siteUrl: string): { html: string; text: string } | null {
  const embed = readEmbed(figure)
  const url = embed && absoluteAddress(embed.url, siteUrl)
  if (!embed || !url) return null
  const title = embed.title === '' ? url : embed.title
  const image = embed.image === '' ? null : absoluteAddress(embed.image, siteUrl)
  const line = (text: string, style: string) =>
    text === '' ? '' : `<p style="margin:4px 0 0;${style}">${escapeHtml(text)}</p>`
  const html = [
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;margin:0 0 16px;border:1px solid #e4e7eb;border-radius:8px;border-collapse:separate;font-family:${FONT}">`,
    image
      ? `<tr><td style="padding:0">${openTag('a', { href: url })}${openTag('img', { src: image, alt: title, width: '600', style: `${IMAGE_STYLE};border-radius:8px 8px 0 0` })}</a></td></tr>`
      : '',
    `<tr><td style="padding:12px 16px">`,
    `${openTag('a', { href: url, style: `color:${LINK_COLOUR};font-size:17px;font-weight:600;line-height:1.4;text-decoration:none` })}${embed.video ? '▶ ' : ''}${escapeHtml(title)}</a>`,
    line(embed.description, `font-size:15px;line-height:1.5;color:${TEXT_COLOUR}`),
    line(embed.siteName || new URL(url).host, `font-size:13px;color:${MUTED_COLOUR}`),
    '</td></tr></table>',
  ].join('')
  return { html, text: `${title}\n${url}` }
}
