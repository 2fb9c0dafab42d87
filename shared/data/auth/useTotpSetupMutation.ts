import { enrolTotp } from '../../backend/twoFactor.ts'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { AUTH_MESSAGES } from './authMessages.ts'
import { authKeys } from './keys.ts'

/** 'Setup 2FA': a new secret for the authenticator app, labelled with the admin's name. */
export function useTotpSetupMutation() {
  const { client, adminName } = useAdminEnvironment()
  return useOwnerMutation({
    mutationFn: () => enrolTotp(client, adminName),
    invalidates: [authKeys.twoFactor],
    failed: (reason) => ({ title: AUTH_MESSAGES.storeSecretFailed(reason), intent: 'danger' }),
  })
}
