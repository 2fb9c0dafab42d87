import { createHash } from 'node:crypto'
import { type Database, type SqlSession, isPostgresError } from '../database/Database.ts'
import { type Caller, identifyCaller, runAsCaller } from '../http/caller.ts'
import { passGateway } from '../http/gateway.ts'
import {
  type ApiRequest,
  type ApiResponse,
  type Service,
  header,
  jsonResponse,
} from '../http/types.ts'
import type { ApiKeys } from '../keys.ts'
import { StorageError, accessDenied, invalidRequest, noSuchBucket, noSuchKey } from './errors.ts'
import type { FileStore } from './file-store.ts'
import { checkImage } from './image-check.ts'
import { jsonObject, objectName, positiveInteger, readUpload } from './request-parts.ts'

export interface StorageContext {
  db: Database
  keys: ApiKeys
  files: FileStore
  /** The project-wide upload limit (config.toml `[storage] file_size_limit`). */
  maxFileSizeBytes: number
}

interface ObjectRow {
  id: string
  name: string
  bucket_id: string
  owner: string | null
  owner_id: string | null
  metadata: ObjectMetadata | null
  created_at: Date | null
  updated_at: Date | null
  last_accessed_at: Date | null
}

interface ObjectMetadata {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

interface BucketRow {
  id: string
  public: boolean
  file_size_limit: number | string | null
  allowed_mime_types: string[] | null
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

/**
 * `/storage/v1`: upload, public and authenticated download, remove and list, as storage-js
 * calls them. Every object row is written as the caller, so the `storage.objects` policies of
 * the migrations decide who may do what; the bytes live in a file store under the object's id.
 */
export function createStorageService(context: StorageContext): Service {
  return async (request) => {
    try {
      const segments = request.path.split('/').filter(Boolean).map(decodeURIComponent)
      if (segments[0] !== 'object')
        throw new StorageError('404', 'NotFound', 'Not Found', 'Route not found')
      if (segments[1] === 'public' && (request.method === 'GET' || request.method === 'HEAD')) {
        return await publicDownload(
          context,
          request,
          segments[2] ?? '',
          objectName(segments.slice(3)),
        )
      }

      const gate = passGateway(request, context.keys)
      if (!gate.ok) return gate.response
      const identified = identifyCaller(gate.bearerToken, context.keys.jwtSecret)
      if (!identified.ok) {
        throw accessDenied(identified.problem === 'expired' ? 'jwt expired' : 'invalid signature')
      }
      const caller: Caller = identified

      if (segments[1] === 'list' && request.method === 'POST') {
        return await list(context, request, caller, segments[2] ?? '')
      }
      const bucket = segments[1] ?? ''
      if (segments.length === 2 && request.method === 'DELETE') {
        return await remove(context, request, caller, bucket)
      }
      if (segments.length >= 3) {
        const name = objectName(segments.slice(2))
        if (request.method === 'POST' || request.method === 'PUT') {
          return await upload(context, request, caller, bucket, name)
        }
        if (request.method === 'GET' || request.method === 'HEAD') {
          return await download(context, request, caller, bucket, name)
        }
      }
      throw new StorageError('404', 'NotFound', 'Not Found', 'Route not found')
    } catch (error) {
      if (error instanceof StorageError) return error.toResponse()
      if (error instanceof URIError)
        return invalidRequest('Invalid percent-encoding in the path').toResponse()
      throw error
    }
  }
}

async function upload(
  context: StorageContext,
  request: ApiRequest,
  caller: Caller,
  bucketId: string,
  name: string,
): Promise<ApiResponse> {
  const bucket = await findBucket(context.db, bucketId)
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
  const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : null
  const upsert = header(request, 'x-upsert') === 'true'
  const id = await asCaller(context.db, request, caller, async (session) => {
    const [row] =
      request.method === 'PUT'
        ? await session.query<{ id: string }>(
            `update storage.objects set metadata = $3::jsonb, updated_at = now()
              where bucket_id = $1 and name = $2 returning id`,
            [bucketId, name, JSON.stringify(metadata)],
          )
        : await session.query<{ id: string }>(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
             values ($1, $2, $3::uuid, $3, $4::jsonb)
             ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()' : ''}
             returning id`,
            [bucketId, name, owner, JSON.stringify(metadata)],
          )
    if (!row) throw noSuchKey()
    // Inside the transaction: if the bytes cannot be written, the row is not kept either.
    context.files.write(row.id, bytes)
    return row.id
  })
  return jsonResponse(200, { Id: id, Key: `${bucketId}/${name}` })
}

async function publicDownload(
  context: StorageContext,
  request: ApiRequest,
  bucketId: string,
  name: string,
): Promise<ApiResponse> {
  const [object] = await asStorageServer(context.db, (session) =>
    session.query<ObjectRow>(
      `select o.id, o.metadata from storage.objects o join storage.buckets b on b.id = o.bucket_id
        where b.id = $1 and b.public and o.name = $2`,
      [bucketId, name],
    ),
  )
  return serveObject(context, request, object)
}

async function download(
  context: StorageContext,
  request: ApiRequest,
  caller: Caller,
  bucketId: string,
  name: string,
): Promise<ApiResponse> {
  const [object] = await asCaller(context.db, request, caller, (session) =>
    session.query<ObjectRow>(
      'select id, metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    ),
  )
  return serveObject(context, request, object)
}

function serveObject(
  context: StorageContext,
  request: ApiRequest,
  object: ObjectRow | undefined,
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
    headers: { ...headers, 'Content-Length': String(bytes.length) },
    body: request.method === 'HEAD' ? '' : Buffer.from(bytes),
  }
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
    session.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning id, name, bucket_id, owner, owner_id, metadata, created_at, updated_at, last_accessed_at`,
      [bucketId, prefixes],
    ),
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
    session.query<ObjectRow>(
      `select id, name, metadata, created_at, updated_at, last_accessed_at from storage.objects
        where bucket_id = $1 and name like $2 escape '\\'`,
      [bucketId, `${prefix.replace(/[\\%_]/g, '\\$&')}%`],
    ),
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

async function findBucket(db: Database, id: string): Promise<BucketRow> {
  const [bucket] = await asStorageServer(db, (session) =>
    session.query<BucketRow>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    ),
  )
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
async function asStorageServer<T>(
  db: Database,
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (session) => {
      await session.query(`select set_config('role', 'supabase_storage_admin', true)`)
      return work(session)
    })
  } catch (error) {
    // Data exceptions: a bucket id or object name the database cannot take, e.g. with a NUL.
    if (isPostgresError(error) && error.code.startsWith('22')) throw invalidRequest(error.message)
    throw error
  }
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
