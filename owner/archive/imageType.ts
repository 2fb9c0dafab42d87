/** The image types the site's buckets take. */
export type StoredImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/avif'

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length))

/**
 * The type of an image from its first bytes (never its name), or null for anything the buckets
 * do not take (SVG, PDF, HEIC...). The backend checks the whole file again when it is uploaded.
 */
export function imageType(bytes: Uint8Array): StoredImageType | null {
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'image/gif'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp'
  if (ascii(bytes, 4, 4) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 4))) {
    return 'image/avif'
  }
  return null
}

/** The largest image the buckets take (their file_size_limit). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
