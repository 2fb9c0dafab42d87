/**
 * Images in sizes. When the owner picks an image, their app keeps an original of at most 2400 px
 * on its long edge and writes width variants beside it in Storage: `name-480w.webp`, ... and,
 * for a post's banner, a 1200 × 630 sharing image `name-share.jpg`. What was made is recorded
 * with the row (`*_variants`), so the site writes `srcset`, `sizes`, `width` and `height` from
 * the row alone.
 */
import {
  EMAIL_NAME,
  EMAIL_SIZE_WIDTH,
  SHARE_NAME,
  siblingPath,
  variantName,
} from '../../supabase/functions/_shared/imageNames.ts'

/** The longest edge an original keeps. */
export const MAX_ORIGINAL_EDGE = 2400
/** The widths of the variants, where the original is wider. */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600] as const
/** Sharing images are 1200 by 630 (spec section 9). */
export const SHARE_SIZE = { width: 1200, height: 630 } as const

/** What was made of an image: the original's size, the variants' widths and format, a share image. */
export type ImageVariants = {
  width: number
  height: number
  widths: number[]
  format: 'webp' | 'jpeg'
  share: boolean
  /** A JPEG for email was made (EMAIL_NAME); images stored before it was made have none. */
  email: boolean
}

/** An image as a form holds it: its address, and what was made of it (null: only the original). */
export type ImageChoice = { url: string; variants: ImageVariants | null }

/** An image's size, within the longest edge an original keeps. */
export function cappedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_ORIGINAL_EDGE / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/** The variant widths an original this wide gets (never wider than itself). */
export function variantWidths(originalWidth: number): number[] {
  return VARIANT_WIDTHS.filter((width) => width < originalWidth)
}

/** The names of the sizes are the Edge Functions' too (the newsletter links them). */
export { EMAIL_NAME, EMAIL_SIZE_WIDTH, SHARE_NAME, siblingPath, variantName }

/** Every file stored beside the original, by name. */
export function siblingNames(variants: ImageVariants): string[] {
  return [
    ...variants.widths.map((width) => variantName(width, variants.format)),
    ...(variants.share ? [SHARE_NAME] : []),
    ...(variants.email ? [EMAIL_NAME] : []),
  ]
}

/** `srcset` of an image: its variants, then the original as the widest. */
export function imageSrcSet(url: string, variants: ImageVariants): string {
  return [
    ...variants.widths.map(
      (width) => `${siblingPath(url, variantName(width, variants.format))} ${String(width)}w`,
    ),
    `${url} ${String(variants.width)}w`,
  ].join(', ')
}

/** The variants column of an image column: `logo_url` → `logo_variants`. */
export function variantsColumn(urlColumn: string): string {
  return urlColumn.replace(/_url$/, '_variants')
}

const isSize = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ORIGINAL_EDGE

/** Variants as stored (a row, a draft): the record when it is one, else null. */
export function readImageVariants(value: unknown): ImageVariants | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { width, height, widths, format, share, email } = value as Record<string, unknown>
  if (!isSize(width) || !isSize(height) || !Array.isArray(widths) || !widths.every(isSize)) {
    return null
  }
  if ((format !== 'webp' && format !== 'jpeg') || typeof share !== 'boolean') return null
  return { width, height, widths: [...widths], format, share, email: email === true }
}

/** A form's image value as stored: an address alone (from before sizes), or a choice. */
export function readImageChoice(value: unknown): ImageChoice | null {
  if (typeof value === 'string') return value === '' ? null : { url: value, variants: null }
  if (typeof value !== 'object' || value === null) return null
  const { url, variants } = value as Record<string, unknown>
  if (typeof url !== 'string' || url === '') return null
  return { url, variants: readImageVariants(variants) }
}

/** The image of a row: its address column and its variants column. */
export function rowImage(url: string | null, variants: unknown): ImageChoice | null {
  return url ? { url, variants: readImageVariants(variants) } : null
}

/** A form's image as its two columns: the address, and what was made of it. */
export function imageColumns(value: unknown): {
  url: string | null
  variants: ImageVariants | null
} {
  const image = readImageChoice(value)
  return { url: image?.url ?? null, variants: image?.variants ?? null }
}
