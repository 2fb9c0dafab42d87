import { endOtherSessions } from '../../backend/accountSessions.ts'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { ACCOUNT_MESSAGES } from './accountMessages.ts'

/** 'Sign out everywhere else': every session of the owner's but this one ends. */
export function useOtherSessionsEndMutation() {
  const { client } = useAdminEnvironment()
  return useOwnerMutation({
    mutationFn: () => endOtherSessions(client),
    invalidates: [['account-sessions']],
    done: () => ({ title: ACCOUNT_MESSAGES.everywhereElse }),
    failed: (reason) => ({ title: ACCOUNT_MESSAGES.signOutFailed(reason), intent: 'danger' }),
  })
}
