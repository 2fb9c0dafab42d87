import { unenrolFactor } from '../../backend/twoFactor.ts'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { authKeys } from './keys.ts'

/** Cancelling a setup: its factor, never verified, is removed from the server. */
export function useTotpSetupCancelMutation() {
  const { client } = useAdminEnvironment()
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
