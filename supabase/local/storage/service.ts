import { createHash } from 'node:crypto'
import { type Database, type SqlSession, isPostgresError } from '../database/Database.ts'
import { type Caller, identifyCaller, runAsCaller } from '../http/caller.ts'
import { passGateway } from '../http/gateway.ts'
import { routeTable, routedService } from '../http/router.ts'
import {
  type ApiRequest,
  type ApiResponse,
  type Service,
  header,
  jsonResponse,
} from '../http/types.ts'
import type { ApiKeys } from '../keys.ts'
import {
  StorageError,
  accessDenied,
  invalidRequest,
  noSuchBucket,
  noSuchKey,
  notSupported,
} from './errors.ts'
import type { FileStore } from './file-store.ts'
import { checkImage } from './image-check.ts'
import {
  type BucketRow,
  type ObjectMetadata,
  type ObjectRow,
  deleteObjects,
  findBucket,
  findObject,
  findPublicObject,
  objectsUnder,
  writeObject,
} from './objects.ts'
import { jsonObject, objectName, positiveInteger, readUpload } from './request-parts.ts'

export interface StorageContext {
  db: Database
  keys: ApiKeys
  files: FileStore
  /** The project-wide upload limit (config.toml `[storage] file_size_limit`). */
  maxFileSizeBytes: number
}

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const

/** One line of a listing: a file, or a folder (which has only a name). */
interface ListEntry {
  name: string
  id: string | null
  created_at: string | null
  updated_at: string | null
  last_accessed_at: string | null
  metadata: ObjectMetadata | null
}

/** A Storage endpoint the stand-in refuses, naming the feature. */
function refuse(feature: string): () => Promise<ApiResponse> {
  return () => Promise.reject(notSupported(feature))
}

/**
 * `/storage/v1`: upload, public and authenticated download, remove and list, as storage-js
 * calls them; what else Supabase Storage offers is refused, naming the feature. Every object row is written as the caller, so the `storage.objects` policies of
 * the migrations decide who may do what; the bytes live in a file store under the object's id.
 */
export function createStorageService(context: StorageContext): Service {
  /** Public downloads need no API key; everything else passes the gateway as the caller. */
  const callerOf = (request: ApiRequest): Caller => {
    const identified = identifyCaller(passGateway(request, context.keys), context.keys.jwtSecret)
    if (!identified.ok) {
      throw accessDenied(identified.problem === 'expired' ? 'jwt expired' : 'invalid signature')
    }
    return identified
  }
  const publicObject = (request: ApiRequest, { bucket, name }: { bucket: string; name: string }) =>
    publicDownload(context, request, bucket, objectName(name.split('/')))
  const ownObject = (request: ApiRequest, { bucket, name }: { bucket: string; name: string }) =>
    download(context, request, callerOf(request), bucket, objectName(name.split('/')))
  const store = (request: ApiRequest, { bucket, name }: { bucket: string; name: string }) =>
    upload(context, request, callerOf(request), bucket, objectName(name.split('/')))
  const notFound = () => new StorageError('404', 'NotFound', 'Not Found', 'Route not found')

  return routedService({
    open: (request) => request,
    routes: routeTable<ApiRequest>()({
      'GET /object/public/:bucket/*name': publicObject,
      'HEAD /object/public/:bucket/*name': publicObject,
      'GET /object/authenticated/:bucket/*name': ownObject,
      'HEAD /object/authenticated/:bucket/*name': ownObject,
      'POST /object/list/:bucket': (request, { bucket }) =>
        list(context, request, callerOf(request), bucket),
      'POST /object/list-v2/:bucket': refuse('Listing objects with list-v2'),
      'POST /object/move': refuse('Moving objects'),
      'POST /object/copy': refuse('Copying objects'),
      'POST /object/sign/:bucket': refuse('Signed URLs'),
      'POST /object/sign/:bucket/*name': refuse('Signed URLs'),
      'GET /object/sign/:bucket/*name': refuse('Signed URLs'),
      'POST /object/upload/sign/:bucket/*name': refuse('Signed upload URLs'),
      'PUT /object/upload/sign/:bucket/*name': refuse('Signed upload URLs'),
      'GET /object/info/:bucket/*name': refuse('Object information'),
      'GET /render/image/public/:bucket/*name': refuse('Image transformations'),
      'GET /render/image/authenticated/:bucket/*name': refuse('Image transformations'),
      'GET /render/image/sign/:bucket/*name': refuse('Image transformations'),
      'GET /bucket': refuse('Managing buckets through the API'),
      'POST /bucket': refuse('Managing buckets through the API'),
      'GET /bucket/:id': refuse('Managing buckets through the API'),
      'PUT /bucket/:id': refuse('Managing buckets through the API'),
      'DELETE /bucket/:id': refuse('Managing buckets through the API'),
      'POST /bucket/:id/empty': refuse('Managing buckets through the API'),
      'DELETE /object/:bucket': (request, { bucket }) =>
        remove(context, request, callerOf(request), bucket),
      'POST /object/:bucket/*name': store,
      'PUT /object/:bucket/*name': store,
      'GET /object/:bucket/*name': ownObject,
      'HEAD /object/:bucket/*name': ownObject,
    }),
    errors: {
      toResponse: (error) => (error instanceof StorageError ? error.toResponse() : null),
      notFound,
      methodNotAllowed: notFound,
      malformedPath: () => invalidRequest('Invalid percent-encoding in the path'),
      invalidValue: (error) => invalidRequest(error.message),
    },
  })
}

