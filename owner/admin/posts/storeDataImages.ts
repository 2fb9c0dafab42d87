import { failureDescription } from '../../../shared/backend/errors.ts'
import { bodyImage, bodyImageAttributes } from '../../../shared/domain/bodyImages.ts'
import { ImageProblem } from '../../../shared/domain/imageLimits.ts'
import type { ImageChoice } from '../../../shared/domain/imageVariants.ts'
import { dataImageFile } from '../../media/dataImage.ts'

/** Whether a post's HTML keeps an image as a `data:` address, to be stored before it is saved. */
export function holdsDataImages(html: string): boolean {
  return /<img\b[^>]*\ssrc\s*=\s*["']?\s*data:/i.test(html)
}

/**
 * A post's HTML with every image kept in it as a `data:` address (dropped into the editor before
 * it stored images, or pasted from elsewhere) stored as a body image: prepared in sizes, and
 * written with its srcset, sizes, width, height and loading, its alt text kept. The site never
 * shows a data image, and one would carry its metadata into every revision and export.
 */
export async function storeDataImages(
  html: string,
  store: (file: Blob) => Promise<ImageChoice>,
): Promise<string> {
  if (!holdsDataImages(html)) return html
  const document = new DOMParser().parseFromString(html, 'text/html')
  for (const img of document.body.querySelectorAll('img')) {
    const src = img.getAttribute('src') ?? ''
    if (!src.trim().startsWith('data:')) continue
    const file = dataImageFile(src)
    if (!file) throw new ImageProblem('An image in the post is kept in a form that cannot be read.')
    const image = bodyImage(await store(file), img.getAttribute('alt') ?? '')
    for (const name of ['srcset', 'sizes', 'width', 'height']) img.removeAttribute(name)
    for (const [name, value] of bodyImageAttributes(image)) img.setAttribute(name, value)
  }
  return document.body.innerHTML
}

/** Why a post was not saved when storing one of its images failed, for the failure's toast. */
export function storingFailure(error: unknown): string {
  const reason = error instanceof ImageProblem ? error.message : failureDescription(error)
  return `an image in the post could not be stored. ${reason}`
}
