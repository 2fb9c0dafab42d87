import { verifyTotpCode } from '../../../shared/backend/twoFactor.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { AUTH_MESSAGES } from './authMessages.ts'
import { authKeys } from './keys.ts'

/**
 * The code step of signing in: a code from the chosen authenticator app raises the session to
 * aal2. A call that fails outright (rather than refusing the code) rejects, and the sign-in is
 * cancelled (spec section 8: '2FA is not properly configured').
 */
export function useTotpSignInMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: ({ factorId, code }: { factorId: string; code: string }) =>
      verifyTotpCode(client, factorId, code),
    invalidates: [authKeys.twoFactor],
    done: (outcome) => {
      if (outcome.ok) return { title: AUTH_MESSAGES.twoFactorVerified }
      if (outcome.reason === 'invalid-code') {
        return { title: AUTH_MESSAGES.invalidCode, intent: 'danger' }
      }
      return { title: AUTH_MESSAGES.verifyFailed, intent: 'danger' }
    },
    failed: () => ({ title: AUTH_MESSAGES.twoFactorNotConfigured, intent: 'danger' }),
  })
}
