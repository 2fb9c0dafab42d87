/**
 * Decides what an uploaded file is from its bytes, never its name or declared type: only
 * well-formed PNG, JPEG, WebP, GIF and AVIF images pass. Files with data after the image's end
 * (an HTML or script "polyglot" tail) are refused too, and SVG is never an image here: it can
 * carry scripts.
 */

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'image/avif'

export type ImageCheck = { ok: true; mimeType: ImageType } | { ok: false; reason: string }

const NOT_AN_IMAGE = 'Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded'

export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0) return { ok: false, reason: 'The file is empty' }
  const type = sniff(bytes)
  if (!type) return { ok: false, reason: NOT_AN_IMAGE }
  const tail = trailingDataAfterImage(type, bytes)
  if (tail === null) return { ok: false, reason: `The file is not a complete ${label(type)} image` }
  if (tail > 0)
    return {
      ok: false,
      reason: `The file has ${tail} bytes of other data after the ${label(type)} image`,
    }
  return { ok: true, mimeType: type }
}

function sniff(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp'
  const brand = ascii(bytes, 8, 4)
  if (ascii(bytes, 4, 4) === 'ftyp' && (brand === 'avif' || brand === 'avis')) return 'image/avif'
  return null
}

/** Bytes left after the image's own end, or null when the structure is broken. */
function trailingDataAfterImage(type: ImageType, bytes: Uint8Array): number | null {
  switch (type) {
    case 'image/png':
      return pngEnd(bytes)
    case 'image/jpeg':
      return jpegEnd(bytes)
    case 'image/gif':
      return gifEnd(bytes)
    case 'image/webp':
      return riffEnd(bytes)
    case 'image/avif':
      return boxesEnd(bytes)
  }
}

/** PNG: chunks (length, type, data, CRC) up to IEND. */
function pngEnd(bytes: Uint8Array): number | null {
  let offset = 8
  while (offset + 12 <= bytes.length) {
    const length = readUint32BE(bytes, offset)
    const chunkType = ascii(bytes, offset + 4, 4)
    offset += 12 + length
    if (offset > bytes.length) return null
    if (chunkType === 'IEND') return bytes.length - offset
  }
  return null
}

/** JPEG: segments up to the start of scan, then entropy-coded data up to the EOI marker. */
function jpegEnd(bytes: Uint8Array): number | null {
  let offset = 2
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1] ?? 0
    if (marker === 0xd9) return bytes.length - offset - 2
    const standalone = marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0xff
    if (standalone) {
      offset += marker === 0xff ? 1 : 2
      continue
    }
    const length = readUint16BE(bytes, offset + 2)
    offset += 2 + length
    if (marker === 0xda) {
      // Scan data: a 0xFF is followed by 0x00 (stuffing) or a restart marker until EOI.
      while (offset + 1 < bytes.length) {
        if (bytes[offset] === 0xff) {
          const next = bytes[offset + 1] ?? 0
          if (next === 0xd9) return bytes.length - offset - 2
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break
        }
        offset++
      }
    }
  }
  return null
}

/**
 * GIF: the screen descriptor and its colour table, then extension and image blocks up to the
 * trailer byte 0x3B. Walking the blocks finds the real trailer, so a tail that happens to end
 * in ";" (as script often does) is still seen.
 */
function gifEnd(bytes: Uint8Array): number | null {
  let offset: number | null = 13 + colourTableSize(bytes[10])
  while (offset !== null && offset < bytes.length) {
    const block = bytes[offset]
    if (block === 0x3b) return bytes.length - offset - 1
    if (block === 0x21) {
      offset = subBlocksEnd(bytes, offset + 2)
    } else if (block === 0x2c) {
      // Image descriptor (10 bytes), its colour table, the LZW code size byte, then the data.
      offset = subBlocksEnd(bytes, offset + 10 + colourTableSize(bytes[offset + 9]) + 1)
    } else {
      return null
    }
  }
  return null
}

/** A GIF colour table follows a descriptor whose flags byte has its high bit set. */
function colourTableSize(flags: number | undefined): number {
  const value = flags ?? 0
  return value & 0x80 ? 3 * 2 ** ((value & 0x07) + 1) : 0
}

/** GIF data sub-blocks: a size byte and that many bytes, until a zero size. */
function subBlocksEnd(bytes: Uint8Array, start: number): number | null {
  let offset = start
  while (offset < bytes.length) {
    const size = bytes[offset] ?? 0
    offset += 1 + size
    if (size === 0) return offset
  }
  return null
}

/**
 * WebP: a RIFF container whose chunks (four-character code, size, data padded to an even
 * length) must fill the size it declares, so data cannot hide inside an inflated size either.
 */
function riffEnd(bytes: Uint8Array): number | null {
  const end = readUint32LE(bytes, 4) + 8
  if (end > bytes.length) return null
  let offset = 12
  while (offset + 8 <= end) {
    const size = readUint32LE(bytes, offset + 4)
    offset += 8 + size + (size % 2)
  }
  return offset === end && offset > 12 ? bytes.length - end : null
}

/** ISO base media (AVIF): top-level boxes must cover the file exactly. */
function boxesEnd(bytes: Uint8Array): number | null {
  let offset = 0
  while (offset + 8 <= bytes.length) {
    let size = readUint32BE(bytes, offset)
    if (size === 1) {
      if (offset + 16 > bytes.length) return null
      size = readUint32BE(bytes, offset + 8) * 2 ** 32 + readUint32BE(bytes, offset + 12)
    } else if (size === 0) {
      size = bytes.length - offset
    }
    if (size < 8 || offset + size > bytes.length) return null
    offset += size
  }
  return offset === bytes.length ? 0 : null
}

function label(type: ImageType): string {
  return type.slice('image/'.length).toUpperCase()
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte)
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length))
}

function readUint16BE(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0)
}

function readUint32BE(bytes: Uint8Array, offset: number): number {
  return (
    (bytes[offset] ?? 0) * 2 ** 24 +
    (((bytes[offset + 1] ?? 0) << 16) | ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0))
  )
}

function readUint32LE(bytes: Uint8Array, offset: number): number {
  return (
    (bytes[offset] ?? 0) +
    ((bytes[offset + 1] ?? 0) << 8) +
    ((bytes[offset + 2] ?? 0) << 16) +
    (bytes[offset + 3] ?? 0) * 2 ** 24
  )
}
