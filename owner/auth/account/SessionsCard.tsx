import { Button, Callout, Card, Classes, H2, Tag } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import type { AccountSession } from '../../../shared/backend/accountSessions.ts'
import { failureDescription } from '../../../shared/backend/errors.ts'
import { authQueries } from '../../data/auth/queries.ts'
import { useOtherSessionsEndMutation } from '../../data/auth/useOtherSessionsEndMutation.ts'
import { useSessionEndMutation } from '../../data/auth/useSessionEndMutation.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'
import { deviceName } from '../../../shared/domain/device.ts'
import { ActionsTable } from '../../ui/ActionsTable.tsx'
import { useBackend } from '../../ui/BackendContext.ts'
import { useAuth } from '../AuthContext.ts'

const HEADINGS = ['Device', 'Address', 'Signed in', 'Last used']

interface SessionRowProps {
  session: AccountSession
  /** A stand-in while the list loads: its texts shown as placeholders. */
  placeholder?: boolean
  /** Signs out of this session; none for this device (Sign Out in the menu does that). */
  signOut?: { onClick: () => void; loading: boolean }
}

function SessionRow({ session, placeholder = false, signOut }: SessionRowProps) {
  const device = deviceName(session.userAgent)
  const cell = placeholder ? Classes.SKELETON : undefined
  return (
    <tr {...(placeholder ? { 'aria-busy': true, 'aria-label': 'Loading sessions' } : {})}>
      <td data-label="Device" className="admin-cell--wrap">
        <span className={cell}>
          {device}{' '}
          {session.current && (
            <Tag minimal intent="primary">
              This device
            </Tag>
          )}
        </span>
      </td>
      <td data-label="Address">
        <span className={cell}>{session.ip ?? 'Unknown'}</span>
      </td>
      <td data-label="Signed in">
        <span className={cell}>{formatDateTime(session.signedInAt)}</span>
      </td>
      <td data-label="Last used">
        <span className={cell}>{formatDateTime(session.lastUsedAt)}</span>
      </td>
      <td>
        {signOut && (
          <Button
            variant="minimal"
            intent="danger"
            icon="log-out"
            text="Sign out"
            aria-label={`Sign out ${device}, last used ${formatDateTime(session.lastUsedAt)}`}
            loading={signOut.loading}
            onClick={signOut.onClick}
          />
        )}
      </td>
    </tr>
  )
}

/**
 * This device's row as it will be, drawn while the list loads: there is always this device's,
 * so what follows the card stays where it is drawn when the list arrives in the common case (a
 * press on Change Password landed elsewhere when the card grew under it).
 */
function LoadingSessions() {
  const now = new Date().toISOString()
  const thisDevice: AccountSession = {
    id: 'loading',
    userAgent: navigator.userAgent,
    ip: '127.0.0.1',
    signedInAt: now,
    lastUsedAt: now,
    current: true,
  }
  return (
    <ActionsTable headings={HEADINGS}>
      <SessionRow session={thisDevice} placeholder />
    </ActionsTable>
  )
}

/** Every place the owner is signed in, with 'Sign out' for each and for all but this one. */
export function SessionsCard() {
  const client = useBackend()
  const { user } = useAuth()
  const sessions = useQuery(authQueries.sessions(client, user?.id ?? ''))
  const end = useSessionEndMutation()
  const endOthers = useOtherSessionsEndMutation()
  const others = sessions.data?.filter((session) => !session.current) ?? []

  let body
  if (sessions.isPending) body = <LoadingSessions />
  else if (sessions.isError) {
    body = (
      <Callout intent="danger" title="Error loading sessions" className="admin-callout">
        {failureDescription(sessions.error)}
      </Callout>
    )
  } else {
    body = (
      <ActionsTable headings={HEADINGS}>
        {sessions.data.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            {...(session.current
              ? {}
              : {
                  signOut: {
                    loading: end.isPending && end.variables.id === session.id,
                    onClick: () => {
                      end.mutate(session)
                    },
                  },
                })}
          />
        ))}
      </ActionsTable>
    )
  }

  return (
    <Card elevation={1} className="admin-card">
      <H2 className="admin-card-title">Sessions</H2>
      <p>Everywhere you are signed in. Sign out of any device you do not recognise.</p>
      {body}
      <div className="admin-actions">
        <Button
          icon="log-out"
          text="Sign out everywhere else"
          disabled={others.length === 0}
          loading={endOthers.isPending}
          onClick={() => {
            endOthers.mutate()
          }}
        />
      </div>
    </Card>
  )
}
