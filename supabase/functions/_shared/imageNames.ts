/**
 * Where an image's sizes are stored: beside the original, named after it. The owner's app writes
 * them (shared/domain/imageVariants.ts) and the newsletter links them, so the names are said once
 * here, with no imports, for Deno and the browser alike.
 */

const EXTENSIONS = { webp: 'webp', jpeg: 'jpg' } as const

/** The name a variant is stored under, after the original's name: `480w.webp`. */
export function variantName(width: number, format: keyof typeof EXTENSIONS): string {
  return `${String(width)}w.${EXTENSIONS[format]}`
}

/**
 * The path or address of a file stored beside an original: its name without the extension, a
 * hyphen, and the sibling's name (`logos/acme-1700000000.png` → `logos/acme-1700000000-480w.webp`).
 */
export function siblingPath(original: string, name: string): string {
  const query = original.search(/[?#]/)
  const path = query < 0 ? original : original.slice(0, query)
  const stem = path.replace(/\.[a-z0-9]{1,5}$/i, '')
  return `${stem}-${name}`
}

/**
 * A JPEG of an image for email, twice the width a newsletter shows images at (600 px) for sharp
 * screens: mail clients that show no WebP (Outlook for Windows) show this.
 */
export const EMAIL_NAME = 'email.jpg'
export const EMAIL_SIZE_WIDTH = 1200

/** A banner's 1200 × 630 sharing image, stored beside it when one was made (`share` in its row). */
export const SHARE_NAME = 'share.jpg'

/**
 * Where a banner is shared from: its sharing image when one was made, else the banner itself;
 * an address on the site (`/images/...`) made absolute.
 */
export function sharingImageAddress(siteUrl: string, banner: string, hasShare: boolean): string {
  const sharing = hasShare ? siblingPath(banner, SHARE_NAME) : banner
  return sharing.startsWith('/') ? `${siteUrl}${sharing}` : sharing
}
