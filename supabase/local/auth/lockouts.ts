import type { FailedAttemptSettings } from '../config.ts'
import { FailedAttemptGuard } from './failed-attempt-guard.ts'

/**
 * The local Auth service's lockouts: one for wrong passwords, one for wrong second-factor codes.
 * The second covers authenticator codes and the recovery codes the redeem-recovery-code function
 * checks, so guessing either counts towards one lock.
 */
export interface AuthLockouts {
  passwords: FailedAttemptGuard
  secondFactors: FailedAttemptGuard
}

export function createAuthLockouts(
  settings: FailedAttemptSettings,
  now: () => number = Date.now,
): AuthLockouts {
  const policy = {
    maxFailures: settings.maxFailures,
    windowMs: settings.windowSeconds * 1000,
    lockMs: settings.lockSeconds * 1000,
    maxLockMs: settings.maxLockSeconds * 1000,
  }
  return {
    passwords: new FailedAttemptGuard(policy, 'invalid_credentials', now),
    secondFactors: new FailedAttemptGuard(policy, 'mfa_verification_failed', now),
  }
}
