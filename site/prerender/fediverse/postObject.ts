import { postSharingImage } from '../../../shared/domain/sharing.ts'
import { type FeedPost, escapeXml } from '../feeds.ts'
import { postPath } from '../publicPaths.ts'
import { ACTIVITYSTREAMS, type FediverseAccount, PUBLIC_AUDIENCE, actorId } from './account.ts'
import { backendEndpoints, postObjectPath } from './addresses.ts'

/**
 * A post as the social web receives it: a Note. Mastodon shows a Note's `content` as the post
 * (its sanitiser keeps paragraphs, links, emphasis, lists, quotes and code, and turns headings
 * into bold paragraphs), its image attachments with their descriptions, and its hashtags; an
 * Article it only converts, to the title and a link (spec/activitypub, "Payloads"). So the
 * content is the title, the whole post as its page shows it, the link to the page and the
 * tags as hashtags, which servers that show articles in full show whole too; the banner is an
 * image attachment with its alt text. No `summary`: Mastodon would hide the post behind it as
 * a content warning.
 */
export function postObject(
  account: FediverseAccount,
  post: FeedPost,
  body: string | null,
): Record<string, unknown> {
  const url = `${account.siteUrl}${postPath(post.slug)}`
  const hashtags = post.tags.flatMap((tag) => {
    const name = hashtagName(tag)
    return name === '' ? [] : [{ name, href: tagUrl(account, tag) }]
  })
  const paragraphs = [
    `<p><strong>${escapeXml(post.title)}</strong></p>`,
    body ?? (post.meta_description ? `<p>${escapeXml(post.meta_description)}</p>` : ''),
    `<p><a href="${escapeXml(url)}">${escapeXml(url)}</a></p>`,
    hashtags.length === 0
      ? ''
      : `<p>${hashtags.map(({ name, href }) => `<a href="${escapeXml(href)}" class="mention hashtag" rel="tag">#<span>${escapeXml(name)}</span></a>`).join(' ')}</p>`,
  ]
  const banner = postSharingImage(account.siteUrl, post)
  return {
    '@context': [ACTIVITYSTREAMS, { Hashtag: 'as:Hashtag', sensitive: 'as:sensitive' }],
    id: postObjectUrl(account, post),
    type: 'Note',
    attributedTo: actorId(account),
    published: post.publish_date ?? post.created_at,
    url,
    to: [PUBLIC_AUDIENCE],
    cc: [backendEndpoints(account.backendUrl).followers],
    mediaType: 'text/html',
    content: paragraphs.filter((paragraph) => paragraph !== '').join(''),
    sensitive: false,
    attachment: banner ? [bannerAttachment(banner, post.banner_alt)] : [],
    tag: hashtags.map(({ name, href }) => ({ type: 'Hashtag', href, name: `#${name}` })),
  }
}

export function postObjectUrl(account: FediverseAccount, post: { id: string }): string {
  return `${account.siteUrl}${postObjectPath(post.id)}`
}

/**
 * A tag as a hashtag: its letters and digits, 'AI Implementation' as #AIImplementation, since a
 * hashtag ends at a space or a sign.
 */
function hashtagName(tag: string): string {
  return tag.replace(/[^\p{L}\p{N}_]/gu, '')
}

/** Where a tag leads on the site: the blog filtered by it. */
function tagUrl(account: FediverseAccount, tag: string): string {
  return `${account.siteUrl}/blog?tags=${encodeURIComponent(tag)}`
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
}

/**
 * The banner, at its sharing size, with its alt text as `name` (what Mastodon itself sends and
 * reads) and `summary` (what Mastodon's documentation names as the description).
 */
function bannerAttachment(url: string, alt: string | null): object {
  const extension = new URL(url).pathname.split('.').pop()?.toLowerCase() ?? ''
  const description = alt?.trim() ?? ''
  return {
    type: 'Image',
    url,
    ...(IMAGE_TYPES[extension] ? { mediaType: IMAGE_TYPES[extension] } : {}),
    ...(description === '' ? {} : { name: description, summary: description }),
  }
}
