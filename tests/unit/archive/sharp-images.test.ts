import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { asBytes } from '../../../owner/archive/bytes.ts'
import { imageType } from '../../../owner/archive/imageType.ts'
import { prepareWithSharp } from '../../../scripts/archive/sharpImages.ts'
import { metadataBlocks } from '../../support/imageMetadata.ts'

/** A phone photo as phones write it: sideways with an EXIF orientation, and an EXIF block. */
async function phonePhoto(): Promise<Uint8Array<ArrayBuffer>> {
  const data = await sharp({
    create: { width: 4000, height: 1200, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg({ quality: 70 })
    .withExif({ IFD0: { Make: 'Phone', Artist: 'Jane Doe' } })
    .withMetadata({ orientation: 6 })
    .toBuffer()
  return asBytes(new Uint8Array(data))
}

describe('an imported image prepared on the command line', () => {
  it('is upright, at most 2400 px, stripped of metadata, in its own format, with WebP sizes, a JPEG for email and a share image', async () => {
    const photo = await phonePhoto()
    expect(metadataBlocks(photo)).not.toEqual([])
    const prepared = await prepareWithSharp(photo, { share: true })
    expect(prepared.variants).toEqual({
      width: 720,
      height: 2400,
      widths: [480],
      format: 'webp',
      share: true,
      email: true,
    })
    expect(imageType(prepared.original)).toBe('image/jpeg')
    expect(metadataBlocks(prepared.original)).toEqual([])
    expect(await sharp(prepared.original).metadata()).toMatchObject({ width: 720, height: 2400 })
    expect(prepared.siblings.map((sibling) => sibling.name)).toEqual([
      '480w.webp',
      'email.jpg',
      'share.jpg',
    ])
    for (const sibling of prepared.siblings) expect(metadataBlocks(sibling.bytes)).toEqual([])
    // The JPEG for email is never wider than the original (720 px here, under 1200).
    expect(await sharp(prepared.siblings[1]?.bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: 720,
      height: 2400,
    })
    expect(await sharp(prepared.siblings[2]?.bytes).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    })
  })

  it('keeps a GIF’s first frame as a PNG, and refuses what is not an image', async () => {
    const gif = asBytes(
      new Uint8Array(
        await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ff0000' } })
          .gif()
          .toBuffer(),
      ),
    )
    expect(imageType((await prepareWithSharp(gif, { share: false })).original)).toBe('image/png')
    await expect(
      prepareWithSharp(asBytes(new Uint8Array([1, 2, 3])), { share: false }),
    ).rejects.toThrow()
  })
})
