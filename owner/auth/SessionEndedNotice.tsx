import { Callout } from '@blueprintjs/core'
import type { SessionEndReason } from '../../shared/backend/sessionEnd.ts'

const REASONS: Record<SessionEndReason, string> = {
  idle: 'You were signed out because you had not used the site for a while.',
  expired:
    'Your sign-in expired: sign-ins end after a while without use, and after a set time however much they are used.',
  ended: 'You were signed out from another device, or after a password or two-factor change.',
}

/** On the sign-in screen when the server ended the session, not Sign Out. */
export function SessionEndedNotice({ reason }: { reason: SessionEndReason }) {
  return (
    <Callout
      intent="warning"
      title="Your session has ended"
      className="admin-callout"
      role="status"
    >
      <p>{REASONS[reason]}</p>
      <p>Sign in again to carry on. Anything you had not saved is kept as a draft.</p>
    </Callout>
  )
}
