import { openTag } from './emailMarkup.ts'
import { EMAIL_NAME, EMAIL_SIZE_WIDTH, siblingPath, variantName } from './imageNames.ts'

/** How wide an email shows images: the column the newsletter's content fills. */
export const EMAIL_IMAGE_WIDTH = 600

/** One stored size of an image: its address and its width in pixels. */
export interface ImageCandidate {
  url: string
  width: number
}

/** The widest a size is taken for sharp screens: wider ones cost readers more than they show. */
const SHARP_SIZE_LIMIT = 1600

/** Mail clients that show no WebP (Outlook for Windows) still show JPEG, PNG and GIF. */
const isWebp = (candidate: ImageCandidate) => /\.webp(?:[?#]|$)/i.test(candidate.url)

/**
 * The stored size an email shows: a JPEG or PNG, which every mail client shows (WebP only when
 * the image has nothing else); the smallest at least twice 600 px wide, for sharp screens, when
 * one is no wider than 1600 px; else the smallest at least 600 px, so it is never blurred; else
 * the widest there is.
 */
export function sizeForEmail(candidates: readonly ImageCandidate[]): ImageCandidate | null {
  const shown = candidates.filter((candidate) => !isWebp(candidate))
  const pool = [...(shown.length > 0 ? shown : candidates)].sort((a, b) => a.width - b.width)
  const atLeast = (width: number) => pool.find((candidate) => candidate.width >= width)
  const sharp = atLeast(2 * EMAIL_IMAGE_WIDTH)
  if (sharp && sharp.width <= SHARP_SIZE_LIMIT) return sharp
  return atLeast(EMAIL_IMAGE_WIDTH) ?? pool.at(-1) ?? null
}

/** The `Nw` candidates of a `srcset`; density (`2x`) candidates say nothing of width. */
export function srcsetCandidates(srcset: string): ImageCandidate[] {
  return srcset
    .split(/,\s+/)
    .map((entry) => entry.trim().split(/\s+/))
    .flatMap(([url, descriptor]) => {
      const width = /^(\d+)w$/.exec(descriptor ?? '')?.[1]
      return url && width ? [{ url, width: Number(width) }] : []
    })
}

/** An image as an email shows it: its stored sizes, and the original's address and size. */
export interface StoredImage {
  /** The original's address, beside which its JPEG for email is stored (EMAIL_NAME). */
  url: string
  candidates: ImageCandidate[]
  width: number | null
  height: number | null
}

/** A banner's stored sizes, from its row: the variants beside it, and the original. */
export function bannerImage(url: string, variants: unknown): StoredImage {
  const record =
    typeof variants === 'object' && variants !== null && !Array.isArray(variants)
      ? (variants as Record<string, unknown>)
      : {}
  const { width, height, widths, format } = record
  if (typeof width !== 'number' || (format !== 'webp' && format !== 'jpeg')) {
    return { url, candidates: [{ url, width: EMAIL_IMAGE_WIDTH }], width: null, height: null }
  }
  const sizes = Array.isArray(widths)
    ? widths.filter((size): size is number => typeof size === 'number')
    : []
  return {
    url,
    candidates: [
      ...sizes.map((size) => ({ url: siblingPath(url, variantName(size, format)), width: size })),
      { url, width },
    ],
    width,
    height: typeof height === 'number' ? height : null,
  }
}

/**
 * The addresses of the JPEGs for email (EMAIL_NAME) stored beside images, absolute: those an
 * email may show instead of the other sizes. An image stored before they were made has none.
 */
export type EmailSizes = ReadonlySet<string>

/** What an email's images are made with: the site's address, and the JPEGs for email there are. */
export interface EmailImageContext {
  siteUrl: string
  emailSizes: EmailSizes
}

/** Where an image's JPEG for email is, absolute; null when the image has no such address. */
export function emailSizeAddress(originalUrl: string, siteUrl: string): string | null {
  return absoluteAddress(siblingPath(originalUrl, EMAIL_NAME), siteUrl)
}

/**
 * The `<img>` of an image in an email: its JPEG for email when it has one, else its size for
 * email (sizeForEmail), at an absolute address, shown at most 600 px wide with the original's
 * proportions; nothing when it has no such address.
 */
export function emailImageTag(
  image: StoredImage,
  alt: string,
  context: EmailImageContext,
  style: string,
): string {
  const reachable = image.candidates.flatMap((candidate) => {
    const url = absoluteAddress(candidate.url, context.siteUrl)
    return url ? [{ url, width: candidate.width }] : []
  })
  const natural = image.width ?? Math.max(0, ...reachable.map((candidate) => candidate.width))
  const emailSize = emailSizeAddress(image.url, context.siteUrl)
  const chosen =
    emailSize && context.emailSizes.has(emailSize)
      ? { url: emailSize, width: Math.min(EMAIL_SIZE_WIDTH, natural) }
      : sizeForEmail(reachable)
  if (!chosen) return ''
  const width = Math.min(EMAIL_IMAGE_WIDTH, natural || chosen.width)
  const height =
    image.height === null || natural === 0
      ? undefined
      : Math.round((width * image.height) / natural)
  return openTag('img', {
    src: chosen.url,
    alt,
    width: String(width),
    height: height === undefined ? undefined : String(height),
    style,
  })
}

/**
 * An address a mail client can load: absolute http(s) as it is, a path on the site made
 * absolute; anything else (`data:`, `javascript:`, a bare name) is no address for an email.
 */
export function absoluteAddress(address: string, siteUrl: string): string | null {
  const trimmed = address.trim()
  if (/^https?:\/\//i.test(trimmed)) return URL.canParse(trimmed) ? trimmed : null
  if (/^\/(?!\/)/.test(trimmed) && URL.canParse(trimmed, siteUrl)) {
    return new URL(trimmed, siteUrl).href
  }
  return null
}
