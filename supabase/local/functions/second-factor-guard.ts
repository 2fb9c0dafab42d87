import type { CodeAttemptGuard } from '../../functions/_shared/redeem-recovery-code.ts'
import { withoutIpv4Mapping } from '../auth/client-address.ts'
import { AuthError } from '../auth/errors.ts'
import type { FailedAttemptGuard } from '../auth/failed-attempt-guard.ts'

/**
 * Recovery codes checked inside the Auth service's second-factor lockout: a wrong code counts as
 * a wrong authenticator code would, and while the account or address is locked out no code is
 * checked at all.
 */
export function sharedSecondFactorGuard(secondFactors: FailedAttemptGuard): CodeAttemptGuard {
  return async (attempt, check) => {
    const who = { account: attempt.account, address: withoutIpv4Mapping(attempt.address) }
    try {
      return await secondFactors.attempt(who, async () => {
        const result = await check()
        if (result.outcome === 'wrong') {
          throw new AuthError(422, 'mfa_verification_failed', 'Invalid recovery code')
        }
        return result
      })
    } catch (error) {
      if (!(error instanceof AuthError)) throw error
      if (error.code === 'mfa_verification_failed') return { outcome: 'wrong' }
      if (error.status === 429) {
        return { outcome: 'locked', retryAfterSeconds: Number(error.headers['Retry-After'] ?? 60) }
      }
      throw error
    }
  }
}
