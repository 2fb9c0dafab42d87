import type { ImageBucket } from '../backend/images.ts'
import { readImageVariants, siblingNames, variantsColumn } from '../domain/imageVariants.ts'
import type { JsonObject, PendingFile } from './draftStore.ts'
import { jsonObject } from './restore.ts'

/**
 * An image chosen while the backend was unreachable is kept in the draft store, and the form
 * holds this reference in place of an address until the save uploads it:
 * `pending-image:{bucket}:{fileId}:{path}`.
 */
const PREFIX = 'pending-image:'

export function pendingImageRef(bucket: ImageBucket, fileId: string, path: string): string {
  return `${PREFIX}${bucket}:${fileId}:${path}`
}

/** Where a file stored beside a pending image (a variant) is kept on this computer. */
export function siblingFileId(fileId: string, name: string): string {
  return `${fileId}:${name}`
}

export function isPendingImage(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX)
}

function parse(ref: string): { bucket: ImageBucket; fileId: string; path: string } | null {
  const match = /^pending-image:(blog-images|company-logos):([^:]+):(.+)$/.exec(ref)
  if (!match) return null
  return { bucket: match[1] as ImageBucket, fileId: match[2] ?? '', path: match[3] ?? '' }
}

/** The stored file a reference points to. */
export function pendingImageFileId(ref: string): string | null {
  return parse(ref)?.fileId ?? null
}

/**
 * Splits a row to be saved into what can be written now and the images still to upload: each
 * pending reference becomes a PendingFile, with the files its variants column names beside it,
 * and its column is left out until the upload.
 */
export function extractPendingImages(input: object): {
  input: JsonObject
  files: PendingFile[]
} {
  const files: PendingFile[] = []
  const written: JsonObject = {}
  // What a form saves is JSON (a column left undefined is not written).
  for (const [column, value] of Object.entries(jsonObject(input))) {
    const pending = isPendingImage(value) ? parse(value) : null
    if (!pending) {
      written[column] = value
      continue
    }
    const variants = readImageVariants(input[variantsColumn(column) as keyof typeof input])
    files.push({ column, ...pending, siblings: variants ? siblingNames(variants) : [] })
  }
  return { input: written, files }
}
