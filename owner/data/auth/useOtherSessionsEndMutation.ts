import { endOtherSessions } from '../../../shared/backend/accountSessions.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { ACCOUNT_MESSAGES } from './accountMessages.ts'

/** 'Sign out everywhere else': every session of the owner's but this one ends. */
export function useOtherSessionsEndMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: () => endOtherSessions(client),
    invalidates: [['account-sessions']],
    done: () => ({ title: ACCOUNT_MESSAGES.everywhereElse }),
    failed: (reason) => ({ title: ACCOUNT_MESSAGES.signOutFailed(reason), intent: 'danger' }),
  })
}
