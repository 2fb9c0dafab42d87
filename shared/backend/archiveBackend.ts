import type { BackendClient } from './client.ts'
import type { Database, Json } from './database.types.ts'
import { BackendError, dataOf, toBackendError } from './errors.ts'
import { type ImageBucket, uploadImage } from './images.ts'

type TableName = keyof Database['public']['Tables']

/** An image in Storage, as a listing gives it. */
export interface StoredImage {
  bucket: ImageBucket
  path: string
  size: number | null
  /** When it was last written, when the backend says. */
  updatedAt: string | null
}

/** One part of a restore's rows, staged before the one write of all parts. */
export interface StagedPart {
  uploadId: string
  part: number
  table: TableName
  /** `{ rows, versions }`: see private.archive_uploads in the migrations. */
  payload: Json
}

/** What exporting, restoring and importing need of a backend: reading everything, and writing. */
export interface ArchiveBackend {
  /**
   * Whether this session may export and restore everything: the owner's (with two-factor when
   * it is on) or the service role's. Others read only what visitors see.
   */
  canArchive(): Promise<boolean>
  /** Every row of a table with these columns, oldest first (then by id). */
  readRows(table: TableName, columns: readonly string[]): Promise<unknown[]>
  /** Every image of a bucket, in every folder. */
  listImages(bucket: ImageBucket): Promise<StoredImage[]>
  downloadImage(bucket: ImageBucket, path: string): Promise<Uint8Array<ArrayBuffer>>
  /** Writes an image at its path, over one that is there. */
  uploadImage(
    bucket: ImageBucket,
    path: string,
    bytes: Uint8Array<ArrayBuffer>,
    type: string,
  ): Promise<void>
  removeImages(bucket: ImageBucket, paths: readonly string[]): Promise<void>
  /** The public address a bucket's images are served under, ending in `/`. */
  imageBase(bucket: ImageBucket): string
  stagePart(part: StagedPart): Promise<void>
  /**
   * Writes every staged part of an upload in one transaction. Resolves to the rows written per
   * table; a failure writes nothing and rejects with the database's reason.
   */
  applyUpload(uploadId: string, parts: number): Promise<Record<string, number>>
}

const PAGE_ROWS = 1000
const LIST_PAGE = 1000

export function createArchiveBackend(client: BackendClient): ArchiveBackend {
  const storage = (bucket: ImageBucket) => client.storage.from(bucket)

  async function listFolder(bucket: ImageBucket, folder: string): Promise<StoredImage[]> {
    const found: StoredImage[] = []
    for (let offset = 0; ; offset += LIST_PAGE) {
      const { data, error } = await storage(bucket).list(folder, {
        limit: LIST_PAGE,
        offset,
        sortBy: { column: 'name', order: 'asc' },
      })
      if (error) throw toBackendError(error)
      for (const entry of data) {
        const path = folder === '' ? entry.name : `${folder}/${entry.name}`
        // Folders are listed without an id.
        if (!entry.id) found.push(...(await listFolder(bucket, path)))
        else {
          const size: unknown = entry.metadata?.size
          const updatedAt: unknown = entry.updated_at
          found.push({
            bucket,
            path,
            size: typeof size === 'number' ? size : null,
            updatedAt: typeof updatedAt === 'string' && updatedAt !== '' ? updatedAt : null,
          })
        }
      }
      if (data.length < LIST_PAGE) return found
    }
  }

  return {
    canArchive: () => dataOf(client.rpc('can_archive')),
    async readRows(table, columns) {
      const rows: unknown[] = []
      for (;;) {
        const { data, error, count } = await client
          .from(table)
          .select(columns.join(','), { count: 'exact' })
          .order('created_at', { ascending: true })
          .order('id', { ascending: true })
          .range(rows.length, rows.length + PAGE_ROWS - 1)
        if (error) throw toBackendError(error)
        const page: unknown[] = data
        rows.push(...page)
        if (page.length === 0 || rows.length >= (count ?? 0)) return rows
      }
    },
    listImages: (bucket) => listFolder(bucket, ''),
    async downloadImage(bucket, path) {
      const { data, error } = await storage(bucket).download(path)
      if (error) throw toBackendError(error)
      return new Uint8Array(await data.arrayBuffer())
    },
    async uploadImage(bucket, path, bytes, type) {
      await uploadImage(client, bucket, path, new Blob([bytes], { type }), {
        replace: true,
      })
    },
    async removeImages(bucket, paths) {
      if (paths.length === 0) return
      const { error } = await storage(bucket).remove([...paths])
      if (error) throw toBackendError(error)
    },
    imageBase: (bucket) => storage(bucket).getPublicUrl('').data.publicUrl,
    async stagePart({ uploadId, part, table, payload }) {
      const { error } = await client.rpc('stage_archive_part', {
        upload_id: uploadId,
        part,
        table_name: table,
        payload,
      })
      if (error) throw toBackendError(error)
    },
    async applyUpload(uploadId, parts) {
      const { data, error } = await client.rpc('apply_archive_upload', {
        upload_id: uploadId,
        parts,
      })
      if (error) throw toBackendError(error)
      return writtenRows(data)
    },
  }
}

/** The answer of apply_archive_upload: `{ written: { table: rows } }` or `{ error, code }`. */
function writtenRows(answer: Json): Record<string, number> {
  const isObject = (value: Json | undefined): value is Record<string, Json | undefined> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
  if (!isObject(answer)) throw new BackendError('The backend gave no answer to the restore')
  if (typeof answer.error === 'string') {
    throw new BackendError(answer.error, typeof answer.code === 'string' ? answer.code : null)
  }
  const written: Record<string, number> = {}
  if (isObject(answer.written)) {
    for (const [table, count] of Object.entries(answer.written)) {
      if (typeof count === 'number') written[table] = count
    }
  }
  return written
}
