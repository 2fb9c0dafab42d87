import { endOtherSessions } from '../../../shared/backend/accountSessions.ts'
import type { BackendClient } from '../../../shared/backend/client.ts'
import type { ToastMessage } from '../../ui/Toaster.tsx'
import { ACCOUNT_MESSAGES } from './accountMessages.ts'

/**
 * After a two-factor change, every other session is signed out (ASVS 7.4.3): a stolen session
 * must not outlive the change that was made because of it. Supabase Auth does this itself only
 * after a password change, so the app asks for it. Whether it worked; the change stands either way.
 */
export function signOutOtherSessions(client: BackendClient): Promise<boolean> {
  return endOtherSessions(client).then(
    () => true,
    (error: unknown) => {
      console.error('Signing out the other sessions failed:', error)
      return false
    },
  )
}

/** The toast of a change that signed out the other sessions, or tried to. */
export function withOtherSessions(title: string, othersEnded: boolean): ToastMessage {
  return othersEnded
    ? { title, description: ACCOUNT_MESSAGES.othersSignedOut }
    : { title, description: ACCOUNT_MESSAGES.othersNotSignedOut, intent: 'warning' }
}
