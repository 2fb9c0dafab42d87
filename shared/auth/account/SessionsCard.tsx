import { Button, Callout, Card, H2, Spinner, Tag } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { failureDescription } from '../../backend/errors.ts'
import { authQueries } from '../../data/auth/queries.ts'
import { useOtherSessionsEndMutation } from '../../data/auth/useOtherSessionsEndMutation.ts'
import { useSessionEndMutation } from '../../data/auth/useSessionEndMutation.ts'
import { formatDateTime } from '../../domain/dates.ts'
import { deviceName } from '../../domain/device.ts'
import { ActionsTable } from '../../ui/ActionsTable.tsx'
import { useBackend } from '../../ui/BackendContext.ts'
import { useAuth } from '../AuthContext.ts'

/** Every place the owner is signed in, with 'Sign out' for each and for all but this one. */
export function SessionsCard() {
  const client = useBackend()
  const { user } = useAuth()
  const sessions = useQuery(authQueries.sessions(client, user?.id ?? ''))
  const end = useSessionEndMutation()
  const endOthers = useOtherSessionsEndMutation()
  const others = sessions.data?.filter((session) => !session.current) ?? []

  let body
  if (sessions.isPending) body = <Spinner size={24} aria-label="Loading sessions" />
  else if (sessions.isError) {
    body = (
      <Callout intent="danger" title="Error loading sessions" className="admin-callout">
        {failureDescription(sessions.error)}
      </Callout>
    )
  } else {
    body = (
      <ActionsTable headings={['Device', 'Address', 'Signed in', 'Last used']}>
        {sessions.data.map((session) => {
          const device = deviceName(session.userAgent)
          return (
            <tr key={session.id}>
              <td data-label="Device" className="admin-cell--wrap">
                {device}{' '}
                {session.current && (
                  <Tag minimal intent="primary">
                    This device
                  </Tag>
                )}
              </td>
              <td data-label="Address">{session.ip ?? 'Unknown'}</td>
              <td data-label="Signed in">{formatDateTime(session.signedInAt)}</td>
              <td data-label="Last used">{formatDateTime(session.lastUsedAt)}</td>
              <td>
                {!session.current && (
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon="log-out"
                    text="Sign out"
                    aria-label={`Sign out ${device}, last used ${formatDateTime(session.lastUsedAt)}`}
                    loading={end.isPending && end.variables.id === session.id}
                    onClick={() => {
                      end.mutate(session)
                    }}
                  />
                )}
              </td>
            </tr>
          )
        })}
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
