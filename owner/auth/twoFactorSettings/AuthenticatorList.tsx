import { Button, H3 } from '@blueprintjs/core'
import type { Authenticator } from '../../../shared/backend/twoFactor.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'
import { ActionsTable } from '../../ui/ActionsTable.tsx'

interface AuthenticatorListProps {
  authenticators: readonly Authenticator[]
  onAdd: () => void
  onRemove: (authenticator: Authenticator) => void
}

/** The authenticator apps that can sign the owner in, each with when it was added. */
export function AuthenticatorList({ authenticators, onAdd, onRemove }: AuthenticatorListProps) {
  return (
    <section aria-labelledby="authenticators-heading" className="admin-account-section">
      <H3 id="authenticators-heading">Authenticator apps</H3>
      <ActionsTable headings={['Name', 'Added']}>
        {authenticators.map((authenticator) => (
          <tr key={authenticator.id}>
            <td data-label="Name">{authenticator.name}</td>
            <td data-label="Added">{formatDateTime(authenticator.addedAt)}</td>
            <td>
              <Button
                variant="minimal"
                intent="danger"
                icon="trash"
                text="Remove"
                aria-label={`Remove ${authenticator.name}`}
                onClick={() => {
                  onRemove(authenticator)
                }}
              />
            </td>
          </tr>
        ))}
      </ActionsTable>
      <p className="admin-hint">
        A second authenticator app, on another device, lets you sign in if you lose your phone.
      </p>
      <Button icon="add" text="Add backup authenticator" onClick={onAdd} />
    </section>
  )
}
