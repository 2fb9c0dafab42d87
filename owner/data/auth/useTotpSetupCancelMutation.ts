import { unenrolFactor } from '../../../shared/backend/twoFactor.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { authKeys } from './keys.ts'

/** Cancelling a setup: its factor, never verified, is removed from the server. */
export function useTotpSetupCancelMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: (factorId: string) => unenrolFactor(client, factorId),
    invalidates: [authKeys.twoFactor],
    failed: (reason) => ({
      title: `Failed to cancel the 2FA setup: ${reason}`,
      description: 'Two-factor authentication stays off; the next setup replaces this one.',
      intent: 'warning',
    }),
  })
}
