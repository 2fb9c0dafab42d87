import { crc32, deflateSync } from 'node:zlib'

/** A well-formed PNG of at least this many bytes: black RGB pixels, stored uncompressed. */
export function pngOfAtLeast(minimumBytes: number): Buffer {
  const width = 1024
  const rowBytes = 1 + width * 3
  const height = Math.ceil(minimumBytes / rowBytes)
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // Each row: filter type 0, then its pixels; level 0 keeps the size of the raw data.
    chunk('IDAT', deflateSync(Buffer.alloc(rowBytes * height), { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const checksum = Buffer.alloc(4)
  checksum.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, checksum])
}
