import { openTag } from './emailMarkup.ts'
import { siblingPath, variantName } from './imageNames.ts'

/** How wide an email shows images: the column the newsletter's content fills. */
export const EMAIL_IMAGE_WIDTH = 600

/** One stored size of an image: its address and its width in pixels. */
export interface ImageCandidate {
  url: string
  width: number
}

/**
 * The stored size nearest 600 px wide, so a newsletter neither downloads a 2400 px original nor
 * blurs a 300 px thumbnail; between two as near, the wider.
 */
export function nearestToEmailWidth(candidates: readonly ImageCandidate[]): ImageCandidate | null {
  let best: ImageCandidate | null = null
  for (const candidate of candidates) {
    const distance = Math.abs(candidate.width - EMAIL_IMAGE_WIDTH)
    const bestDistance = best ? Math.abs(best.width - EMAIL_IMAGE_WIDTH) : Infinity
    if (
      distance < bestDistance ||
      (distance === bestDistance && best && candidate.width > best.width)
    ) {
      best = candidate
    }
  }
  return best
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

/** An image as an email shows it: its stored sizes, and the original's size where known. */
export interface StoredImage {
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
    return { candidates: [{ url, width: EMAIL_IMAGE_WIDTH }], width: null, height: null }
  }
  const sizes = Array.isArray(widths)
    ? widths.filter((size): size is number => typeof size === 'number')
    : []
  return {
    candidates: [
      ...sizes.map((size) => ({ url: siblingPath(url, variantName(size, format)), width: size })),
      { url, width },
    ],
    width,
    height: typeof height === 'number' ? height : null,
  }
}

/**
 * The `<img>` of an image in an email: its size nearest 600 px, at an absolute address, shown
 * at most 600 px wide with the original's proportions; nothing when it has no such address.
 */
export function emailImageTag(
  image: StoredImage,
  alt: string,
  siteUrl: string,
  style: string,
): string {
  const reachable = image.candidates.flatMap((candidate) => {
    const url = absoluteAddress(candidate.url, siteUrl)
    return url ? [{ url, width: candidate.width }] : []
  })
  const chosen = nearestToEmailWidth(reachable)
  if (!chosen) return ''
  const natural = image.width ?? Math.max(...reachable.map((candidate) => candidate.width))
  const width = Math.min(EMAIL_IMAGE_WIDTH, natural)
  const height = image.height === null ? undefined : Math.round((width * image.height) / natural)
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
