import { enrolTotp } from '../../backend/twoFactor.ts'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { AUTH_MESSAGES } from './authMessages.ts'
import { authKeys } from './keys.ts'

/**
 * 'Setup 2FA' and 'Add backup authenticator': a new secret for an authenticator app of this name,
 * labelled in the app with the admin's name.
 */
export function useTotpSetupMutation() {
  const { client, adminName } = useAdminEnvironment()
  return useOwnerMutation({
    mutationFn: (name: string) => enrolTotp(client, adminName, name),
    invalidates: [authKeys.twoFactor],
    failed: (reason) => ({ title: AUTH_MESSAGES.storeSecretFailed(reason), intent: 'danger' }),
  })
}