async function upload(
  context: StorageContext,
  request: ApiRequest,
  caller: Caller,
  bucketId: string,
  name: string,
): Promise<ApiResponse> {
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
  const upsert = header(request, 'x-upsert') === 'true'
  const mode = request.method === 'PUT' ? 'update' : upsert ? 'upsert' : 'insert'
  const id = await asCaller(context.db, request, caller, async (session) => {
    const stored = await writeObject(session, { bucketId, name, owner, metadata, mode })
    if (!stored) throw noSuchKey()
    // Inside the transaction: if the bytes cannot be written, the row is not kept either.
    context.files.write(stored, bytes)
    return stored
  })
  return jsonResponse(200, { Id: id, Key: `${bucketId}/${name}` })
}

async function publicDownload(
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

async function download(
  context: StorageContext,
  request: ApiRequest,
  caller: Caller,
  bucketId: string,
  name: string,
): Promise<ApiResponse> {
  const object = await asCaller(context.db, request, caller, (session) =>
    findObject(session, bucketId, name),
  )
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

async function remove(
  context: StorageContext,
  request: ApiRequest,
  caller: Caller,
  bucketId: string,
): Promise<ApiResponse> {
  const body = jsonObject(request)
  const prefixes = body.prefixes
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    !prefixes.every((p) => typeof p === 'string')
  ) {
    throw invalidRequest('body/prefixes must be a non-empty list of object names')
  }
  const removed = await asCaller(context.db, request, caller, (session) =>
    deleteObjects(session, bucketId, prefixes),
  )
  for (const object of removed) context.files.remove(object.id)
  return jsonResponse(
    200,
    removed.map((object) => ({ ...object, ...timestamps(object) })),
  )
}

async function list(
  context: StorageContext,
  request: ApiRequest,
  caller: Caller,
  bucketId: string,
): Promise<ApiResponse> {
  const body = jsonObject(request)
  const rawPrefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : ''
  const prefix = rawPrefix === '' ? '' : `${rawPrefix}/`
  const limit = positiveInteger(body.limit, 100)
  const offset = positiveInteger(body.offset, 0)
  const search = typeof body.search === 'string' ? body.search : ''
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown }
  const column = SORT_COLUMNS.find((candidate) => candidate === sortBy.column) ?? 'name'
  const descending = sortBy.order === 'desc'

  const rows = await asCaller(context.db, request, caller, (session) =>
    objectsUnder(session, bucketId, prefix),
  )
  const entries = new Map<string, ListEntry>()
  for (const row of rows) {
    const rest = row.name.slice(prefix.length)
    const folder = rest.split('/')[0] ?? ''
    if (search && !rest.toLowerCase().includes(search.toLowerCase())) continue
    entries.set(
      rest.includes('/') ? `${folder}/` : rest,
      rest.includes('/')
        ? {
            name: folder,
            id: null,
            updated_at: null,
            created_at: null,
            last_accessed_at: null,
            metadata: null,
          }
        : { name: rest, id: row.id, ...timestamps(row), metadata: row.metadata },
    )
  }
  const sorted = [...entries.values()].sort((a, b) => {
    const order = (a[column] ?? '').localeCompare(b[column] ?? '')
    return descending ? -order : order
  })
  return jsonResponse(200, sorted.slice(offset, offset + limit))
}

async function bucketNamed(db: Database, id: string): Promise<BucketRow> {
  const bucket = await asStorageServer(db, (session) => findBucket(session, id))
  if (!bucket) throw noSuchBucket()
  return bucket
}

/** Runs work as the caller, so the storage policies apply. */
async function asCaller<T>(
  db: Database,
  request: ApiRequest,
  caller: Caller,
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  try {
    return await runAsCaller(db, request, caller, work)
  } catch (error) {
    if (!isPostgresError(error)) throw error
    if (error.code === '42501') throw accessDenied('new row violates row-level security policy')
    if (error.code === '23505') {
      throw new StorageError('409', 'Duplicate', 'Duplicate', 'The resource already exists')
    }
    throw invalidRequest(error.message)
  }
}

/** Runs work as the Storage server's own role, which owns the storage tables. */
function asStorageServer<T>(db: Database, work: (session: SqlSession) => Promise<T>): Promise<T> {
  return db.transaction(async (session) => {
    await session.query(`select set_config('role', 'supabase_storage_admin', true)`)
    return work(session)
  })
}

function timestamps(object: ObjectRow) {
  return {
    created_at: object.created_at?.toISOString() ?? null,
    updated_at: object.updated_at?.toISOString() ?? null,
    last_accessed_at: object.last_accessed_at?.toISOString() ?? null,
  }
}

function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
}
