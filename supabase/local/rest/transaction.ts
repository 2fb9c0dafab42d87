import { type Database, type SqlSession, isPostgresError } from '../database/Database.ts'
import { type Caller, runAsCaller } from '../http/caller.ts'
import type { ApiRequest } from '../http/types.ts'
import type { ApiKeys } from '../keys.ts'
import type { Catalogue } from './catalogue.ts'
import { restErrorFromPostgres } from './errors.ts'

/** What every route of `/rest/v1` works with. */
export interface RestContext {
  db: Database
  keys: ApiKeys
  catalogue: Catalogue
  /** config.toml's `api.max_rows`: no read answers more rows. */
  maxRows: number
  /** config.toml's `api.extra_search_path`, searched after `public`. */
  extraSearchPath: string[]
}

/** One request to `/rest/v1` and who sends it. */
export interface Call {
  request: ApiRequest
  caller: Caller
}

/**
 * Runs `work` in one transaction as the caller, so row-level security decides, and answers
 * PostgreSQL's errors as PostgREST does. A RestError thrown by `work` (a singular answer that
 * found no single row) rolls the transaction back too.
 */
export async function asCaller<T>(
  context: RestContext,
  call: Call,
  readOnly: boolean,
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  try {
    return await runAsCaller(context.db, call.request, call.caller, work, {
      readOnly,
      searchPath: ['public', ...context.extraSearchPath],
    })
  } catch (error) {
    if (isPostgresError(error)) throw restErrorFromPostgres(error, call.caller.role)
    throw error
  }
}
