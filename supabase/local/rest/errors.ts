import type { PostgresError } from '../database/Database.ts'
import { type ApiResponse, jsonResponse } from '../http/types.ts'

/** An error in PostgREST's shape: `{ code, message, details, hint }` with PostgREST's status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  toResponse(): ApiResponse {
    return jsonResponse(
      this.status,
      { code: this.code, details: this.details, hint: this.hint, message: this.message },
      this.headers,
    )
  }
}

/** PGRST100: a query parameter PostgREST cannot parse. */
export function badQuery(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details)
}

/**
 * A request PostgREST would answer but the product never sends: the local backend refuses it
 * rather than answer it as something else. The message names what was refused; the details say
 * what the contract has in its place.
 */
export function outsideContract(what: string, contractHas: string, status = 400): RestError {
  return new RestError(
    status,
    'PGRST127',
    `${what} is outside the local backend's contract`,
    `supabase/local/contract.ts lists ${contractHas}; the local backend serves only what the product sends.`,
  )
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

/** A PostgreSQL error as PostgREST reports it, with PostgREST's SQLSTATE-to-HTTP mapping. */
export function restErrorFromPostgres(error: PostgresError, role: string): RestError {
  return new RestError(
    httpStatusForSqlState(error, role),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  )
}

function httpStatusForSqlState(error: PostgresError, role: string): number {
  const { code, message } = error
  if (code === '23505' || code === '23503') return 409
  // An anonymous caller is told to authenticate; a signed-in one is forbidden.
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '42P01' || code === '42883') return 404
  if (code === '25006') return 405
  if (code === '22023' && message.startsWith('role') && message.endsWith('does not exist'))
    return 401
  if (code === '57P01') return 503
  if (code === '42P17') return 500
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  const family = code.slice(0, 2)
  if (family === '08' || family === '53') return 503
  if (family === '0L' || family === '0P' || family === '28') return 403
  // Not 54 (program limits: array dimensions, result columns) nor 21 (one row expected, more
  // came): only what a request asks for reaches them here. PostgREST answers 500; 400 tells the
  // client the request is theirs to change.
  const serverFamilies = ['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0']
  if (serverFamilies.includes(family) || family === 'HV' || family === 'XX') return 500
  if (family === 'P0' && code !== 'P0001') return 500
  return 400
}
