import { sharingImageAddress } from '../../supabase/functions/_shared/imageNames.ts'
import { readImageVariants } from './imageVariants.ts'

/** The site's default sharing image; sharing images are 1200 by 630 (spec section 9). */
export const SHARE_IMAGE = { path: '/og-default.png', width: 1200, height: 630 }

/** What a page's sharing tags need to know of the site. */
export interface SharingSite {
  siteUrl: string
  businessName: string
}

/** What a page says of itself to search engines and link previews. */
export interface PageSharingInput {
  /** The page's own title; the business name is added. */
  title: string
  description: string
  /** The page's path, for the canonical address. */
  path: string
  type?: 'website' | 'article'
  /** An absolute image address; the site's default sharing image otherwise. */
  image?: string | null
  /** What the image shows; only given with the page's own image. */
  imageAlt?: string | null
  /** A title the owner wrote for search engines and shares, used as it is (no business name). */
  fullTitle?: string | null
  /** Where the page first appeared, when elsewhere: its canonical address instead of its own. */
  canonicalUrl?: string | null
}

/** The values of a page's head: its title, description, address and sharing image. */
export interface PageSharing {
  title: string
  description: string
  /** The canonical address: the page's own, or the original's when it first appeared elsewhere. */
  url: string
  type: 'website' | 'article'
  siteName: string
  imageUrl: string
  /** Null when the image has no alt text (the default image, or a banner without one). */
  imageAlt: string | null
}

/** A text the owner wrote, or null when there is none (empty, or spaces only). */
function written(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

/**
 * One rule for what a page's head says, used by the page head (in the browser and when
 * prerendering) and by the editor's sharing preview, so the preview shows what is shared.
 */
export function pageSharing(site: SharingSite, page: PageSharingInput): PageSharing {
  const ownImage = page.image ?? null
  const alt = page.imageAlt?.trim() ?? ''
  return {
    title: written(page.fullTitle) ?? `${page.title} | ${site.businessName}`,
    description: page.description,
    url: written(page.canonicalUrl) ?? `${site.siteUrl}${page.path}`,
    type: page.type ?? 'website',
    siteName: site.businessName,
    imageUrl: ownImage ?? `${site.siteUrl}${SHARE_IMAGE.path}`,
    imageAlt: ownImage && alt !== '' ? alt : null,
  }
}

/** A post's banner as it is shared: its sharing-size image, as an absolute address; or null. */
export function postSharingImage(
  siteUrl: string,
  post: { featured_image_url: string | null; featured_image_variants: unknown },
): string | null {
  const banner = post.featured_image_url
  if (!banner) return null
  const hasShare = readImageVariants(post.featured_image_variants)?.share === true
  return sharingImageAddress(siteUrl, banner, hasShare)
}

/** What a post's page head is made from. */
export interface SharedPost {
  title: string
  slug: string
  /** The description the database keeps for the post (its excerpt, else its opening text). */
  meta_description: string | null
  featured_image_url: string | null
  featured_image_variants: unknown
  banner_alt: string | null
  /** The owner's search and sharing settings; each null when not written (the defaults apply). */
  seo_title: string | null
  seo_description: string | null
  canonical_url: string | null
}

/** What a post's page says of itself: its head, as the site and the prerender write it. */
export function postPageSharing(siteUrl: string, post: SharedPost): PageSharingInput {
  return {
    title: post.title,
    fullTitle: post.seo_title,
    description: written(post.seo_description) ?? post.meta_description ?? '',
    path: postAddressPath(post.slug),
    type: 'article',
    image: postSharingImage(siteUrl, post),
    imageAlt: post.banner_alt,
    canonicalUrl: post.canonical_url,
  }
}

function postAddressPath(slug: string): string {
  return `/blog/${slug}`
}

/**
 * Whether the post's canonical address is its page on this site: true unless it points at an
 * original elsewhere. Only such posts belong in the sitemap.
 */
export function isCanonicalHere(
  siteUrl: string,
  post: { slug: string; canonical_url: string | null },
): boolean {
  return !post.canonical_url || post.canonical_url === `${siteUrl}${postAddressPath(post.slug)}`
}
