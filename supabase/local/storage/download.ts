import { type ApiRequest, type ApiResponse, header } from '../http/types.ts'
import { noSuchKey, notSupported } from './errors.ts'
import { type ObjectRow, findObject, findPublicObject } from './objects.ts'
import {
  type StorageCall,
  type StorageContext,
  asCaller,
  asStorageServer,
} from './storage-context.ts'

/** Downloads from a public bucket (anyone) or as the caller, with caching headers. */

export async function publicDownload(
  context: StorageContext,
  request: ApiRequest,
  bucketId: string,
  name: string,
): Promise<ApiResponse> {
  const object = await asStorageServer(context.db, (session) =>
    findPublicObject(session, bucketId, name),
  )
  return serveObject(context, request, object)
}

export async function download(call: StorageCall, name: string): Promise<ApiResponse> {
  const { context, request, bucketId } = call
  const object = await asCaller(call, (session) => findObject(session, bucketId, name))
  return serveObject(context, request, object)
}

function serveObject(
  context: StorageContext,
  request: ApiRequest,
  object: ObjectRow | null,
): ApiResponse {
  if (request.query.has('download')) {
    throw notSupported('Downloading as an attachment (?download)')
  }
  const bytes = object ? context.files.read(object.id) : null
  if (!object?.metadata || !bytes) throw noSuchKey()
  const { metadata } = object
  const headers = {
    'Content-Type': metadata.mimetype,
    'Cache-Control': metadata.cacheControl,
    ETag: metadata.eTag,
    'Last-Modified': metadata.lastModified,
    // Served as exactly the image type that was checked at upload, never sniffed as something else.
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  }
  if (header(request, 'if-none-match') === metadata.eTag) return { status: 304, headers }
  return {
    status: 200,
    headers: { ...headers, 'Content-Length': String(bytes.length) },
    body: Buffer.from(bytes),
  }
}
