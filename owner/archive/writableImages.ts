import type { ImageBucket } from '../../shared/backend/images.ts'
import type { ArchiveImage } from './archive.ts'
import type { ArchiveNote } from './notes.ts'

/** The folders of company-logos where the owner may put a logo. */
const LOGO_FOLDERS = ['experience-logos', 'earlier-experience-logos', 'startup-logos']

/**
 * Whether the owner may write an image at this path: anywhere in blog-images, or in a logo
 * folder of company-logos. The same rule as Storage's (private.is_site_image_path, which a
 * backend test compares with this one): an object elsewhere was put there by other means (the
 * service key, an older version), and a restore as the owner would be refused it.
 */
export function isWritableImagePath(bucket: ImageBucket, path: string): boolean {
  if (bucket === 'blog-images') return true
  const folder = path.split('/')
  return folder.length > 1 && LOGO_FOLDERS.includes(folder[0] ?? '')
}

/**
 * The archive's images a restore can write, and a note for each it leaves out: one object the
 * owner may not write never stops the rest of a restore.
 */
export function writableImages(images: readonly ArchiveImage[]): {
  writable: ArchiveImage[]
  notes: ArchiveNote[]
} {
  const writable = images.filter((image) => isWritableImagePath(image.bucket, image.path))
  const notes = images
    .filter((image) => !isWritableImagePath(image.bucket, image.path))
    .map((image): ArchiveNote => ({
      kind: 'skipped',
      subject: `${image.bucket}/${image.path}`,
      message:
        'It is outside the folders the site writes images to (it was put there by other means); it is not restored.',
    }))
  return { writable, notes }
}
