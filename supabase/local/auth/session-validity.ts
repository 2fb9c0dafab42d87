import { AuthError } from './errors.ts'

/** `[auth.sessions]` of config.toml: how long a session may live, and may sit unused. */
export interface SessionLimits {
  timeboxSeconds: number | null
  inactivityTimeoutSeconds: number | null
}

/** The times of a session that decide whether it may still be refreshed. */
export interface SessionTimes {
  createdAt: Date
  /** A deadline set on the session itself, which Supabase Auth honours whatever the settings. */
  notAfter: Date | null
  refreshedAt: Date | null
}

export type SessionValidity = 'valid' | 'past-not-after' | 'past-timebox' | 'timed-out'

/**
 * Whether a session may still be refreshed at `now`, checked in Supabase Auth's order: its own
 * `not_after`, then the time-box from its creation, then the inactivity timeout from its last
 * refresh. `refreshTokenTime` (when the presented token was issued) stands in for the last
 * refresh of a session that has never been refreshed.
 */
export function sessionValidity(
  session: SessionTimes,
  limits: SessionLimits,
  now: number,
  refreshTokenTime: Date | null,
): SessionValidity {
  if (session.notAfter && now > session.notAfter.getTime()) return 'past-not-after'
  if (limits.timeboxSeconds && now > session.createdAt.getTime() + limits.timeboxSeconds * 1000) {
    return 'past-timebox'
  }
  const lastUse = lastRefreshedAt(session, refreshTokenTime).getTime()
  if (limits.inactivityTimeoutSeconds && now > lastUse + limits.inactivityTimeoutSeconds * 1000) {
    return 'timed-out'
  }
  return 'valid'
}

/** When the session was last refreshed, or issued a token, or else created. */
export function lastRefreshedAt(session: SessionTimes, refreshTokenTime: Date | null): Date {
  if (session.refreshedAt) return session.refreshedAt
  if (refreshTokenTime && refreshTokenTime > session.createdAt) return refreshTokenTime
  return session.createdAt
}

/** Supabase Auth's refusal of a refresh for a session that is no longer valid. */
export function sessionExpired(validity: Exclude<SessionValidity, 'valid'>): AuthError {
  return new AuthError(
    400,
    'session_expired',
    validity === 'timed-out'
      ? 'Invalid Refresh Token: Session Expired (Inactivity)'
      : 'Invalid Refresh Token: Session Expired',
  )
}
