import { isPasswordBreached } from '../../../shared/backend/breachCheck.ts'
import { BackendError } from '../../../shared/backend/errors.ts'
import { createOwnerAccount } from '../../../shared/backend/owner.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { AUTH_MESSAGES } from './authMessages.ts'
import { authKeys } from './keys.ts'

/**
 * 'Create Account' while the site has no owner. A password known from data breaches is refused
 * here; when the breach service cannot be reached, the password is allowed (spec section 5).
 */
export function useSignUpMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: async (credentials: { email: string; password: string }) => {
      if (await isPasswordBreached(credentials.password).catch(() => false)) return 'breached'
      await createOwnerAccount(client, credentials, window.location.origin)
      return 'created'
    },
    invalidates: [authKeys.siteHasOwner()],
    done: (outcome) =>
      outcome === 'breached'
        ? { title: AUTH_MESSAGES.breached, intent: 'danger' }
        : { title: AUTH_MESSAGES.accountCreated },
    // Auth refusing the account says why; anything else cannot.
    failed: (reason, error) => ({
      title:
        error instanceof BackendError
          ? AUTH_MESSAGES.signUpFailed(reason)
          : AUTH_MESSAGES.unexpected,
      intent: 'danger',
    }),
  })
}
