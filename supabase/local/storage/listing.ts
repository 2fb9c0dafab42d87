import { type ApiResponse, jsonResponse } from '../http/types.ts'
import { invalidRequest } from './errors.ts'
import { type ObjectMetadata, type ObjectRow, deleteObjects, objectsUnder } from './objects.ts'
import { jsonObject, positiveInteger } from './request-parts.ts'
import { type StorageCall, asCaller } from './storage-context.ts'

/** Listing a folder of a bucket, and removing objects: both answer with the objects' rows. */

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

export async function list(call: StorageCall): Promise<ApiResponse> {
  const { request, bucketId } = call
  const body = jsonObject(request)
  const rawPrefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : ''
  const prefix = rawPrefix === '' ? '' : `${rawPrefix}/`
  const limit = positiveInteger(body.limit, 100)
  const offset = positiveInteger(body.offset, 0)
  const search = typeof body.search === 'string' ? body.search : ''
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown }
  const column = SORT_COLUMNS.find((candidate) => candidate === sortBy.column) ?? 'name'
  const descending = sortBy.order === 'desc'

  const rows = await asCaller(call, (session) => objectsUnder(session, bucketId, prefix))
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

export async function remove(call: StorageCall): Promise<ApiResponse> {
  const { context, request, bucketId } = call
  const body = jsonObject(request)
  const prefixes = body.prefixes
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    !prefixes.every((p) => typeof p === 'string')
  ) {
    throw invalidRequest('body/prefixes must be a non-empty list of object names')
  }
  const removed = await asCaller(call, (session) => deleteObjects(session, bucketId, prefixes))
  for (const object of removed) context.files.remove(object.id)
  return jsonResponse(
    200,
    removed.map((object) => ({ ...object, ...timestamps(object) })),
  )
}

function timestamps(object: ObjectRow) {
  return {
    created_at: object.created_at?.toISOString() ?? null,
    updated_at: object.updated_at?.toISOString() ?? null,
    last_accessed_at: object.last_accessed_at?.toISOString() ?? null,
  }
}
