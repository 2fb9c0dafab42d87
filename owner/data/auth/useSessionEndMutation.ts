import { type AccountSession, endAccountSession } from '../../../shared/backend/accountSessions.ts'
import { deviceName } from '../../../shared/domain/device.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { ACCOUNT_MESSAGES } from './accountMessages.ts'

/** 'Sign out' of one of the owner's other sessions. */
export function useSessionEndMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: (session: AccountSession) => endAccountSession(client, session.id),
    invalidates: [['account-sessions']],
    done: (_result, session) => ({
      title: ACCOUNT_MESSAGES.sessionEnded(deviceName(session.userAgent)),
    }),
    failed: (reason) => ({ title: ACCOUNT_MESSAGES.signOutFailed(reason), intent: 'danger' }),
  })
}
