import { escapeHtml } from './http.ts'
import { sharingImageAddress } from './imageNames.ts'

/**
 * A post as the social web receives it, the same from the build (its object on the site, the
 * outbox) and from the delivery function (the Create, Update and Delete it sends): plain
 * functions, for Deno and Node alike.
 */

export const ACTIVITYSTREAMS = 'https://www.w3.org/ns/activitystreams'
export const PUBLIC_AUDIENCE = `${ACTIVITYSTREAMS}#Public`

/** The actor, on the site: its id is permanent, other servers store it. */
export const ACTOR_PATH = '/activitypub/actor.json'

/** A post's object, by its id rather than its slug, so that a renamed post keeps its object. */
export function postObjectPath(postId: string): string {
  return `/activitypub/posts/${postId}.json`
}

/** Where the account lives: the site, its actor, and its followers collection. */
export interface FediverseSite {
  siteUrl: string
  actorId: string
  followersUrl: string
}

/** What of a post its object shows: these columns of its row (`blog_posts`). */
export interface FediversePost {
  id: string
  slug: string
  title: string
  tags: readonly string[]
  publish_date: string | null
  created_at: string
  /** Its excerpt, else its opening text. */
  meta_description: string | null
  featured_image_url: string | null
  /** What was made of the banner: its sharing-size image when `share` is true. */
  featured_image_variants: unknown
  banner_alt: string | null
}

/**
 * A post as a Note. Mastodon shows a Note's `content` as the post (its sanitiser keeps
 * paragraphs, links, emphasis, lists, quotes and code, and turns headings into bold paragraphs),
 * its image attachments with their descriptions, and its hashtags; an Article it only converts,
 * to the title and a link (its documentation, "ActivityPub: Payloads"). So the content is the
 * title, the body (the whole post as its page shows it, or else the excerpt), the link to the
 * page and the tags as hashtags; the banner is an image attachment with its alt text. No
 * `summary`: Mastodon would hide the post behind it as a content warning.
 */
export function postNote(
  site: FediverseSite,
  post: FediversePost,
  body: string | null,
): Record<string, unknown> {
  const url = `${site.siteUrl}/blog/${post.slug}`
  const hashtags = post.tags.flatMap((tag) => {
    const name = hashtagName(tag)
    return name === '' ? [] : [{ name, href: tagUrl(site, tag) }]
  })
  const excerpt = post.meta_description
  const paragraphs = [
    `<p><strong>${escapeHtml(post.title)}</strong></p>`,
    body ?? (excerpt ? `<p>${escapeHtml(excerpt)}</p>` : ''),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    hashtags.length === 0
      ? ''
      : `<p>${hashtags.map(({ name, href }) => `<a href="${escapeHtml(href)}" class="mention hashtag" rel="tag">#<span>${escapeHtml(name)}</span></a>`).join(' ')}</p>`,
  ]
  const banner = bannerAddress(site.siteUrl, post)
  return {
    '@context': [ACTIVITYSTREAMS, { Hashtag: 'as:Hashtag', sensitive: 'as:sensitive' }],
    id: `${site.siteUrl}${postObjectPath(post.id)}`,
    type: 'Note',
    attributedTo: site.actorId,
    published: post.publish_date ?? post.created_at,
    url,
    to: [PUBLIC_AUDIENCE],
    cc: [site.followersUrl],
    mediaType: 'text/html',
    content: paragraphs.filter((paragraph) => paragraph !== '').join(''),
    sensitive: false,
    attachment: banner ? [bannerAttachment(banner, post.banner_alt)] : [],
    tag: hashtags.map(({ name, href }) => ({ type: 'Hashtag', href, name: `#${name}` })),
  }
}

const withoutContext = (object: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => key !== '@context'))

/** A post's Create, with its object inside (as the outbox lists it and delivery sends it). */
export function createActivity(
  actorId: string,
  object: Record<string, unknown>,
): Record<string, unknown> {
  return {
    id: `${String(object.id)}#create`,
    type: 'Create',
    actor: actorId,
    published: object.published,
    to: object.to,
    cc: object.cc,
    object: withoutContext(object),
  }
}

/**
 * An edit of a post: its Update, with the object as it is now. Mastodon takes an edit only
 * when the object's `updated` is later than the one it has, so it carries the time of the edit.
 */
export function updateActivity(
  actorId: string,
  object: Record<string, unknown>,
  updated: string,
): Record<string, unknown> {
  return {
    '@context': object['@context'],
    id: `${String(object.id)}#updates/${encodeURIComponent(updated)}`,
    type: 'Update',
    actor: actorId,
    to: object.to,
    cc: object.cc,
    object: { ...withoutContext(object), updated },
  }
}

/** A post taken down: its Delete, of a Tombstone in its object's place (as Mastodon sends). */
export function deleteActivity(site: FediverseSite, postId: string): Record<string, unknown> {
  const objectId = `${site.siteUrl}${postObjectPath(postId)}`
  return {
    '@context': ACTIVITYSTREAMS,
    id: `${objectId}#delete`,
    type: 'Delete',
    actor: site.actorId,
    to: [PUBLIC_AUDIENCE],
    cc: [site.followersUrl],
    object: { id: objectId, type: 'Tombstone' },
  }
}

/**
 * A tag as a hashtag: its letters and digits, 'AI Implementation' as #AIImplementation, since a
 * hashtag ends at a space or a sign.
 */
function hashtagName(tag: string): string {
  return tag.replace(/[^\p{L}\p{N}_]/gu, '')
}

/** Where a tag leads on the site: the blog filtered by it. */
function tagUrl(site: FediverseSite, tag: string): string {
  return `${site.siteUrl}/blog?tags=${encodeURIComponent(tag)}`
}

/** The banner at its sharing size (1200 × 630) when one was made, absolute; null if none. */
function bannerAddress(siteUrl: string, post: FediversePost): string | null {
  const variants = post.featured_image_variants
  const hasShare =
    typeof variants === 'object' &&
    variants !== null &&
    'share' in variants &&
    variants.share === true
  const banner = post.featured_image_url
  return banner ? sharingImageAddress(siteUrl, banner, hasShare) : null
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
 * The banner, with its alt text as `name` (what Mastodon itself sends and reads) and `summary`
 * (what Mastodon's documentation names as the description).
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
