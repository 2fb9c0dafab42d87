import { randomBytes, randomUUID } from 'node:crypto'
import type { SqlSession } from '../database/Database.ts'
import { type JwtClaims, type JwtKeys, signJwt, verifyJwt } from '../jwt.ts'
import { AuthError, badJwt, noAuthorization } from './errors.ts'
import { type SessionLimits, sessionExpired, sessionValidity } from './session-validity.ts'
import { type UserRow, findUserById, userJson } from './users.ts'

export interface TokenSettings {
  jwtKeys: JwtKeys
  /** The `iss` claim: the Auth URL, as Supabase Auth sets it. */
  issuer: string
  jwtExpirySeconds: number
  refreshTokenRotation: boolean
  refreshTokenReuseIntervalSeconds: number
  /** The service's clock in milliseconds: Date.now, unless a test moves it. */
  now: () => number
  /** `[auth.sessions]`: checked, with each session's own `not_after`, before every refresh. */
  sessionLimits: SessionLimits
}

/** Who is on the other end of a request: kept on the session, as Supabase Auth keeps it. */
export interface ClientInfo {
  userAgent: string | null
  /** A valid IP address, or null. */
  ip: string | null
}

interface SessionRow {
  id: string
  user_id: string
  aal: 'aal1' | 'aal2' | 'aal3'
  created_at: Date
  not_after: Date | null
  refreshed_at: Date | null
}

/** `refreshed_at` is a timestamp without time zone holding UTC, as Supabase Auth writes it. */
const SESSION_COLUMNS = `id, user_id, aal::text as aal, created_at, not_after,
  refreshed_at at time zone 'UTC' as refreshed_at`

interface RefreshTokenRow {
  token: string
  user_id: string
  revoked: boolean
  session_id: string | null
  updated_at: Date
}

/** Starts a session after a successful sign-in and returns the session response. */
export async function startSession(
  session: SqlSession,
  settings: TokenSettings,
  user: UserRow,
  method: 'password',
  client: ClientInfo,
): Promise<Record<string, unknown>> {
  const sessionId = randomUUID()
  await session.execute(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, $3, $3, 'aal1', $4, $5::inet)`,
    [sessionId, user.id, new Date(settings.now()), client.userAgent, client.ip],
  )
  await session.execute(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)`,
    [sessionId, method, randomUUID()],
  )
  await session.execute('update auth.users set last_sign_in_at = now() where id = $1', [user.id])
  const refreshToken = await issueRefreshToken(session, settings, user.id, sessionId, null)
  const signedIn = (await findUserById(session, user.id)) ?? user
  return sessionResponse(session, settings, signedIn, sessionId, refreshToken)
}

/**
 * The refresh-token grant. A session past its `not_after`, time-box or inactivity timeout is
 * refused (and kept, as Supabase Auth keeps it until its clean-up). Each use revokes the token
 * and returns a child token of the same session, and records when, from where and with which
 * user agent the session was last refreshed. A revoked token is honoured again only within the
 * reuse interval (several tabs may refresh at once); presented later it is treated as stolen:
 * every token of the session is revoked. That refusal is returned rather than thrown, so the
 * transaction that revokes them commits.
 */
