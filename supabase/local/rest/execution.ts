import { type Database, type SqlSession, isPostgresError } from '../database/Database.ts'
import { type Caller, runAsCaller } from '../http/caller.ts'
import type { ApiRequest, ApiResponse } from '../http/types.ts'
import type { ApiKeys } from '../keys.ts'
import type { ExposedSchema, Relation } from './catalogue.ts'
import { RestError, restErrorFromPostgres } from './errors.ts'
import { type MediaType, contentType } from './media.ts'
import type { Preferences } from './prefer.ts'
import type { StatementResult } from './statements.ts'

/** One request to `/rest/v1` as every route sees it, and how its transaction runs and answers. */
export interface Call {
  request: ApiRequest
  caller: Caller
  schema: ExposedSchema
  /** The schema came from a profile header, or several are exposed: answers name it. */
  profileHeader: boolean
}

/** The table or view a route names, or PGRST205 when the schema cache has none by that name. */
export function relationOf(call: Call, name: string): Relation {
  const relation = call.schema.relations.get(name)
  if (!relation) {
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table '${call.schema.name}.${name}' in the schema cache`,
    )
  }
  return relation
}

export interface RestContext {
  db: Database
  keys: ApiKeys
  maxRows: number
  extraSearchPath: string[]
}

/** Ends the transaction with a rollback while still answering (tx=rollback, a failed check). */
class Rollback extends Error {
  constructor(readonly response: ApiResponse) {
    super('rollback')
  }
}

export function rollbackWith(response: ApiResponse): never {
  throw new Rollback(response)
}

/**
 * Runs `work` in one transaction as the caller, with the request's schema first in the search
 * path and the `timezone` preference applied, and answers PostgreSQL's errors as PostgREST does.
 */
export async function inTransaction(
  context: RestContext,
  call: Call,
  options: { readOnly: boolean; preferences: Preferences },
  work: (session: SqlSession) => Promise<ApiResponse>,
): Promise<ApiResponse> {
  try {
    return await runAsCaller(
      context.db,
      call.request,
      call.caller,
      async (session) => {
        if (options.preferences.timezone !== null) {
          await session.query(`select set_config('timezone', $1, true)`, [
            options.preferences.timezone,
          ])
        }
        const response = await work(session)
        if (options.preferences.tx === 'rollback') rollbackWith(response)
        return response
      },
      {
        readOnly: options.readOnly,
        searchPath: [call.schema.name, ...context.extraSearchPath],
      },
    )
  } catch (error) {
    if (error instanceof Rollback) return error.response
    if (isPostgresError(error)) throw restErrorFromPostgres(error, call.caller.role)
    throw error
  }
}

/** Content-Type, and Content-Profile when the schema was negotiated. */
export function mediaHeaders(call: Call, media: MediaType): Record<string, string> {
  return {
    'Content-Type': contentType(media),
    ...(call.profileHeader ? { 'Content-Profile': call.schema.name } : {}),
  }
}

/** PGRST116: a singular response asked for, and not exactly one row there. */
export function notSingular(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  )
}

/** PGRST124: more rows changed than `Prefer: max-affected` allows with `handling=strict`. */
export function exceedsMaxAffected(preferences: Preferences, affected: number): RestError | null {
  if (preferences.handling !== 'strict' || preferences.maxAffected === null) return null
  if (affected <= preferences.maxAffected) return null
  return new RestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${affected} rows`,
  )
}

/**
 * The status and headers a function set through `response.status` and `response.headers`,
 * over the ones PostgREST would send (headers it already sends are not doubled).
 */
export function withResponseSettings(response: ApiResponse, result: StatementResult): ApiResponse {
  let { status } = response
  const headers = { ...response.headers }
  if (result.responseStatus !== null) {
    const override = Number(result.responseStatus)
    if (!Number.isInteger(override) || override < 100 || override > 599) {
      throw new RestError(500, 'PGRST112', 'response.status guc must be a valid status code')
    }
    status = override
  }
  if (result.responseHeaders !== null) {
    for (const [name, value] of responseHeaders(result.responseHeaders)) {
      const present = Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase())
      if (!present) headers[name] = value
    }
  }
  return { ...response, status, headers }
}

function responseHeaders(setting: string): [string, string][] {
  const invalid = () =>
    new RestError(
      500,
      'PGRST111',
      'response.headers guc must be a JSON array composed of objects with a single key and a string value',
    )
  let parsed: unknown
  try {
    parsed = JSON.parse(setting)
  } catch {
    throw invalid()
  }
  if (!Array.isArray(parsed)) throw invalid()
  return parsed.map((entry: unknown) => {
    const pairs = typeof entry === 'object' && entry !== null ? Object.entries(entry) : []
    const [pair] = pairs
    if (pairs.length !== 1 || !pair || typeof pair[1] !== 'string') throw invalid()
    return [pair[0], pair[1]]
  })
}
