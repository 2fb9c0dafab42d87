import { BackendError } from '../../../shared/backend/errors.ts'
import { redeemRecoveryCode } from '../../../shared/backend/recoveryCodes.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { ACCOUNT_MESSAGES } from './accountMessages.ts'
import { AUTH_MESSAGES } from './authMessages.ts'
import { authKeys } from './keys.ts'

/**
 * A recovery code in place of the authenticator's, after the password: the owner is in, with
 * two-factor off until a new authenticator is set up. 'invalid-code' for a code that is not one
 * of the owner's unused codes (it counts towards the lockout of wrong codes).
 */
export function useRecoveryCodeSignInMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: async (code: string): Promise<'signed-in' | 'invalid-code'> => {
      try {
        await redeemRecoveryCode(client, code)
        return 'signed-in'
      } catch (error) {
        if (error instanceof BackendError && error.status === 422) return 'invalid-code'
        throw error
      }
    },
    invalidates: [authKeys.twoFactor, ['account-sessions']],
    // Signed in, the owner is taken to two-factor settings, which says so on arrival.
    done: (outcome) =>
      outcome === 'signed-in'
        ? null
        : { title: ACCOUNT_MESSAGES.invalidRecoveryCode, intent: 'danger' },
    // Too many wrong codes, or no connection: the server's words say which.
    failed: (reason, error) =>
      error instanceof BackendError
        ? { title: ACCOUNT_MESSAGES.recoveryFailed, description: reason, intent: 'danger' }
        : { title: AUTH_MESSAGES.unexpected, intent: 'danger' },
  })
}
