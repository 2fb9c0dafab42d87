import { type Database, type SqlSession, isPostgresError } from '../database/Database.ts'
import { type Caller, runAsCaller } from '../http/caller.ts'
import type { ApiRequest } from '../http/types.ts'
import type { ApiKeys } from '../keys.ts'
import { StorageError, accessDenied, invalidRequest, noSuchBucket } from './errors.ts'
import type { FileStore } from './file-store.ts'
import { type BucketRow, findBucket } from './objects.ts'

/** What Storage's handlers work with, and the two roles their database work runs as. */

export interface StorageContext {
  db: Database
  keys: ApiKeys
  files: FileStore
  /** The project-wide upload limit (config.toml `[storage] file_size_limit`). */
  maxFileSizeBytes: number
}

/** A request on one bucket, and the caller it runs as. */
export interface StorageCall {
  context: StorageContext
  request: ApiRequest
  caller: Caller
  bucketId: string
}

/** Runs work as the caller, so the storage policies apply. */
export async function asCaller<T>(
  { context, request, caller }: StorageCall,
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  try {
    return await runAsCaller(context.db, request, caller, work)
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
export function asStorageServer<T>(
  db: Database,
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  return db.transaction(async (session) => {
    await session.query(`select set_config('role', 'supabase_storage_admin', true)`)
    return work(session)
  })
}

export async function bucketNamed(db: Database, id: string): Promise<BucketRow> {
  const bucket = await asStorageServer(db, (session) => findBucket(session, id))
  if (!bucket) throw noSuchBucket()
  return bucket
}
