import type { SqlSession } from '../database/Database.ts'

/** The SQL of the Storage stand-in: rows of `storage.buckets` and `storage.objects`. */

export interface ObjectRow {
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

export interface ObjectMetadata {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

export interface BucketRow {
  id: string
  public: boolean
  file_size_limit: number | string | null
  allowed_mime_types: string[] | null
}

export async function findBucket(session: SqlSession, id: string): Promise<BucketRow | null> {
  const [bucket] = await session.query<BucketRow>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  )
  return bucket ?? null
}

export interface ObjectWrite {
  bucketId: string
  name: string
  owner: string | null
  metadata: ObjectMetadata
  /** Insert a new object, or insert or replace one (x-upsert). */
  mode: 'insert' | 'upsert'
}

/** Stores an object's row; its id, or null when the policies let none be written. */
export async function writeObject(session: SqlSession, write: ObjectWrite): Promise<string | null> {
  const metadata = JSON.stringify(write.metadata)
  const onConflict =
    write.mode === 'upsert'
      ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata,
           owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()`
      : ''
  const [row] = await session.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ($1, $2, $3::uuid, $3, $4::jsonb) ${onConflict}
     returning id`,
    [write.bucketId, write.name, write.owner, metadata],
  )
  return row?.id ?? null
}

/** An object of a public bucket, whoever asks. */
export async function findPublicObject(
  session: SqlSession,
  bucketId: string,
  name: string,
): Promise<ObjectRow | null> {
  const [object] = await session.query<ObjectRow>(
    `select o.id, o.metadata from storage.objects o join storage.buckets b on b.id = o.bucket_id
      where b.id = $1 and b.public and o.name = $2`,
    [bucketId, name],
  )
  return object ?? null
}

export async function findObject(
  session: SqlSession,
  bucketId: string,
  name: string,
): Promise<ObjectRow | null> {
  const [object] = await session.query<ObjectRow>(
    'select id, metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, name],
  )
  return object ?? null
}

/** Deletes the named objects; the rows that were deleted. */
export function deleteObjects(
  session: SqlSession,
  bucketId: string,
  names: string[],
): Promise<ObjectRow[]> {
  return session.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
     returning id, name, bucket_id, owner, owner_id, metadata, created_at, updated_at, last_accessed_at`,
    [bucketId, names],
  )
}

/** Every object whose name starts with the prefix. */
export function objectsUnder(
  session: SqlSession,
  bucketId: string,
  prefix: string,
): Promise<ObjectRow[]> {
  return session.query<ObjectRow>(
    `select id, name, metadata, created_at, updated_at, last_accessed_at from storage.objects
      where bucket_id = $1 and name like $2 escape '\\'`,
    [bucketId, `${prefix.replace(/[\\%_]/g, '\\$&')}%`],
  )
}
