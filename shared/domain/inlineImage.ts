/**
 * Publication images are stored inline, as data addresses (spec section 3). The database takes
 * raster images of up to 2 MB; anything else is refused here first, with a reason.
 */
export const INLINE_IMAGE_MAX_BYTES = 2 * 1024 * 1024

const INLINE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']

/** Why an image cannot be stored inline, or null when it can. */
export function inlineImageProblem(file: { type: string; size: number }): string | null {
  if (!INLINE_IMAGE_TYPES.includes(file.type)) {
    return 'Please use a PNG, JPEG, GIF, WebP or AVIF image'
  }
  if (file.size > INLINE_IMAGE_MAX_BYTES) {
    return 'The image is too large: images stored with a publication can be at most 2 MB'
  }
  return null
}
