import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkImage } from '../../../supabase/local/storage/image-check.ts'
import { type FixtureType, imageBytes, imageFixtures, svgWithScript } from '../../support/images.ts'

const types = Object.keys(imageFixtures) as FixtureType[]

describe('upload content check', () => {
  it.each(types)('accepts a real %s image and names its type from the bytes', (type) => {
    expect(checkImage(imageBytes(type))).toEqual({ ok: true, mimeType: type })
  })

  it.each(types)('refuses a %s image with HTML after its end (a polyglot)', (type) => {
    const polyglot = Buffer.concat([
      imageBytes(type),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ])
    expect(checkImage(polyglot).ok).toBe(false)
  })

  it('refuses a GIF followed by script that ends in the GIF trailer byte ";"', () => {
    const tail = Buffer.from('<script>alert(1)</script>;')
    expect(checkImage(Buffer.concat([imageBytes('image/gif'), tail]))).toEqual({
      ok: false,
      reason: `The file has ${tail.length} bytes of other data after the GIF image`,
    })
  })

  it('refuses a WebP whose declared size was inflated to cover appended markup', () => {
    const inflated = Buffer.concat([imageBytes('image/webp'), Buffer.from('<html></html>')])
    inflated.writeUInt32LE(inflated.length - 8, 4)
    expect(checkImage(inflated)).toEqual({
      ok: false,
      reason: 'The file is not a complete WEBP image',
    })
  })

  it.each(types)('refuses a %s image followed by any markup', (type) => {
    fc.assert(
      fc.property(fc.string(), (markup) => {
        const polyglot = Buffer.concat([imageBytes(type), Buffer.from(`<${markup}`)])
        expect(checkImage(polyglot).ok).toBe(false)
      }),
    )
  })

  // AVIF is left out: its container may legitimately end in further boxes of any content.
  it.each(types.filter((type) => type !== 'image/avif'))(
    'refuses a %s image followed by any bytes at all',
    (type) => {
      fc.assert(
        fc.property(fc.uint8Array({ minLength: 1 }), (tail) => {
          expect(checkImage(Buffer.concat([imageBytes(type), tail])).ok).toBe(false)
        }),
      )
    },
  )

  it.each(types)('refuses a truncated %s image', (type) => {
    const bytes = imageBytes(type)
    expect(checkImage(bytes.subarray(0, bytes.length - 3)).ok).toBe(false)
  })

  it.each([
    ['an empty file', Buffer.alloc(0), 'The file is empty'],
    [
      'a text file',
      Buffer.from('just some text, named photo.png'),
      'Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded',
    ],
    [
      'an HTML page',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      'Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded',
    ],
    [
      'an SVG with a script',
      svgWithScript,
      'Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded',
    ],
    [
      'a PNG signature alone',
      imageBytes('image/png').subarray(0, 8),
      'The file is not a complete PNG image',
    ],
  ])('refuses %s with a clear reason', (_case, bytes, reason) => {
    expect(checkImage(bytes)).toEqual({ ok: false, reason })
  })
})
