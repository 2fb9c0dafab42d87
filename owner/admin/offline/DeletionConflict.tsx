import { Button, Callout } from '@blueprintjs/core'
import type { QueuedChange } from '../../offline/store/draftStore.ts'
import { useConflictSettle } from './useConflictSettle.ts'

/**
 * The owner's deletion of an item, held because the server's copy changed (or went) before it
 * arrived: deleted anyway, of the server's version as it now is, or dropped, keeping that
 * version. The deletion is never written as a version of the item.
 */
export function DeletionConflict({ change }: { change: QueuedChange }) {
  const { busy, settle } = useConflictSettle(change)
  if (change.serverRow === null) {
    return (
      <Callout intent="warning" className="admin-callout" title="Deleted on the server">
        <p>
          This item was deleted on the server before your deletion reached it: there is nothing left
          to delete.
        </p>
        <Button
          icon="trash"
          text="Discard my deletion"
          loading={busy}
          onClick={() => void settle({ keep: 'server' }, 'Your deletion was discarded')}
        />
      </Callout>
    )
  }
  return (
    <Callout intent="warning" className="admin-callout" title="Changed on the server">
      <p>
        You deleted this item, and it was changed on the server before your deletion reached it.
        Nothing has been deleted: delete the server&apos;s version anyway, or keep it.
      </p>
      <div className="admin-actions">
        <Button
          intent="danger"
          icon="trash"
          text="Delete it anyway"
          loading={busy}
          onClick={() => void settle({ keep: 'deletion' }, 'Your deletion is saved')}
        />
        <Button
          icon="cloud"
          text="Keep the server's version"
          disabled={busy}
          onClick={() => void settle({ keep: 'server' }, 'Kept the server version')}
        />
      </div>
    </Callout>
  )
}
