/**
 * What the owner's app can take as an image, and what it says when it cannot. The limits keep a
 * decode within what a phone or laptop does in a moment: a 40 MB file, 64 megapixels (the
 * largest photos phones take at full resolution, 50 MP, fit).
 */
export const MAX_IMAGE_FILE_BYTES = 40 * 1024 * 1024
export const MAX_IMAGE_PIXELS = 64_000_000

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

export const IMAGE_PROBLEMS = {
  notAnImage: 'This file is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF file.',
  fileTooLarge: (bytes: number) =>
    `This file is too large (${megabytes(bytes)} MB). Please choose an image of at most ${megabytes(MAX_IMAGE_FILE_BYTES)} MB.`,
  tooManyPixels: (width: number, height: number) =>
    `This image is too large to process (${String(width)} × ${String(height)} pixels). Please choose one of at most ${String(MAX_IMAGE_PIXELS / 1_000_000)} megapixels.`,
  unreadable: 'This image could not be read: the file may be damaged or incomplete.',
  unsupported:
    'This browser cannot prepare images. Please use a current Chrome, Edge, Firefox or Safari, or the desktop app.',
} as const

/** An image the app will not take, with the reason to show the owner. */
export class ImageProblem extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImageProblem'
  }
}
