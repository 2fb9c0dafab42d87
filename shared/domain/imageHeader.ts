/**
 * What a file's first bytes say it is: one of the image formats the owner's app reads, and its
 * size in pixels where the header gives it. Read before decoding, so a file that is not an image,
 * or an image too large to decode, is refused with a reason instead of failing somewhere deeper.
 */

/** The image formats the owner's app reads. */
export const IMAGE_FORMATS = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

export interface ImageHeader {
  type: ImageFormat
  /** Null where the header does not say (an AVIF without its size early in the file). */
  width: number | null
  height: number | null
}

/** Enough of a file to find its size: a JPEG's size follows its metadata, often 64 KB of it. */
export const HEADER_BYTES = 512 * 1024

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length))

export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const has = (length: number) => bytes.length >= length
  if (has(3) && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { type: 'image/jpeg', ...jpegSize(bytes, view) }
  }
  if (has(24) && ascii(bytes, 1, 3) === 'PNG' && bytes[0] === 0x89) {
    return { type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) }
  }
  if (has(10) && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) {
    return { type: 'image/gif', width: view.getUint16(6, true), height: view.getUint16(8, true) }
  }
  if (has(32) && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return { type: 'image/webp', ...webpSize(bytes, view) }
  }
  if (has(12) && ascii(bytes, 4, 4) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 4))) {
    return { type: 'image/avif', ...avifSize(bytes, view) }
  }
  return null
}

type Size = { width: number | null; height: number | null }
const UNKNOWN: Size = { width: null, height: null }

/** The size in a JPEG's start-of-frame segment, found by walking the segments before it. */
function jpegSize(bytes: Uint8Array, view: DataView): Size {
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return UNKNOWN
    const marker = bytes[at + 1] ?? 0
    if (marker === 0xff) {
      at += 1
      continue
    }
    const length = view.getUint16(at + 2)
    const startOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (startOfFrame) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) }
    at += 2 + length
  }
  return UNKNOWN
}

function webpSize(bytes: Uint8Array, view: DataView): Size {
  const chunk = ascii(bytes, 12, 4)
  if (chunk === 'VP8 ') {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') {
    const width = (view.getUint32(24, true) & 0xffffff) + 1
    const height = (view.getUint32(27, true) & 0xffffff) + 1
    return { width, height }
  }
  return UNKNOWN
}

/** The first image spatial extent ('ispe') property of an AVIF, when it is in the bytes read. */
function avifSize(bytes: Uint8Array, view: DataView): Size {
  for (let at = 12; at + 16 <= bytes.length; at++) {
    if (ascii(bytes, at, 4) === 'ispe') {
      return { width: view.getUint32(at + 8), height: view.getUint32(at + 12) }
    }
  }
  return UNKNOWN
}
