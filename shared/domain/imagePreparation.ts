import type { ImageFormat } from './imageHeader.ts'

/**
 * What an original is stored as once prepared, by what it was: photos stay JPEG, graphics PNG
 * (a GIF keeps its first frame), WebP stays WebP; AVIF, which browsers read but do not write,
 * becomes WebP. The editor (owner/media/prepareImage.ts) and the command line's import
 * (scripts/archive/sharpImages.ts) both follow it.
 */
export const ORIGINAL_TYPE: Record<ImageFormat, 'image/jpeg' | 'image/png' | 'image/webp'> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/gif': 'image/png',
  'image/webp': 'image/webp',
  'image/avif': 'image/webp',
}

/** The lossy encoders' quality (0 to 1) for the original, the width variants and the share image. */
export const PREPARED_QUALITY = { original: 0.86, variant: 0.8, share: 0.85 } as const
