import { type ImageChoice, imageSrcSet } from './imageVariants.ts'

/**
 * Images in a post's body. Each is stored in sizes as the banner is (see imageVariants.ts) and
 * written into the post's HTML with everything the browser needs to pick a size and to keep the
 * page from shifting: `srcset`, `sizes`, `width`, `height`, `loading="lazy"`,
 * `decoding="async"`, and alt text; with a caption it sits in a `<figure>`.
 */

/** How wide the post's column shows an image: 46rem less its padding, or the screen less its own. */
export const POST_COLUMN_SIZES = '(min-width: 46rem) 43.5rem, calc(100vw - 2.5rem)'

/**
 * Whether the site shows an image from this source: an address on the web or a path of the
 * site. A `data:`, `blob:` or `file:` source (or none) is never shown.
 */
export function isShownImageSource(src: string): boolean {
  return /^(https?:|\/)/i.test(src.trim())
}

/** Whether every candidate of a `srcset` is a source the site shows. */
export function isShownSrcSet(srcset: string): boolean {
  const candidates = srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim())
    .filter((candidate) => candidate !== '')
  return (
    candidates.length > 0 &&
    candidates.every((candidate) => isShownImageSource(candidate.split(/\s+/)[0] ?? ''))
  )
}

/** An image the editor can turn into a stored one on save: a data string of a kind it prepares. */
export function isStorableDataImage(src: string): boolean {
  return /^data:image\/(jpeg|png|gif|webp|avif);base64,/i.test(src.trim())
}

/** A body image as the post's HTML holds it; an empty text is an attribute left out. */
export interface BodyImage {
  src: string
  srcset: string
  sizes: string
  width: string
  height: string
  alt: string
  /** Shown under the image, in a `<figcaption>`; empty for none. */
  caption: string
}

/** A stored image as a body image: its sizes as `srcset`, at the width of the post's column. */
export function bodyImage(choice: ImageChoice, alt = '', caption = ''): BodyImage {
  const { url, variants } = choice
  return {
    src: url,
    srcset: variants ? imageSrcSet(url, variants) : '',
    sizes: variants ? POST_COLUMN_SIZES : '',
    width: variants ? String(variants.width) : '',
    height: variants ? String(variants.height) : '',
    alt,
    caption,
  }
}

/** The attributes of a body image's `<img>`, in the order they are written. */
export function bodyImageAttributes(image: BodyImage): [string, string][] {
  const attributes: [string, string][] = [
    ['src', image.src],
    ['srcset', image.srcset],
    ['sizes', image.sizes],
    ['width', image.width],
    ['height', image.height],
    ['alt', image.alt],
  ]
  return [
    ...attributes.filter(([name, value]) => value !== '' || name === 'alt'),
    ['loading', 'lazy'],
    ['decoding', 'async'],
  ]
}

const IMAGE_TAG = /<img\b[^>]*>/gi
const SRC_ATTRIBUTE = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i

/**
 * The scheme of an image chosen while the backend could not be reached, kept on this computer
 * until its save uploads it (see owner/offline/queue/pendingImages.ts).
 */
export const PENDING_IMAGE_SCHEME = 'pending-image:'

/**
 * How many images of the HTML the site would not show: no source, or one it refuses (a file on
 * this computer, a `blob:`). A data string of a kind the editor prepares is not counted (saving
 * stores it), nor an image waiting on this computer to be uploaded with the post.
 */
export function imagesNotShown(html: string): number {
  return (html.match(IMAGE_TAG) ?? []).filter((tag) => {
    const match = SRC_ATTRIBUTE.exec(tag)
    const src = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim()
    return (
      !isShownImageSource(src) && !isStorableDataImage(src) && !src.startsWith(PENDING_IMAGE_SCHEME)
    )
  }).length
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** A body image as the editor holds it (an embed's value): each text it has, empty for the rest. */
export function readBodyImage(value: unknown): BodyImage {
  const fields: Record<string, unknown> =
    typeof value === 'object' && value !== null ? { ...value } : {}
  return {
    src: text(fields.src),
    srcset: text(fields.srcset),
    sizes: text(fields.sizes),
    width: text(fields.width),
    height: text(fields.height),
    alt: text(fields.alt),
    caption: text(fields.caption),
  }
}