export async function refreshSession(
  session: SqlSession,
  settings: TokenSettings,
  presented: string,
  client: ClientInfo,
): Promise<Record<string, unknown> | AuthError> {
  const [token] = await session.query<RefreshTokenRow>(
    `select token, user_id, revoked, session_id, updated_at from auth.refresh_tokens where token = $1`,
    [presented],
  )
  if (!token) {
    throw new AuthError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    )
  }
  const [sessionRow] = token.session_id
    ? await session.query<SessionRow>(
        `select ${SESSION_COLUMNS} from auth.sessions where id = $1`,
        [token.session_id],
      )
    : []
  const user = await findUserById(session, token.user_id)
  if (!sessionRow || !user) {
    throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found')
  }
  const validity = sessionValidity(
    {
      createdAt: sessionRow.created_at,
      notAfter: sessionRow.not_after,
      refreshedAt: sessionRow.refreshed_at,
    },
    settings.sessionLimits,
    settings.now(),
    token.updated_at,
  )
  if (validity !== 'valid') throw sessionExpired(validity)

  let next: string
  if (!token.revoked) {
    await session.execute(
      'update auth.refresh_tokens set revoked = true, updated_at = $2 where token = $1',
      [token.token, new Date(settings.now())],
    )
    next = await issueRefreshToken(session, settings, user.id, sessionRow.id, token.token)
  } else if (withinReuseInterval(token, settings)) {
    const [child] = await session.query<{ token: string }>(
      `select token from auth.refresh_tokens where parent = $1 and not revoked order by id desc limit 1`,
      [token.token],
    )
    next =
      child?.token ??
      (await issueRefreshToken(session, settings, user.id, sessionRow.id, token.token))
  } else {
    if (settings.refreshTokenRotation) {
      // As Supabase Auth does: every live token of the session is revoked and the session row
      // stays. The owner check asks for a live token, so the session's access tokens lose
      // owner rights at once.
      await session.execute(
        `update auth.refresh_tokens set revoked = true, updated_at = $2
          where session_id = $1 and not revoked`,
        [sessionRow.id, new Date(settings.now())],
      )
    }
    return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
  }
  await session.execute(
    `update auth.sessions
        set refreshed_at = $2::timestamptz at time zone 'UTC', user_agent = $3, ip = $4::inet
      where id = $1`,
    [sessionRow.id, new Date(settings.now()), client.userAgent, client.ip],
  )
  return sessionResponse(session, settings, user, sessionRow.id, next)
}

export type LogoutScope = 'global' | 'local' | 'others'

export async function endSessions(
  session: SqlSession,
  userId: string,
  sessionId: string | null,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'global' || !sessionId) {
    await session.execute('delete from auth.sessions where user_id = $1', [userId])
  } else if (scope === 'local') {
    await session.execute('delete from auth.sessions where id = $1', [sessionId])
  } else {
    await session.execute('delete from auth.sessions where user_id = $1 and id <> $2', [
      userId,
      sessionId,
    ])
  }
}

export interface AuthenticatedUser {
  user: UserRow
  claims: JwtClaims
  sessionId: string | null
}

/** Checks a user's access token as Supabase Auth does for /user, /logout and /factors. */
export async function authenticateUser(
  session: SqlSession,
  settings: TokenSettings,
  bearerToken: string | undefined,
): Promise<AuthenticatedUser> {
  if (!bearerToken) throw noAuthorization()
  const verification = verifyJwt(bearerToken, settings.jwtKeys, settings.now() / 1000)
  if (!verification.ok) {
    throw badJwt(
      verification.reason === 'expired'
        ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'
        : 'invalid JWT: unable to parse or verify signature, signature is invalid',
    )
  }
  const { claims } = verification
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw badJwt('invalid claim: missing sub claim')
  }
  const user = await findUserById(session, claims.sub)
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null
  if (sessionId) {
    const [found] = await session.query('select 1 from auth.sessions where id = $1', [sessionId])
    if (!found) {
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      )
    }
  }
  return { user, claims, sessionId }
}

/** The session response Supabase Auth returns: tokens, expiry and the user. */
export async function sessionResponse(
  session: SqlSession,
  settings: TokenSettings,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const [sessionRow] = await session.query<SessionRow>(
    `select ${SESSION_COLUMNS} from auth.sessions where id = $1`,
    [sessionId],
  )
  const methods = await session.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, extract(epoch from created_at)::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by created_at desc`,
    [sessionId],
  )
  const now = Math.floor(settings.now() / 1000)
  const expiresAt = now + settings.jwtExpirySeconds
  const userObject = await userJson(session, user)
  const accessToken = signJwt(
    {
      iss: settings.issuer,
      sub: user.id,
      aud: 'authenticated',
      exp: expiresAt,
      iat: now,
      email: user.email,
      phone: '',
      app_metadata: userObject.app_metadata,
      user_metadata: userObject.user_metadata,
      role: 'authenticated',
      aal: sessionRow?.aal ?? 'aal1',
      amr: methods,
      session_id: sessionId,
      is_anonymous: false,
    },
    settings.jwtKeys.secret,
  )
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: settings.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userObject,
  }
}

export async function issueRefreshToken(
  session: SqlSession,
  settings: TokenSettings,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await session.execute(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $5, $5, $3, $4)`,
    [token, userId, parent, sessionId, new Date(settings.now())],
  )
  return token
}

function withinReuseInterval(token: RefreshTokenRow, settings: TokenSettings): boolean {
  return (
    settings.now() - token.updated_at.getTime() <= settings.refreshTokenReuseIntervalSeconds * 1000
  )
}
