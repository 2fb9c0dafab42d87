import type { Database, SqlSession, TransactionOptions } from '../database/Database.ts'
import { type RequestContext, applyRequestContext } from '../database/request-context.ts'
import { type JwtClaims, type JwtKeys, verifyJwt } from '../jwt.ts'
import type { ApiRequest } from './types.ts'

export type ApiRole = RequestContext['role']

/** Who a request speaks for, from its bearer token. */
export interface Caller {
  role: ApiRole
  claims: JwtClaims
}

export type CallerResult =
  | ({ ok: true } & Caller)
  | { ok: false; problem: 'expired' | 'invalid' | 'unknown_role'; role?: string }

const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role']

/** Who a bearer token speaks for; a token without a role claim is anonymous. */
export function identifyCaller(bearerToken: string, jwtKeys: JwtKeys): CallerResult {
  const verification = verifyJwt(bearerToken, jwtKeys)
  if (!verification.ok) {
    return { ok: false, problem: verification.reason === 'expired' ? 'expired' : 'invalid' }
  }
  const role = verification.claims.role ?? 'anon'
  if (!API_ROLES.includes(role)) return { ok: false, problem: 'unknown_role', role }
  return { ok: true, role: role as ApiRole, claims: { ...verification.claims, role } }
}

/**
 * Runs work in one transaction as the caller, so the row-level security policies decide what
 * it may see and change, as PostgREST and Supabase Storage do.
 */
export function runAsCaller<T>(
  db: Database,
  request: ApiRequest,
  caller: Caller,
  work: (session: SqlSession) => Promise<T>,
  options: TransactionOptions & { searchPath?: string[] } = {},
): Promise<T> {
  return db.transaction(async (session) => {
    await applyRequestContext(session, {
      role: caller.role,
      claims: caller.claims,
      method: request.method,
      path: request.path,
      headers: forwardedHeaders(request),
      searchPath: options.searchPath ?? ['public', 'extensions'],
    })
    return work(session)
  }, options)
}

/**
 * Request headers as the database sees them in `request.headers`: lower-case names, without
 * credentials, and with the address the connection really came from as `x-forwarded-for`
 * (the local backend has no proxy in front of it, so a client cannot choose this value).
 */
function forwardedHeaders(request: ApiRequest): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'authorization' || name === 'apikey' || name === 'cookie') continue
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  headers['x-forwarded-for'] = request.clientAddress
  return headers
}
