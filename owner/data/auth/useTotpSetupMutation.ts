import { enrolTotp } from '../../../shared/backend/twoFactor.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useSiteIdentity } from '../../ui/SiteIdentityContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { AUTH_MESSAGES } from './authMessages.ts'
import { authKeys } from './keys.ts'

/**
 * 'Setup 2FA' and 'Add backup authenticator': a new secret for an authenticator app of this name,
 * labelled in the app with the admin's name.
 */
export function useTotpSetupMutation() {
  const client = useBackend()
  const { adminName } = useSiteIdentity()
  return useOwnerMutation({
    mutationFn: (name: string) => enrolTotp(client, adminName, name),
    invalidates: [authKeys.twoFactor],
    failed: (reason) => ({ title: AUTH_MESSAGES.storeSecretFailed(reason), intent: 'danger' }),
  })
}
