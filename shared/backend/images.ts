import { siblingPath } from '../domain/imageVariants.ts'
import type { BackendClient } from './client.ts'
import { toBackendError } from './errors.ts'

export type ImageBucket = 'blog-images' | 'company-logos'

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
}

/**
 * `{name}-{timestamp}.{extension}`, the extension of the file's type: a fresh name for every
 * upload, so caches never mix them up.
 */
export function timestampedName(name: string, type: string, now = Date.now()): string {
  return `${name}-${String(now)}.${EXTENSIONS[type] ?? 'img'}`
}

/**
 * Uploads an image file to a public bucket and returns its public address. With `replace`, an
 * object already at that path is overwritten (a retried upload of the same file).
 */
export async function uploadImage(
  client: BackendClient,
  bucket: ImageBucket,
  path: string,
  file: Blob,
  { replace = false }: { replace?: boolean } = {},
): Promise<string> {
  // Sent as the raw bytes with their type (not as a form): the simplest request to inspect.
  const bytes = await file.arrayBuffer()
  const { error } = await client.storage
    .from(bucket)
    .upload(path, bytes, { contentType: file.type, upsert: replace })
  if (error) throw toBackendError(error)
  return client.storage.from(bucket).getPublicUrl(path).data.publicUrl
}

/** An image and the files stored beside it (its variants, its sharing image), by name. */
export interface ImageFiles {
  original: Blob
  siblings: readonly { name: string; blob: Blob }[]
}

/**
 * Uploads an image with its siblings and returns the original's address. The siblings go first:
 * a row that points at the original finds every size it names already there.
 */
export async function uploadImageFiles(
  client: BackendClient,
  bucket: ImageBucket,
  path: string,
  files: ImageFiles,
): Promise<string> {
  await Promise.all(
    files.siblings.map(({ name, blob }) =>
      uploadImage(client, bucket, siblingPath(path, name), blob, { replace: true }),
    ),
  )
  return uploadImage(client, bucket, path, files.original, { replace: true })
}

/** The folders of the company-logos bucket, one per list on the About page. */
export type LogoFolder = 'experience-logos' | 'earlier-experience-logos' | 'startup-logos'
