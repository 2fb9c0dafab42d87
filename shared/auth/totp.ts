import type { Factor } from '@supabase/supabase-js'
import type { BackendClient } from '../backend/client.ts'

/** Authenticator codes are six digits (spec section 9). */
export const TOTP_CODE_LENGTH = 6

/** What the code field keeps of what was typed or pasted: digits only, at most six. */
export function codeDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH)
}

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

/** The account's verified TOTP factor, or null when two-factor is off. */
export async function verifiedTotpFactor(client: BackendClient): Promise<Factor | null> {
  const { data, error } = await client.auth.mfa.listFactors()
  if (error) throw error
  return data.totp[0] ?? null
}
