import { verifyTotpCode } from '../../backend/twoFactor.ts'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { AUTH_MESSAGES } from './authMessages.ts'
import { authKeys } from './keys.ts'

/** 'Verify & Enable': the first code from the app verifies the factor, and two-factor is on. */
export function useTotpEnableMutation() {
  const { client } = useAdminEnvironment()
  return useOwnerMutation({
    mutationFn: ({ factorId, code }: { factorId: string; code: string }) =>
      verifyTotpCode(client, factorId, code),
    invalidates: [authKeys.twoFactor],
    done: (outcome) => {
      if (outcome.ok) return { title: AUTH_MESSAGES.enabled }
      if (outcome.reason === 'invalid-code') {
        return { title: AUTH_MESSAGES.invalidCode, intent: 'danger' }
      }
      return { title: AUTH_MESSAGES.enableFailed(outcome.message), intent: 'danger' }
    },
    failed: () => ({ title: AUTH_MESSAGES.verifyFailed, intent: 'danger' }),
  })
}
