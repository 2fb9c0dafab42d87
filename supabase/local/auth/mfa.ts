import { randomUUID } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import type { SqlSession } from '../database/Database.ts'
import { AuthError, validationFailed } from './errors.ts'
import {
  type AuthenticatedUser,
  type TokenSettings,
  issueRefreshToken,
  sessionResponse,
} from './sessions.ts'
import { listFactors } from './users.ts'

/** TOTP as authenticator apps expect it: SHA-1, 6 digits, a 30-second step. */
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const
/** A code is accepted one step either side, for clock drift, as Supabase Auth does. */
const TOTP_WINDOW = 1
const CHALLENGE_LIFETIME_SECONDS = 300

export interface MfaSettings {
  totpEnroll: boolean
  totpVerify: boolean
  maxEnrolledFactors: number
  /** Used when the client names no issuer: the host of the site URL. */
  defaultIssuer: string
}

interface FactorRecord {
  id: string
  user_id: string
  friendly_name: string | null
  status: 'verified' | 'unverified'
  secret: string | null
}

interface ChallengeRecord {
  id: string
  created_at: Date
  verified_at: Date | null
}

export function hasVerifiedFactor(factors: { status: string }[]): boolean {
  return factors.some((factor) => factor.status === 'verified')
}

export function sessionAal(auth: AuthenticatedUser): string {
  return typeof auth.claims.aal === 'string' ? auth.claims.aal : 'aal1'
}

/** POST /factors: a new, unverified TOTP factor with its secret and otpauth:// URI. */
export async function enrollTotpFactor(
  session: SqlSession,
  settings: MfaSettings,
  auth: AuthenticatedUser,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (body.factor_type !== 'totp') throw validationFailed('factor_type must be "totp"')
  if (!settings.totpEnroll) {
    throw new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP')
  }
  const factors = await listFactors(session, auth.user.id)
  if (hasVerifiedFactor(factors) && sessionAal(auth) !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
  }
  // Unverified factors that were never finished are cleared after five minutes.
  await session.execute(
    `delete from auth.mfa_factors
      where user_id = $1 and status = 'unverified' and created_at < now() - interval '5 minutes'`,
    [auth.user.id],
  )
  const remaining = await listFactors(session, auth.user.id)
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : ''
  if (remaining.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    )
  }
  if (remaining.length >= settings.maxEnrolledFactors) {
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    )
  }

  const issuer =
    typeof body.issuer === 'string' && body.issuer.trim() !== ''
      ? body.issuer.trim()
      : settings.defaultIssuer
  const secret = new Secret({ size: 20 })
  const uri = new TOTP({ ...TOTP_SETTINGS, issuer, label: auth.user.email, secret }).toString()
  const id = randomUUID()
  await session.execute(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, auth.user.id, friendlyName, secret.base32],
  )
  return {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: await QRCode.toString(uri, { type: 'svg' }), secret: secret.base32, uri },
  }
}

