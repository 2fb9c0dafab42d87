import { HEADER_BYTES, readImageHeader } from '../../shared/domain/imageHeader.ts'
import { ORIGINAL_TYPE, PREPARED_QUALITY } from '../../shared/domain/imagePreparation.ts'
import {
  IMAGE_PROBLEMS,
  ImageProblem,
  MAX_IMAGE_FILE_BYTES,
  MAX_IMAGE_PIXELS,
} from '../../shared/domain/imageLimits.ts'
import {
  EMAIL_NAME,
  EMAIL_SIZE_WIDTH,
  type ImageVariants,
  SHARE_NAME,
  SHARE_SIZE,
  cappedSize,
  variantName,
  variantWidths,
} from '../../shared/domain/imageVariants.ts'

/** An image ready to store: the original, the files beside it, and what they are. */
export interface PreparedImage {
  original: Blob
  siblings: { name: string; blob: Blob }[]
  variants: ImageVariants
}

/**
 * Prepares an image the owner picked, with the browser's own decoder and encoders
 * (createImageBitmap and OffscreenCanvas: native code, nothing to download, in the desktop app
 * and every current browser). Decoding applies the photo's EXIF orientation; drawing the pixels
 * anew drops every block of metadata (EXIF with its GPS position, XMP, comments, thumbnails).
 * It keeps an original of at most 2400 px and writes WebP variants of 480 to 1600 px (JPEG where
 * the browser cannot write WebP), a JPEG of at most 1200 px for email (mail clients that show
 * no WebP), and with `share` a 1200 × 630 JPEG for link previews.
 */
export async function prepareImage(
  file: Blob,
  { share }: { share: boolean },
): Promise<PreparedImage> {
  if (file.size > MAX_IMAGE_FILE_BYTES)
    throw new ImageProblem(IMAGE_PROBLEMS.fileTooLarge(file.size))
  const header = readImageHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()))
  if (!header) throw new ImageProblem(IMAGE_PROBLEMS.notAnImage)
  refuseTooManyPixels(header.width, header.height)
  if (typeof OffscreenCanvas === 'undefined') throw new ImageProblem(IMAGE_PROBLEMS.unsupported)

  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(() => {
    throw new ImageProblem(IMAGE_PROBLEMS.unreadable)
  })
  try {
    refuseTooManyPixels(bitmap.width, bitmap.height)
    const size = cappedSize(bitmap.width, bitmap.height)
    const original = drawn(bitmap, size.width, size.height)
    const originalBlob = await encoded(
      original,
      ORIGINAL_TYPE[header.type],
      PREPARED_QUALITY.original,
    )
    const widths = variantWidths(size.width)
    const siblings: PreparedImage['siblings'] = []
    let format: ImageVariants['format'] = 'webp'
    for (const width of widths) {
      const variant = drawn(
        original,
        width,
        Math.max(1, Math.round((size.height * width) / size.width)),
      )
      let blob = await encoded(variant, `image/${format}`, PREPARED_QUALITY.variant)
      if (blob.type !== `image/${format}`) {
        // This browser writes no WebP: every variant is a JPEG instead.
        format = 'jpeg'
        blob = await encoded(variant, 'image/jpeg', PREPARED_QUALITY.variant)
      }
      siblings.push({ name: variantName(width, format), blob })
    }
    const emailWidth = Math.min(EMAIL_SIZE_WIDTH, size.width)
    const forEmail = drawn(
      original,
      emailWidth,
      Math.max(1, Math.round((size.height * emailWidth) / size.width)),
    )
    siblings.push({
      name: EMAIL_NAME,
      blob: await encoded(forEmail, 'image/jpeg', PREPARED_QUALITY.variant),
    })
    if (share) {
      const card = covered(original, SHARE_SIZE.width, SHARE_SIZE.height)
      siblings.push({
        name: SHARE_NAME,
        blob: await encoded(card, 'image/jpeg', PREPARED_QUALITY.share),
      })
    }
    return {
      original: originalBlob,
      siblings,
      variants: { ...size, widths, format, share, email: true },
    }
  } finally {
    bitmap.close()
  }
}

function refuseTooManyPixels(width: number | null, height: number | null): void {
  if (width !== null && height !== null && width * height > MAX_IMAGE_PIXELS) {
    throw new ImageProblem(IMAGE_PROBLEMS.tooManyPixels(width, height))
  }
}

function context2d(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext('2d')
  if (!context) throw new ImageProblem(IMAGE_PROBLEMS.unsupported)
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  return context
}

/** The source drawn at a size. */
function drawn(source: CanvasImageSource, width: number, height: number): OffscreenCanvas {
  const canvas = new OffscreenCanvas(width, height)
  context2d(canvas).drawImage(source, 0, 0, width, height)
  return canvas
}

/**
 * The middle of the source filling a frame, on white (a sharing image is a JPEG, which has no
 * transparency).
 */
function covered(source: OffscreenCanvas, width: number, height: number): OffscreenCanvas {
  const scale = Math.max(width / source.width, height / source.height)
  const canvas = new OffscreenCanvas(width, height)
  const context = context2d(canvas)
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  const drawnWidth = source.width * scale
  const drawnHeight = source.height * scale
  context.drawImage(
    source,
    (width - drawnWidth) / 2,
    (height - drawnHeight) / 2,
    drawnWidth,
    drawnHeight,
  )
  return canvas
}

/** The canvas as a file of `type`; JPEG on white, as it has no transparency. */
async function encoded(canvas: OffscreenCanvas, type: string, quality: number): Promise<Blob> {
  if (type !== 'image/jpeg') return canvas.convertToBlob({ type, quality })
  const flat = new OffscreenCanvas(canvas.width, canvas.height)
  const context = context2d(flat)
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, flat.width, flat.height)
  context.drawImage(canvas, 0, 0)
  return flat.convertToBlob({ type, quality })
}
