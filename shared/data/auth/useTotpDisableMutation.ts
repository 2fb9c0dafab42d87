import { BackendError } from '../../backend/errors.ts'
import { assuranceLevels, unenrolFactor, verifyTotpCode } from '../../backend/twoFactor.ts'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { AUTH_MESSAGES } from './authMessages.ts'
import { authKeys } from './keys.ts'

/** How a 'Disable 2FA' went: off, or a current code is needed first (or was not accepted). */
export type DisableOutcome = 'disabled' | 'needs-code' | 'invalid-code' | 'code-failed'

/**
 * 'Disable 2FA'. Removing the factor needs a session that passed it: without one the owner is
 * asked for a current code first, given here as `code`.
 */
export function useTotpDisableMutation() {
  const { client } = useAdminEnvironment()
  return useOwnerMutation({
    mutationFn: async ({
      factorId,
      code,
    }: {
      factorId: string
      code?: string
    }): Promise<DisableOutcome> => {
      if (code !== undefined) {
        const outcome = await verifyTotpCode(client, factorId, code)
        if (!outcome.ok) return outcome.reason === 'invalid-code' ? 'invalid-code' : 'code-failed'
      }
      if ((await assuranceLevels(client)).current !== 'aal2') return 'needs-code'
      await unenrolFactor(client, factorId)
      return 'disabled'
    },
    invalidates: [authKeys.twoFactor],
    done: (outcome) => {
      if (outcome === 'disabled') return { title: AUTH_MESSAGES.disabled }
      if (outcome === 'invalid-code') return { title: AUTH_MESSAGES.invalidCode, intent: 'danger' }
      if (outcome === 'code-failed') return { title: AUTH_MESSAGES.verifyFailed, intent: 'danger' }
      return null
    },
    // The server refusing to remove the factor says why; anything else cannot.
    failed: (reason, error) => ({
      title:
        error instanceof BackendError
          ? AUTH_MESSAGES.disableFailedWith(reason)
          : AUTH_MESSAGES.disableFailed,
      intent: 'danger',
    }),
  })
}
