import type { BackendClient } from '../../../shared/backend/client.ts'
import { uploadImageFiles } from '../../../shared/backend/images.ts'
import type { DraftStore, PendingFile, QueuedChange } from '../store/draftStore.ts'
import { holdsPendingImage, siblingFileId, withUploadedImage } from './pendingImages.ts'

/** A file kept for an image chosen offline. */
async function readKept(store: DraftStore, fileId: string): Promise<Blob> {
  const blob = await store.readFile(fileId)
  if (!blob) throw new Error('An image chosen offline is no longer on this computer')
  return blob
}

/** Deletes an image chosen offline, and its variants, from this computer. */
export async function deleteKept(store: DraftStore, file: PendingFile): Promise<void> {
  await store.deleteFile(file.fileId)
  for (const name of file.siblings) await store.deleteFile(siblingFileId(file.fileId, name))
}

/**
 * Uploads the change's offline images (each with its variants), recording each address as
 * soon as it is stored. An image taken out of the HTML that held it since is not uploaded.
 */
export async function uploadKeptImages(
  store: DraftStore,
  client: BackendClient,
  change: QueuedChange,
): Promise<QueuedChange> {
  let current = change
  for (const file of change.pendingFiles) {
    const html = current.input[file.column]
    const dropped = () => ({
      ...current,
      pendingFiles: current.pendingFiles.filter((pending) => pending !== file),
    })
    if (file.inHtml && !(typeof html === 'string' && holdsPendingImage(html, file))) {
      current = dropped()
      await store.putChange(current)
      await deleteKept(store, file)
      continue
    }
    const siblings = await Promise.all(
      file.siblings.map(async (name) => ({
        name,
        blob: await readKept(store, siblingFileId(file.fileId, name)),
      })),
    )
    const original = await readKept(store, file.fileId)
    const url = await uploadImageFiles(client, file.bucket, file.path, { original, siblings })
    const value = typeof html === 'string' && file.inHtml ? withUploadedImage(html, file, url) : url
    current = { ...dropped(), input: { ...current.input, [file.column]: value } }
    await store.putChange(current)
    await deleteKept(store, file)
  }
  return current
}

/**
 * A newer image for a column replaces the one queued before it; the images of an HTML column
 * are kept side by side (those the HTML no longer holds are left out when it syncs).
 */
export function mergeFiles(earlier: PendingFile[], later: PendingFile[]): PendingFile[] {
  const replaced = new Set(later.filter((file) => !file.inHtml).map((file) => file.column))
  const added = new Set(later.map((file) => file.fileId))
  return [
    ...earlier.filter((file) =>
      file.inHtml ? !added.has(file.fileId) : !replaced.has(file.column),
    ),
    ...later,
  ]
}
