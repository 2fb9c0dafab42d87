import { describe, expect, it } from 'vitest'
import { readImageHeader } from '../../../shared/domain/imageHeader.ts'
import {
  type ImageVariants,
  cappedSize,
  imageColumns,
  imageSrcSet,
  readImageChoice,
  readImageVariants,
  siblingNames,
  siblingPath,
  variantWidths,
  variantsColumn,
} from '../../../shared/domain/imageVariants.ts'
import { sharingImageAddress } from '../../../supabase/functions/_shared/imageNames.ts'
import { type FixtureType, imageBytes } from '../../support/images.ts'

const variants: ImageVariants = {
  width: 2400,
  height: 1800,
  widths: [480, 800, 1200, 1600],
  format: 'webp',
  share: true,
  email: false,
}
const url = 'https://project.supabase.co/storage/v1/object/public/blog-images/gap-1700000000.jpg'

describe('image sizes', () => {
  it('cap the original at 2400 px on its long edge, and never enlarge', () => {
    expect(cappedSize(4000, 3000)).toEqual({ width: 2400, height: 1800 })
    expect(cappedSize(3000, 4000)).toEqual({ width: 1800, height: 2400 })
    expect(cappedSize(640, 480)).toEqual({ width: 640, height: 480 })
  })

  it('make only the variants narrower than the original', () => {
    expect(variantWidths(2400)).toEqual([480, 800, 1200, 1600])
    expect(variantWidths(1000)).toEqual([480, 800])
    expect(variantWidths(300)).toEqual([])
  })

  it('are stored beside the original, and listed as srcset with the original widest', () => {
    expect(siblingNames(variants)).toEqual([
      '480w.webp',
      '800w.webp',
      '1200w.webp',
      '1600w.webp',
      'share.jpg',
    ])
    expect(siblingPath('experience-logos/acme-17.png', '480w.webp')).toBe(
      'experience-logos/acme-17-480w.webp',
    )
    expect(siblingPath(`${url}?v=2`, 'share.jpg')).toBe(url.replace('.jpg', '-share.jpg'))
    expect(imageSrcSet(url, { ...variants, widths: [480, 800], format: 'jpeg' })).toBe(
      `${url.replace('.jpg', '-480w.jpg')} 480w, ${url.replace('.jpg', '-800w.jpg')} 800w, ${url} 2400w`,
    )
    expect(sharingImageAddress('https://site.example', url, true)).toBe(
      url.replace('.jpg', '-share.jpg'),
    )
    expect(sharingImageAddress('https://site.example', url, false)).toBe(url)
    expect(sharingImageAddress('https://site.example', '/images/a.png', true)).toBe(
      'https://site.example/images/a-share.jpg',
    )
    expect(variantsColumn('featured_image_url')).toBe('featured_image_variants')
  })

  it('read back from a row or a draft only when well-formed', () => {
    expect(readImageVariants(variants)).toEqual(variants)
    for (const broken of [
      null,
      'x',
      [],
      { ...variants, width: 0 },
      { ...variants, height: 2401 },
      { ...variants, widths: [480, 'x'] },
      { ...variants, format: 'avif' },
      { ...variants, share: 'yes' },
    ]) {
      expect(readImageVariants(broken)).toBeNull()
    }
    expect(readImageChoice(url)).toEqual({ url, variants: null })
    expect(readImageChoice({ url, variants })).toEqual({ url, variants })
    expect(readImageChoice({ url, variants: { width: 1 } })).toEqual({ url, variants: null })
    expect(readImageChoice({ variants })).toBeNull()
    expect(readImageChoice('')).toBeNull()
    expect(imageColumns({ url, variants })).toEqual({ url, variants })
    expect(imageColumns(null)).toEqual({ url: null, variants: null })
  })
})

describe('image headers', () => {
  it.each<[FixtureType]>([
    ['image/png'],
    ['image/jpeg'],
    ['image/gif'],
    ['image/webp'],
    ['image/avif'],
  ])('tell a %s and its size', (type) => {
    const header = readImageHeader(imageBytes(type))
    expect(header?.type).toBe(type)
    expect(header?.width).toBeGreaterThan(0)
    expect(header?.height).toBeGreaterThan(0)
  })

  it('are not found in what is not an image', () => {
    expect(
      readImageHeader(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull()
    expect(readImageHeader(new Uint8Array([0xff, 0xd8]))).toBeNull()
    expect(readImageHeader(new Uint8Array())).toBeNull()
  })

  it('give the size a decoder would have to allocate, before decoding', () => {
    // A PNG header claiming 20000 × 20000 pixels, and nothing after it.
    const header = new Uint8Array(33)
    header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    header.set(new TextEncoder().encode('IHDR'), 12)
    new DataView(header.buffer).setUint32(16, 20_000)
    new DataView(header.buffer).setUint32(20, 20_000)
    expect(readImageHeader(header)).toEqual({ type: 'image/png', width: 20_000, height: 20_000 })
  })
})
