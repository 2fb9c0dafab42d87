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
