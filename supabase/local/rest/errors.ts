import type { PostgresError } from '../database/Database.ts'
import { type ApiResponse, jsonResponse } from '../http/types.ts'

/** An error in PostgREST's shape: `{ code, message, details, hint }` with PostgREST's status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Text, or for PGRST201 the candidate relationships. */
    readonly details: unknown = null,
    readonly hint: unknown = null,
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

/** PGRST127: something PostgREST does that this stand-in does not; the details say what. */
export function notImplemented(feature: string): RestError {
  return new RestError(
    400,
    'PGRST127',
    'Feature not implemented',
    `${feature} is not supported by the local backend`,
  )
}

/** A PostgreSQL error as PostgREST reports it, with PostgREST's SQLSTATE-to-HTTP mapping. */
export function restErrorFromPostgres(error: PostgresError, role: string): RestError {
  if (error.code === 'PGRST') {
    const raised = raisedError(error)
    if (raised) return raised
  }
  return new RestError(
    httpStatusForSqlState(error, role),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  )
}

/**
 * `raise sqlstate 'PGRST' using message = '{"code":...,"message":...}', detail =
 * '{"status":...,"headers":{...}}'`: a function chooses the whole error response.
 */
function raisedError(error: PostgresError): RestError | null {
  try {
    const body = JSON.parse(error.message) as Record<string, unknown>
    const detail = JSON.parse(error.detail ?? '') as {
      status?: unknown
      headers?: Record<string, unknown>
    }
    if (typeof body.code !== 'string' || typeof body.message !== 'string') return null
    if (typeof detail.status !== 'number') return null
    const headers = Object.fromEntries(
      Object.entries(detail.headers ?? {}).map(([name, value]) => [name, String(value)]),
    )
    return new RestError(
      detail.status,
      body.code,
      body.message,
      body.details ?? null,
      body.hint ?? null,
      headers,
    )
  } catch {
    return null
  }
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
