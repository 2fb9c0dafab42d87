import type { BackendClient } from './client.ts'
import { toBackendError } from './errors.ts'

export type ImageBucket = 'blog-images' | 'company-logos'

/** `{name}-{timestamp}.{extension}`: a fresh name for every upload, so caches never mix them up. */
export function timestampedName(
  name: string,
  file: { name: string; type: string },
  now = Date.now(),
): string {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]
  const extension = (fromName ?? file.type.split('/')[1] ?? 'img').toLowerCase()
  return `${name}-${now}.${extension}`
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

/** The folders of the company-logos bucket, one per list on the About page. */
export type LogoFolder = 'experience-logos' | 'earlier-experience-logos' | 'startup-logos'
