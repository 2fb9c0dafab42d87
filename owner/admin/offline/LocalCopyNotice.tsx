import { Button, Callout } from '@blueprintjs/core'
import type { LocalCopy } from '../../data/offline/queries.ts'
import { SAVED_LOCALLY } from '../../data/offline/saveMessages.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'
import { LinkButton } from '../list/LinkButton.tsx'
import { DeletionConflict } from './DeletionConflict.tsx'

interface LocalCopyNoticeProps {
  copy: LocalCopy
  /** Throws the draft away (after asking), back to the saved version. */
  onDiscardDraft: () => void
}

/**
 * Tells the owner the form shows what this computer holds: a restored draft or a queued save;
 * and that the item's deletion waits to sync, or for their choice.
 */
export function LocalCopyNotice({ copy, onDiscardDraft }: LocalCopyNoticeProps) {
  const { draft, change, deletion } = copy
  return (
    <>
      {deletion?.state === 'conflict' && <DeletionConflict change={deletion} />}
      {deletion?.state === 'pending' && (
        <Callout intent="primary" className="admin-callout" title="Deletion waiting to sync">
          You deleted this item on this computer: it is deleted on the server when it syncs.
        </Callout>
      )}
      {change?.state === 'conflict' && (
        <Callout intent="warning" className="admin-callout" title="Changed on the server">
          <p>
            This item changed on the server while your saved version waited to sync. Nothing was
            overwritten.
          </p>
          <LinkButton
            icon="comparison"
            to={`/drafts/conflict/${change.id}`}
            text="Compare versions"
          />
        </Callout>
      )}
      {change?.state === 'failed' && (
        <Callout intent="danger" className="admin-callout" title="The server refused the last save">
          {change.problem} Correct it and save again; your version is kept on this computer.
        </Callout>
      )}
      {change?.state === 'pending' && (
        <Callout intent="primary" className="admin-callout">
          {SAVED_LOCALLY}
        </Callout>
      )}
      {draft && (
        <Callout intent="primary" className="admin-callout">
          <p>Restored your unsaved changes from {formatDateTime(draft.savedAt)}.</p>
          <Button icon="undo" text="Discard changes" onClick={onDiscardDraft} />
        </Callout>
      )}
    </>
  )
}
