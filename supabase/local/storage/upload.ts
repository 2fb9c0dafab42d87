import { createHash } from 'node:crypto'
import { type ApiResponse, header, jsonResponse } from '../http/types.ts'
import { StorageError, noSuchKey, notSupported } from './errors.ts'
import { checkImage } from './image-check.ts'
import { type ObjectMetadata, writeObject } from './objects.ts'
import { readUpload } from './request-parts.ts'
import { type StorageCall, asCaller, bucketNamed } from './storage-context.ts'

/**
 * An upload: within the bucket's size limit, an image of a type the bucket allows (checked from
 * its bytes), written as the caller so the policies decide, with its bytes in the file store.
 */

export async function upload(call: StorageCall, name: string): Promise<ApiResponse> {
  const { context, request, caller, bucketId } = call
  const bucket = await bucketNamed(context.db, bucketId)
  const { bytes, cacheControl } = readUpload(request)
  const limit = Math.min(context.maxFileSizeBytes, Number(bucket.file_size_limit ?? Infinity))
  if (bytes.length > limit) {
    throw new StorageError(
      '413',
      'EntityTooLarge',
      'Payload too large',
      `The object exceeded the maximum allowed size of ${formatMegabytes(limit)}`,
    )
  }
  const image = checkImage(bytes)
  if (!image.ok) throw new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', image.reason)
  if (bucket.allowed_mime_types && !bucket.allowed_mime_types.includes(image.mimeType)) {
    throw new StorageError(
      '415',
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${image.mimeType} is not supported`,
    )
  }

  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.length,
    mimetype: image.mimeType,
    cacheControl: `max-age=${cacheControl}`,
    lastModified: new Date().toUTCString(),
    contentLength: bytes.length,
    httpStatusCode: 200,
  }
  if (header(request, 'x-metadata') !== undefined) {
    throw notSupported('Custom object metadata (x-metadata)')
  }
  const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : null
  const mode = header(request, 'x-upsert') === 'true' ? 'upsert' : 'insert'
  const id = await asCaller(call, async (session) => {
    const stored = await writeObject(session, { bucketId, name, owner, metadata, mode })
    if (!stored) throw noSuchKey()
    // Inside the transaction: if the bytes cannot be written, the row is not kept either.
    context.files.write(stored, bytes)
    return stored
  })
  return jsonResponse(200, { Id: id, Key: `${bucketId}/${name}` })
}

function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
}
