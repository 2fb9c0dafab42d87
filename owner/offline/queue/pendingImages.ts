import type { ImageBucket } from '../../../shared/backend/images.ts'
import { PENDING_IMAGE_SCHEME } from '../../../shared/domain/bodyImages.ts'
import {
  readImageVariants,
  siblingNames,
  siblingPath,
  variantsColumn,
} from '../../../shared/domain/imageVariants.ts'
import type { JsonObject, PendingFile } from '../store/draftStore.ts'
import { jsonObject } from '../store/restore.ts'

/**
 * An image chosen while the backend was unreachable is kept in the draft store, and the form
 * holds this reference in place of an address until the save uploads it:
 * `pending-image:{bucket}:{fileId}:{path}`.
 */
const PREFIX = PENDING_IMAGE_SCHEME

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
 * and its column is left out until the upload. An HTML column (a post's body) is written with
 * its pending images, which become addresses when they are uploaded.
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
      if (typeof value === 'string') files.push(...pendingInHtml(column, value))
      continue
    }
    const variants = readImageVariants(input[variantsColumn(column) as keyof typeof input])
    files.push({
      column,
      inHtml: false,
      ...pending,
      siblings: variants ? siblingNames(variants) : [],
    })
  }
  return { input: written, files }
}

const HTML_REFERENCE = /pending-image:(blog-images|company-logos):([^:"'\s<>]+):([^"'\s<>,]+)/g

/**
 * The pending images of an HTML text, one per image with the files beside it (every size its
 * `srcset` names). Each is named in the text by its path and its sizes' paths; the original's is
 * the shortest, as a size's path is the original's stem with `-{size name}` after it.
 */
function pendingInHtml(column: string, html: string): PendingFile[] {
  const paths = new Map<string, { bucket: ImageBucket; paths: Set<string> }>()
  for (const [, bucket, fileId = '', path = ''] of html.matchAll(HTML_REFERENCE)) {
    const entry = paths.get(fileId) ?? { bucket: bucket as ImageBucket, paths: new Set() }
    entry.paths.add(path)
    paths.set(fileId, entry)
  }
  return [...paths].map(([fileId, { bucket, paths: named }]) => {
    const [path = '', ...others] = [...named].sort((a, b) => a.length - b.length)
    const stem = siblingPath(path, '')
    return {
      column,
      inHtml: true,
      fileId,
      bucket,
      path,
      siblings: others
        .filter((other) => other.startsWith(stem))
        .map((other) => other.slice(stem.length)),
    }
  })
}

/**
 * An HTML text with an uploaded image's pending references (the original's and its sizes') as
 * the addresses the files have now: `url` is the original's, which ends in its path.
 */
export function withUploadedImage(html: string, file: PendingFile, url: string): string {
  const base = url.slice(0, url.length - file.path.length)
  return html.replaceAll(pendingImageRef(file.bucket, file.fileId, ''), base)
}

/** Whether an HTML text still holds a pending image. */
export function holdsPendingImage(html: string, file: PendingFile): boolean {
  return html.includes(pendingImageRef(file.bucket, file.fileId, file.path))
}
