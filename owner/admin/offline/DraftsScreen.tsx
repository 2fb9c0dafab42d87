import { Button, Callout, NonIdealState, Tag } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { offlineQueries } from '../../data/offline/queries.ts'
import { useChangeDiscardMutation } from '../../data/offline/useChangeDiscardMutation.ts'
import { useDraftDiscardMutation } from '../../data/offline/useDraftDiscardMutation.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'
import type { Draft, QueuedChange } from '../../offline/store/draftStore.ts'
import { useSync } from '../../offline/queue/SyncContext.ts'
import { usePlatform } from '../../ui/PlatformContext.ts'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { DataTable, type TableColumn } from '../list/DataTable.tsx'
import { DeleteButton } from '../list/DeleteButton.tsx'
import { LinkButton } from '../list/LinkButton.tsx'
import { ListCard } from '../list/ListCard.tsx'
import { type Removal, useRemoval } from '../list/useRemoval.ts'
import { outlineOf } from '../resources/definitions/allResources.ts'

const editPathOf = (item: Draft | QueuedChange) =>
  `${outlineOf(item.table).path}/edit/${item.recordId}`

const itemColumn = {
  header: 'Item',
  cell: (item: Draft | QueuedChange) => (
    <>
      <strong>{item.title || 'Untitled'}</strong>
      <br />
      {outlineOf(item.table).item}
    </>
  ),
}

function ChangeState({ change }: { change: QueuedChange }) {
  if (change.state === 'conflict') return <Tag intent="warning">Changed on the server</Tag>
  if (change.state === 'failed') {
    return (
      <>
        <Tag intent="danger">Not synced</Tag> {change.problem}
      </>
    )
  }
  if (change.kind === 'announce') return <Tag>Newsletter to send</Tag>
  if (change.kind === 'delete') return <Tag intent="primary">Deletion waiting to sync</Tag>
  if (change.kind === 'bring-back') return <Tag intent="primary">Bringing back waiting to sync</Tag>
  return <Tag intent="primary">Waiting to sync</Tag>
}

const CHANGE_COLUMNS: TableColumn<QueuedChange & { id: string }>[] = [
  itemColumn,
  { header: 'State', cell: (change) => <ChangeState change={change} /> },
  { header: 'Saved', cell: (change) => formatDateTime(change.queuedAt) },
]

const DRAFT_COLUMNS: TableColumn<Draft & { id: string }>[] = [
  itemColumn,
  { header: 'Last typed', cell: (draft) => formatDateTime(draft.savedAt) },
]

/** A saved change opens its form, or its comparison when in conflict; either is discarded. */
function ChangeActions({ change, removal }: { change: QueuedChange; removal: Removal }) {
  return (
    <>
      {change.state === 'conflict' ? (
        <LinkButton icon="comparison" minimal to={`/drafts/conflict/${change.id}`} text="Compare" />
      ) : (
        <LinkButton icon="edit" minimal to={editPathOf(change)} text="Open" />
      )}
      <DeleteButton removal={removal} id={change.id} name={`"${change.title}"`} text="Discard" />
    </>
  )
}

/**
 * /drafts: everything this computer holds that the server does not have yet: saves waiting to
 * sync (with why one could not), and forms with unsaved changes. Each opens, or is discarded
 * after asking.
 */
export function DraftsScreen() {
  const platform = usePlatform()
  const { reachable, syncing, lastSyncedAt, syncNow } = useSync()
  const changes = useQuery(offlineQueries.changes(platform.drafts))
  const drafts = useQuery(offlineQueries.drafts(platform.drafts))
  const changeRemoval = useRemoval(
    useChangeDiscardMutation(),
    'Discard this saved change? It has not reached the server, and it will be lost from this computer.',
  )
  const draftRemoval = useRemoval(
    useDraftDiscardMutation(),
    'Discard this draft? What was typed and not saved will be lost.',
  )
  const waiting = changes.data?.length ?? 0

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Drafts"
        subtitle="Work kept on this computer that the server does not have yet"
        actions={
          <Button
            icon="refresh"
            intent="primary"
            text={syncing ? 'Syncing...' : 'Sync Now'}
            disabled={syncing || waiting === 0 || reachable === false}
            onClick={() => void syncNow()}
          />
        }
      />
      {reachable === false && (
        <Callout intent="warning" className="admin-callout" title="Offline">
          The server cannot be reached. Saved changes sync as soon as it can.
        </Callout>
      )}
      {lastSyncedAt && (
        <p className="admin-subtitle">Last synced {formatDateTime(lastSyncedAt.toISOString())}</p>
      )}
      <ListCard
        query={changes}
        heading={(count) => `Waiting to sync (${count})`}
        loadError="Error loading saved changes"
        empty={<NonIdealState icon="tick-circle" title="Everything is synced" />}
      >
        {(rows) => (
          <DataTable
            label="Saved changes waiting to sync"
            rows={rows}
            columns={CHANGE_COLUMNS}
            rowName={(change) => `"${change.title}"`}
            actions={(change) => <ChangeActions change={change} removal={changeRemoval} />}
          />
        )}
      </ListCard>
      <ListCard
        query={drafts}
        heading={(count) => `Unsaved drafts (${count})`}
        loadError="Error loading drafts"
        empty={<NonIdealState icon="document" title="No unsaved drafts" />}
      >
        {(rows) => (
          <DataTable
            label="Unsaved drafts"
            rows={rows.map((draft) => ({ ...draft, id: draft.key }))}
            columns={DRAFT_COLUMNS}
            rowName={(draft) => `the draft "${draft.title || 'Untitled'}"`}
            actions={(draft) => (
              <>
                <LinkButton icon="edit" minimal to={editPathOf(draft)} text="Open" />
                <DeleteButton
                  removal={draftRemoval}
                  id={draft.key}
                  name={`the draft "${draft.title || 'Untitled'}"`}
                  text="Discard"
                />
              </>
            )}
          />
        )}
      </ListCard>
      {changeRemoval.dialog}
      {draftRemoval.dialog}
    </div>
  )
}
