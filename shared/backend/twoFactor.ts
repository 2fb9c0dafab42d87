import type { BackendClient } from './client.ts'
import { BackendError, toBackendError } from './errors.ts'

/*
 * Native Supabase Auth MFA: TOTP factors, and sessions that are aal2 once a code was verified.
 * Auth's errors are thrown as it gives them (the caller tells an unreachable backend by them);
 * a refusal of a change is thrown as a BackendError.
 */

export type VerifyOutcome =
  { ok: true } | { ok: false; reason: 'invalid-code' | 'failed'; message: string }

/**
 * Checks a code against a factor on the server (challenge, then verify). On success the
 * session becomes aal2; a wrong, reused or rate-limited code is refused there.
 */
export async function verifyTotpCode(
  client: BackendClient,
  factorId: string,
  code: string,
): Promise<VerifyOutcome> {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code })
  if (!error) return { ok: true }
  return {
    ok: false,
    reason: error.code === 'mfa_verification_failed' ? 'invalid-code' : 'failed',
    message: error.message,
  }
}

/** An authenticator app set up for the account. */
export interface Authenticator {
  id: string
  name: string
  /** When it was set up, as an ISO date-time. */
  addedAt: string
}

/** The account's authenticator apps (verified TOTP factors), oldest first; none when 2FA is off. */
export async function authenticators(client: BackendClient): Promise<Authenticator[]> {
  const { data, error } = await client.auth.mfa.listFactors()
  if (error) throw error
  return data.totp
    .map((factor) => ({
      id: factor.id,
      name: factor.friendly_name ?? '',
      addedAt: factor.created_at,
    }))
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt))
}

/** Where this session stands: the level it has, and the level its enrolled factors allow. */
export async function assuranceLevels(
  client: BackendClient,
): Promise<{ current: string | null; next: string | null }> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel()
  if (error) throw error
  return { current: data.currentLevel, next: data.nextLevel }
}

/** Removes a factor: a verified one turns two-factor off (the session must be aal2 for it). */
export async function unenrolFactor(client: BackendClient, factorId: string): Promise<void> {
  const { error } = await client.auth.mfa.unenroll({ factorId })
  if (error) throw toBackendError(error)
}

/** An authenticator app being set up: its secret, shown once, and the address the QR code holds. */
export interface TotpEnrolment {
  factorId: string
  uri: string
  secret: string
}

/** The name of the first authenticator app; later ones are named by the owner. */
export const FIRST_AUTHENTICATOR_NAME = 'Authenticator app'

/**
 * Starts setting up an authenticator app named `name`, with `issuer` as the label the app
 * shows. A setup started and abandoned earlier would block a new one, so it is removed first.
 */
export async function enrolTotp(
  client: BackendClient,
  issuer: string,
  name: string,
): Promise<TotpEnrolment> {
  const { data: factors, error: listError } = await client.auth.mfa.listFactors()
  if (listError) throw toBackendError(listError)
  for (const stale of factors.all.filter((factor) => factor.status === 'unverified')) {
    await unenrolFactor(client, stale.id)
  }
  const { data, error } = await client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: name,
    issuer,
  })
  if (error) throw toBackendError(error)
  const secret = secretOf(data)
  if (!secret) throw new BackendError('The server sent no secret to set up')
  return { factorId: data.id, ...secret }
}

/** The secret of an enrolment answer, read as it arrived: one without it cannot be set up. */
function secretOf(answer: { totp?: { uri?: string; secret?: string } }) {
  const { uri, secret } = answer.totp ?? {}
  return uri && secret ? { uri, secret } : null
}
