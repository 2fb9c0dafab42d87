import { isPasswordBreached } from '../../../shared/backend/breachCheck.ts'
import { BackendError } from '../../../shared/backend/errors.ts'
import { changePassword } from '../../../shared/backend/password.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { ACCOUNT_MESSAGES } from './accountMessages.ts'
import { AUTH_MESSAGES } from './authMessages.ts'

/**
 * 'Change Password': the current password, then a new one that is checked against known breaches
 * as at sign-up (allowed when the check cannot be made). The server ends every other session.
 */
export function usePasswordChangeMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: async ({ current, next }: { current: string; next: string }) => {
      if (await isPasswordBreached(next).catch(() => false)) return 'breached'
      await changePassword(client, current, next)
      return 'changed'
    },
    invalidates: [['account-sessions']],
    done: (outcome) =>
      outcome === 'breached'
        ? { title: AUTH_MESSAGES.breached, intent: 'danger' }
        : {
            title: ACCOUNT_MESSAGES.passwordChanged,
            description: ACCOUNT_MESSAGES.othersSignedOut,
          },
    failed: (reason, error) => ({
      title:
        error instanceof BackendError
          ? ACCOUNT_MESSAGES.passwordFailed(reason)
          : AUTH_MESSAGES.unexpected,
      intent: 'danger',
    }),
  })
}
