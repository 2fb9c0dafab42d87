import { createRecoveryCodes } from '../../../shared/backend/recoveryCodes.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { ACCOUNT_MESSAGES } from './accountMessages.ts'
import { authKeys } from './keys.ts'

/** 'Make new codes': ten new recovery codes, shown once; the old ones stop working. */
export function useRecoveryCodesMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: () => createRecoveryCodes(client),
    invalidates: [authKeys.twoFactor],
    done: () => ({ title: ACCOUNT_MESSAGES.codesMade }),
    failed: (reason) => ({ title: ACCOUNT_MESSAGES.codesFailed(reason), intent: 'danger' }),
  })
}
