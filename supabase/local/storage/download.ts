import { type ApiRequest, type ApiResponse, header } from '../http/types.ts'
import { noSuchKey } from './errors.ts'
import { type ObjectRow, findObject, findPublicObject } from './objects.ts'
import {
  type StorageCall,
  type StorageContext,
  asCaller,
  asStorageServer,
} from './storage-context.ts'

/** Downloads from a public bucket (anyone) or as the caller, with caching and attachment headers. */

export async function publicDownload(
  context: StorageContext,
  request: ApiRequest,
  bucketId: string,
  name: string,
): Promise<ApiResponse> {
  const object = await asStorageServer(context.db, (session) =>
    findPublicObject(session, bucketId, name),
  )
  return serveObject(context, request, object, name)
}

export async function download(call: StorageCall, name: string): Promise<ApiResponse> {
  const { context, request, bucketId } = call
  const object = await asCaller(call, (session) => findObject(session, bucketId, name))
  return serveObject(context, request, object, name)
}

function serveObject(
  context: StorageContext,
  request: ApiRequest,
  object: ObjectRow | null,
  name: string,
): ApiResponse {
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
    headers: {
      ...headers,
      ...downloadHeaders(request, name),
      'Content-Length': String(bytes.length),
    },
    body: request.method === 'HEAD' ? '' : Buffer.from(bytes),
  }
}

/** `?download` (or `?download=name`): served as an attachment, as Supabase Storage does. */
function downloadHeaders(request: ApiRequest, name: string): Record<string, string> {
  const download = request.query.get('download')
  if (download === null) return {}
  const fileName = download === '' ? (name.split('/').pop() ?? '') : download
  return { 'Content-Disposition': `attachment; filename="${encodeURIComponent(fileName)}"` }
}
