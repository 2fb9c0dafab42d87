/**
 * The metadata blocks a stored image file carries, read from its bytes: JPEG segments (APP1
 * Exif or XMP, APP13, comments), PNG chunks (eXIf, text) and WebP chunks (EXIF, XMP). A file
 * that may be served to visitors must have none.
 */
export function metadataBlocks(bytes: Uint8Array): string[] {
  const text = (at: number, length: number) =>
    String.fromCharCode(...bytes.subarray(at, at + length))
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const found: string[] = []
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2
    while (at + 4 <= bytes.length && bytes[at] === 0xff) {
      const marker = bytes[at + 1] ?? 0
      if (marker === 0xda || marker === 0xd9) break
      const length = view.getUint16(at + 2)
      if (marker === 0xe1) found.push(`APP1 ${text(at + 4, 4)}`)
      if (marker === 0xed) found.push('APP13')
      if (marker === 0xfe) found.push('comment')
      at += 2 + length
    }
  } else if (text(1, 3) === 'PNG') {
    for (let at = 8; at + 8 <= bytes.length;) {
      const type = text(at + 4, 4)
      if (['eXIf', 'tEXt', 'iTXt', 'zTXt'].includes(type)) found.push(type)
      at += 12 + view.getUint32(at)
    }
  } else if (text(0, 4) === 'RIFF' && text(8, 4) === 'WEBP') {
    for (let at = 12; at + 8 <= bytes.length;) {
      const type = text(at, 4)
      if (type === 'EXIF' || type === 'XMP ') found.push(type)
      const size = view.getUint32(at + 4, true)
      at += 8 + size + (size % 2)
    }
  } else {
    found.push('not an image format this check knows')
  }
  // And anywhere in the file: the signatures of EXIF and XMP, whatever holds them.
  const all = new TextDecoder('latin1').decode(bytes)
  if (all.includes('Exif\0\0')) found.push('Exif signature')
  if (all.includes('ns.adobe.com/xap')) found.push('XMP signature')
  return found
}
