import type { Session } from '@supabase/supabase-js'

/** A JWT's claims, read without checking its signature: only to tell what the server granted. */
function claimsOf(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * What a session the app holds was granted when the server issued it: 'password-only' while an
 * enrolled factor has not been passed (aal1 where aal2 is possible). Null for a token that
 * cannot be read. The server checks every request itself; this only decides what to show.
 */
export function sessionAssurance(session: Session): 'password-only' | 'complete' | null {
  const claims = claimsOf(session.access_token)
  if (!claims) return null
  const enrolled = (session.user.factors ?? []).some((factor) => factor.status === 'verified')
  return enrolled && claims.aal !== 'aal2' ? 'password-only' : 'complete'
}
