import sharp, { type Sharp } from 'sharp'
import { asBytes } from '../../owner/archive/bytes.ts'
import type { ImagePreparer, PreparedFiles } from '../../owner/archive/importers/importedImages.ts'
import { readImageHeader } from '../../shared/domain/imageHeader.ts'
import { MAX_IMAGE_PIXELS } from '../../shared/domain/imageLimits.ts'
import { ORIGINAL_TYPE, PREPARED_QUALITY } from '../../shared/domain/imagePreparation.ts'
import {
  EMAIL_NAME,
  EMAIL_SIZE_WIDTH,
  MAX_ORIGINAL_EDGE,
  SHARE_NAME,
  SHARE_SIZE,
  variantName,
  variantWidths,
} from '../../shared/domain/imageVariants.ts'

const quality = (share: number) => Math.round(share * 100)
const WHITE = { r: 255, g: 255, b: 255 }

/** The pipeline written as a file of `type`; JPEG on white, as it has no transparency. */
function encoded(pipeline: Sharp, type: 'image/jpeg' | 'image/png' | 'image/webp', of: number) {
  switch (type) {
    case 'image/jpeg':
      return pipeline.flatten({ background: WHITE }).jpeg({ quality: quality(of), mozjpeg: true })
    case 'image/png':
      return pipeline.png()
    case 'image/webp':
      return pipeline.webp({ quality: quality(of) })
  }
}

async function bytesOf(pipeline: Sharp) {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true })
  return { bytes: asBytes(new Uint8Array(data)), width: info.width, height: info.height }
}

/**
 * Prepares an imported image on the command line as the editor prepares a picked one in the
 * browser (owner/media/prepareImage.ts): turned upright from its EXIF orientation, every block
 * of metadata left out (sharp writes none unless asked), at most 2400 px on its long edge in
 * its own format (ORIGINAL_TYPE), WebP variants of the same widths, the JPEG for email, and for
 * a banner the 1200 × 630 sharing image. A GIF keeps its first frame.
 */
export const prepareWithSharp: ImagePreparer = async (bytes, { share }) => {
  const header = readImageHeader(bytes)
  if (!header) throw new Error('not an image')
  const source = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, pages: 1 })
  const original = await bytesOf(
    encoded(
      source().rotate().resize({
        width: MAX_ORIGINAL_EDGE,
        height: MAX_ORIGINAL_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      }),
      ORIGINAL_TYPE[header.type],
      PREPARED_QUALITY.original,
    ),
  )
  const widths = variantWidths(original.width)
  const siblings: { name: string; bytes: PreparedFiles['original'] }[] = []
  for (const width of widths) {
    const variant = sharp(original.bytes).resize({ width })
    siblings.push({
      name: variantName(width, 'webp'),
      bytes: (await bytesOf(encoded(variant, 'image/webp', PREPARED_QUALITY.variant))).bytes,
    })
  }
  const forEmail = sharp(original.bytes).resize({
    width: EMAIL_SIZE_WIDTH,
    withoutEnlargement: true,
  })
  siblings.push({
    name: EMAIL_NAME,
    bytes: (await bytesOf(encoded(forEmail, 'image/jpeg', PREPARED_QUALITY.variant))).bytes,
  })
  if (share) {
    const card = sharp(original.bytes).resize({ ...SHARE_SIZE, fit: 'cover' })
    siblings.push({
      name: SHARE_NAME,
      bytes: (await bytesOf(encoded(card, 'image/jpeg', PREPARED_QUALITY.share))).bytes,
    })
  }
  return {
    original: original.bytes,
    siblings,
    variants: {
      width: original.width,
      height: original.height,
      widths,
      format: 'webp',
      share,
      email: true,
    },
  }
}
