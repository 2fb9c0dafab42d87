import { abortable } from './abortable.ts'
import {
  type MediaObject,
  type StoredFile,
  mediaItems,
  readMediaObjects,
  unusedFiles,
} from '../domain/media.ts'
import type { BackendClient } from './client.ts'
import type { DataClient } from './dataClient.ts'
import { dataOf, toBackendError } from './errors.ts'

/** Every object in the site's image buckets, with where it is used (owner only). */
export async function fetchMediaObjects(
  client: DataClient,
  signal?: AbortSignal,
): Promise<MediaObject[]> {
  return readMediaObjects(await dataOf(abortable(client.rpc('media_library'), signal)))
}

/** The public address of a stored file, to show it. */
export function mediaFileUrl(client: BackendClient, file: StoredFile): string {
  return client.storage.from(file.bucket).getPublicUrl(file.name).data.publicUrl
}

/** Deletes files from Storage, a request per bucket. */
export async function deleteMediaFiles(
  client: BackendClient,
  files: readonly StoredFile[],
): Promise<void> {
  const buckets = new Map<string, string[]>()
  for (const file of files)
    buckets.set(file.bucket, [...(buckets.get(file.bucket) ?? []), file.name])
  for (const [bucket, names] of buckets) {
    const { error } = await client.storage.from(bucket).remove(names)
    if (error) throw toBackendError(error)
  }
}

/**
 * Deletes the files a dry run listed, but only those still unused now: a post saved since the
 * dry run may have started using one.
 */
export async function deleteStillUnused(
  client: BackendClient,
  listed: readonly StoredFile[],
): Promise<number> {
  const unusedNow = new Set(
    unusedFiles(mediaItems(await fetchMediaObjects(client))).map(
      (file) => `${file.bucket}/${file.name}`,
    ),
  )
  const files = listed.filter((file) => unusedNow.has(`${file.bucket}/${file.name}`))
  await deleteMediaFiles(client, files)
  return files.length
}
