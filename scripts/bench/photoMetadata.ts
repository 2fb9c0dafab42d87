/**
 * What a phone writes into a photo besides its pixels: an EXIF block (camera, orientation and
 * the GPS position where it was taken), an XMP packet repeating the position, and a comment.
 * Added to a plain JPEG, it makes the photo a visitor must never receive.
 */

export interface PhoneMetadata {
  /** EXIF orientation: 1 upright, 6 the camera was turned a quarter clockwise. */
  orientation: number
  latitude: number
  longitude: number
}

/** The position the generated photos were "taken" at (Edinburgh). */
export const HOME_POSITION = { latitude: 55.9533, longitude: -3.1883 }

/** The JPEG with the phone's EXIF, XMP and comment segments after its start-of-image marker. */
export function withPhoneMetadata(jpeg: Uint8Array, metadata: PhoneMetadata): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('Not a JPEG')
  return Buffer.concat([
    jpeg.subarray(0, 2),
    segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiff(metadata)])),
    segment(0xe1, Buffer.concat([Buffer.from(`${XMP_NAMESPACE}\0`, 'latin1'), xmp(metadata)])),
    segment(0xfe, Buffer.from('Taken at home', 'latin1')),
    jpeg.subarray(2),
  ])
}

export const XMP_NAMESPACE = 'http://ns.adobe.com/xap/1.0/'

function segment(marker: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(4)
  header.writeUInt16BE(0xff00 | marker, 0)
  header.writeUInt16BE(payload.length + 2, 2)
  return Buffer.concat([header, payload])
}

function xmp({ latitude, longitude }: PhoneMetadata): Buffer {
  return Buffer.from(
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
      `<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="${latitude}" exif:GPSLongitude="${longitude}"/>` +
      '</rdf:RDF></x:xmpmeta>',
    'utf8',
  )
}

interface Entry {
  tag: number
  type: 'ascii' | 'short' | 'long' | 'rational'
  values: number[] | string
}

const TYPE_CODES = { ascii: 2, short: 3, long: 4, rational: 5 } as const
const TYPE_SIZES = { ascii: 1, short: 2, long: 4, rational: 8 } as const

/** A big-endian TIFF structure: IFD0 (make, orientation, GPS pointer) and the GPS IFD. */
function exifTiff({ orientation, latitude, longitude }: PhoneMetadata): Buffer {
  const ifd0Offset = 8
  const ifd0Size = ifdSize(3) + 'Phone'.length + 1
  const gpsOffset = ifd0Offset + ifd0Size
  const ifd0 = writeIfd(ifd0Offset, [
    { tag: 0x010f, type: 'ascii', values: 'Phone' },
    { tag: 0x0112, type: 'short', values: [orientation] },
    { tag: 0x8825, type: 'long', values: [gpsOffset] },
  ])
  const gps = writeIfd(gpsOffset, [
    { tag: 0x0001, type: 'ascii', values: latitude >= 0 ? 'N' : 'S' },
    { tag: 0x0002, type: 'rational', values: degrees(Math.abs(latitude)) },
    { tag: 0x0003, type: 'ascii', values: longitude >= 0 ? 'E' : 'W' },
    { tag: 0x0004, type: 'rational', values: degrees(Math.abs(longitude)) },
  ])
  const header = Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, ifd0Offset])
  return Buffer.concat([header, ifd0, gps])
}

/** Degrees, minutes and seconds as three rationals (numerator, denominator pairs). */
function degrees(value: number): number[] {
  const whole = Math.floor(value)
  const minutes = Math.floor((value - whole) * 60)
  const seconds = Math.round(((value - whole) * 60 - minutes) * 60 * 100)
  return [whole, 1, minutes, 1, seconds, 100]
}

const ifdSize = (entries: number) => 2 + entries * 12 + 4

/** One IFD at `offset` in the TIFF, with values that do not fit in an entry placed after it. */
function writeIfd(offset: number, entries: Entry[]): Buffer {
  const table = Buffer.alloc(ifdSize(entries.length))
  table.writeUInt16BE(entries.length, 0)
  const extra: Buffer[] = []
  let extraOffset = offset + table.length
  entries.forEach((entry, index) => {
    const at = 2 + index * 12
    const data = entryData(entry)
    const count = entry.type === 'ascii' ? data.length : data.length / TYPE_SIZES[entry.type]
    table.writeUInt16BE(entry.tag, at)
    table.writeUInt16BE(TYPE_CODES[entry.type], at + 2)
    table.writeUInt32BE(count, at + 4)
    if (data.length <= 4) data.copy(table, at + 8)
    else {
      table.writeUInt32BE(extraOffset, at + 8)
      extra.push(data)
      extraOffset += data.length
    }
  })
  return Buffer.concat([table, ...extra])
}

function entryData(entry: Entry): Buffer {
  if (typeof entry.values === 'string') return Buffer.from(`${entry.values}\0`, 'latin1')
  const size = entry.type === 'rational' ? 4 : TYPE_SIZES[entry.type]
  const data = Buffer.alloc(entry.values.length * size)
  entry.values.forEach((value, index) => {
    if (size === 2) data.writeUInt16BE(value, index * 2)
    else data.writeUInt32BE(value, index * 4)
  })
  return data
}