/** POST /factors/{id}/challenge */
export async function challengeFactor(
  session: SqlSession,
  settings: MfaSettings,
  auth: AuthenticatedUser,
  factorId: string,
  clientAddress: string,
): Promise<Record<string, unknown>> {
  if (!settings.totpVerify) {
    throw new AuthError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP')
  }
  await findOwnFactor(session, auth, factorId)
  const id = randomUUID()
  const [row] = await session.query<{ expires_at: number }>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
     values ($1, $2, now(), $3::inet)
     returning extract(epoch from created_at)::int + ${CHALLENGE_LIFETIME_SECONDS} as expires_at`,
    [id, factorId, inetOrLoopback(clientAddress)],
  )
  await session.execute('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
    factorId,
  ])
  return { id, type: 'totp', expires_at: row?.expires_at }
}

/**
 * POST /factors/{id}/verify: checks the code against the factor's secret. Success marks the
 * factor verified and raises this session to aal2 (same session id, new refresh token); other
 * sessions of the account below aal2 end. An accepted code is never accepted again. A wrong
 * or replayed code throws mfa_verification_failed, which the caller counts towards a lock.
 */
export async function verifyFactor(
  session: SqlSession,
  tokens: TokenSettings,
  auth: AuthenticatedUser,
  factorId: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const code = typeof body.code === 'string' ? body.code.trim() : ''
  if (code === '') throw validationFailed('Code needs to be non-empty')
  const factor = await findOwnFactor(session, auth, factorId)
  const [challenge] = await session.query<ChallengeRecord>(
    'select id, created_at, verified_at from auth.mfa_challenges where id::text = $1 and factor_id = $2',
    [typeof body.challenge_id === 'string' ? body.challenge_id : '', factorId],
  )
  if (!challenge) {
    throw new AuthError(
      422,
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    )
  }
  if (
    challenge.verified_at ||
    tokens.now() - challenge.created_at.getTime() > CHALLENGE_LIFETIME_SECONDS * 1000
  ) {
    throw new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    )
  }

  const step = acceptedTimeStep(factor.secret ?? '', code)
  const replayed =
    step !== null &&
    (
      await session.query(
        `select 1 from auth.mfa_challenges where factor_id = $1 and verified_at is not null and otp_code = $2`,
        [factorId, String(step)],
      )
    ).length > 0
  if (step === null || replayed) {
    throw new AuthError(
      422,
      'mfa_verification_failed',
      replayed
        ? 'This code has already been used. Wait for the next code.'
        : 'Invalid TOTP code entered',
    )
  }

  const sessionId = auth.sessionId ?? ''
  await session.execute(
    'update auth.mfa_challenges set verified_at = now(), otp_code = $2 where id = $1',
    [challenge.id, String(step)],
  )
  await session.execute(
    `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
    [factorId],
  )
  await session.execute(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
    [auth.user.id],
  )
  await session.execute(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [sessionId, factorId],
  )
  await session.execute(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), 'totp', $2)
     on conflict (session_id, authentication_method) do update set updated_at = now(), created_at = now()`,
    [sessionId, randomUUID()],
  )
  await session.execute(
    `delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'`,
    [auth.user.id, sessionId],
  )
  await session.execute(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
    [sessionId],
  )
  const refreshToken = await issueRefreshToken(session, tokens, auth.user.id, sessionId, null)
  return sessionResponse(session, tokens, auth.user, sessionId, refreshToken)
}

/** DELETE /factors/{id}: removing a verified factor needs an aal2 session. */
export async function unenrollFactor(
  session: SqlSession,
  auth: AuthenticatedUser,
  factorId: string,
): Promise<Record<string, unknown>> {
  const factor = await findOwnFactor(session, auth, factorId)
  if (factor.status === 'verified' && sessionAal(auth) !== 'aal2') {
    throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
  }
  await removeFactor(session, auth.user.id, factorId)
  return { id: factorId }
}

/**
 * Deletes a factor and, as Supabase Auth does, lowers the sessions that passed it to aal1 (they
 * keep going; a session of an account that still has a verified factor then writes nothing).
 */
export async function removeFactor(
  session: SqlSession,
  userId: string,
  factorId: string,
): Promise<void> {
  await session.execute('delete from auth.mfa_factors where id = $1', [factorId])
  await session.execute(
    `delete from auth.mfa_amr_claims
      where authentication_method = 'totp'
        and session_id in (select id from auth.sessions where user_id = $1 and factor_id = $2)`,
    [userId, factorId],
  )
  await session.execute(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now()
      where user_id = $1 and factor_id = $2`,
    [userId, factorId],
  )
}

/** The time step the code belongs to, or null when it matches none in the window. */
function acceptedTimeStep(secret: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const totp = new TOTP({ ...TOTP_SETTINGS, secret: Secret.fromBase32(secret) })
  const delta = totp.validate({ token: code, window: TOTP_WINDOW })
  return delta === null ? null : totp.counter() + delta
}

async function findOwnFactor(
  session: SqlSession,
  auth: AuthenticatedUser,
  factorId: string,
): Promise<FactorRecord> {
  if (!/^[0-9a-f-]{36}$/i.test(factorId))
    throw new AuthError(404, 'validation_failed', 'Invalid factor id')
  const [factor] = await session.query<FactorRecord>(
    `select id, user_id, friendly_name, status::text as status, secret
       from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, auth.user.id],
  )
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found')
  return factor
}

function inetOrLoopback(address: string): string {
  return address === '' ? '127.0.0.1' : address
}
