import type { JwtClaims } from '../jwt.ts'
import type { SqlSession } from './Database.ts'

/** What PostgREST and Storage tell PostgreSQL about a request before they run its SQL. */
export interface RequestContext {
  role: 'anon' | 'authenticated' | 'service_role'
  claims: JwtClaims
  method: string
  path: string
  headers: Record<string, string>
  /** Where unqualified names resolve: the request's schema, then config.toml's extra path. */
  searchPath: string[]
}

/**
 * Switches the transaction to the caller's role and sets the request settings row-level
 * security reads (`auth.uid()`, `auth.jwt()`, `request.headers`), for this transaction only.
 */
export async function applyRequestContext(
  session: SqlSession,
  context: RequestContext,
): Promise<void> {
  await session.query(
    `select set_config('search_path', $7, true),
            set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.role', $1, true),
            set_config('request.jwt.claim.sub', $3, true),
            set_config('request.method', $4, true),
            set_config('request.path', $5, true),
            set_config('request.headers', $6, true)`,
    [
      context.role,
      JSON.stringify({ ...context.claims, role: context.role }),
      typeof context.claims.sub === 'string' ? context.claims.sub : '',
      context.method,
      context.path,
      JSON.stringify(context.headers),
      [...new Set(context.searchPath)].map((name) => `"${name.replaceAll('"', '""')}"`).join(', '),
    ],
  )
}
