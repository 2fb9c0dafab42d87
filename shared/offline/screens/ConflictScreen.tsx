import {
  Button,
  Callout,
  Card,
  HTMLTable,
  NonIdealState,
  Radio,
  RadioGroup,
} from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { failureDescription } from '../../backend/errors.ts'
import { offlineQueries } from '../data/queries.ts'
import { compareFields, mergeChoices } from './conflicts.ts'
import type { JsonObject, QueuedChange } from '../store/draftStore.ts'
import type { Resolution, SyncReport } from '../queue/changeQueue.ts'
import { useSync } from '../queue/SyncContext.ts'
import { usePlatform } from '../../ui/PlatformContext.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { LinkButton } from '../../admin/list/LinkButton.tsx'
import { outlineOf } from '../../admin/resources/definitions/allResources.ts'
import { ConflictValue } from './ConflictValue.tsx'

/**
 * /drafts/conflict/:changeId: the owner's saved version and the server's newer one side by side.
 * Nothing is written until the owner chooses, field by field or whole; an item deleted on the
 * server meanwhile can be created again from their version.
 */
export function ConflictScreen() {
  const { changeId } = useParams()
  const platform = usePlatform()
  const changes = useQuery(offlineQueries.changes(platform.drafts))
  const change = changes.data?.find((candidate) => candidate.id === changeId)

  let body
  if (changes.isPending) body = <p role="status">Loading...</p>
  else if (change?.state !== 'conflict') {
    body = (
      <NonIdealState
        icon="tick-circle"
        title="Nothing to compare"
        description="This change has been settled or synced."
        action={<LinkButton icon="list" to="/drafts" text="Back to Drafts" />}
      />
    )
  } else if (change.serverRow === null) body = <DeletedOnServer change={change} />
  else body = <SideBySide change={change} server={change.serverRow} />

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Compare versions"
        subtitle={change ? `${outlineOf(change.table).item}: "${change.title}"` : undefined}
        actions={<LinkButton icon="arrow-left" minimal to="/drafts" text="Back to Drafts" />}
      />
      {body}
    </div>
  )
}

/** Settles the conflict as chosen, syncs, and returns to the item. */
function useSettle(change: QueuedChange) {
  const { queue, syncNow } = useSync()
  const toast = useToaster()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const settle = async (resolution: Resolution, done: string) => {
    setBusy(true)
    try {
      await queue.resolve(change.id, resolution)
      toast({ title: done })
      const report = await syncNow()
      void navigate(whereToGo(change, resolution, report), { replace: true })
    } catch (error) {
      toast({
        title: 'Could not settle the conflict',
        description: failureDescription(error),
        intent: 'danger',
      })
      setBusy(false)
    }
  }
  return { busy, settle }
}

/**
 * The item as it now is on the server (written, or the server's version kept); otherwise the
 * drafts list, where a change still waiting to sync shows.
 */
function whereToGo(change: QueuedChange, resolution: Resolution, report: SyncReport): string {
  const path = outlineOf(change.table).path
  const written = report.written.find((entry) => entry.changeId === change.id)
  if (written) return `${path}/edit/${written.row.id}`
  if (resolution.keep === 'server' && change.serverRow) return `${path}/edit/${change.recordId}`
  return '/drafts'
}

function SideBySide({ change, server }: { change: QueuedChange; server: JsonObject }) {
  const fields = compareFields(outlineOf(change.table).fields, change.input, server)
  const differing = fields.filter((field) => field.differs)
  const [keepServer, setKeepServer] = useState<ReadonlySet<string>>(new Set())
  const { busy, settle } = useSettle(change)
  const choose = (label: string, server: boolean) => {
    setKeepServer((current) => {
      const next = new Set(current)
      if (server) next.add(label)
      else next.delete(label)
      return next
    })
  }
  const saveMerged = (kept: ReadonlySet<string>) =>
    settle(
      { keep: 'merged', input: mergeChoices(fields, change.input, server, kept) },
      'Your choices are saved',
    )

  return (
    <>
      <Callout intent="warning" className="admin-callout" title="Changed on the server">
        This item was changed on the server after you started editing it. Nothing has been
        overwritten: choose which version of each field to keep.
      </Callout>
      <Card elevation={1} className="admin-card">
        <HTMLTable className="admin-conflict" striped>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Your version</th>
              <th scope="col">Server version</th>
              <th scope="col">Keep</th>
            </tr>
          </thead>
          <tbody>
            {differing.map((field) => (
              <tr key={field.label}>
                <th scope="row">{field.label}</th>
                <td>
                  <ConflictValue value={field.mine} />
                </td>
                <td>
                  <ConflictValue value={field.server} />
                </td>
                <td>
                  <RadioGroup
                    label={`Keep which ${field.label}`}
                    className="admin-conflict__choice"
                    selectedValue={keepServer.has(field.label) ? 'server' : 'mine'}
                    onChange={(event) => {
                      choose(field.label, event.currentTarget.value === 'server')
                    }}
                  >
                    <Radio label="Mine" value="mine" />
                    <Radio label="Server" value="server" />
                  </RadioGroup>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {differing.length === 0 && <p>Both versions are the same; saving changes nothing.</p>}
        <div className="admin-actions">
          <Button
            intent="primary"
            icon="tick"
            text="Save my choices"
            loading={busy}
            onClick={() => void saveMerged(keepServer)}
          />
          <Button
            icon="person"
            text="Keep all mine"
            disabled={busy}
            onClick={() => void saveMerged(new Set())}
          />
          <Button
            icon="cloud"
            text="Keep all server"
            disabled={busy}
            onClick={() => void settle({ keep: 'server' }, 'Kept the server version')}
          />
        </div>
      </Card>
    </>
  )
}

function DeletedOnServer({ change }: { change: QueuedChange }) {
  const { busy, settle } = useSettle(change)
  return (
    <Callout intent="warning" className="admin-callout" title="Deleted on the server">
      <p>
        This item was deleted on the server while your version waited to sync. Create it again from
        your version, or discard your version.
      </p>
      <div className="admin-actions">
        <Button
          intent="primary"
          icon="add"
          text="Create it again"
          loading={busy}
          onClick={() =>
            void settle({ keep: 'merged', input: change.input }, 'The item will be created again')
          }
        />
        <Button
          icon="trash"
          intent="danger"
          text="Discard my version"
          disabled={busy}
          onClick={() => void settle({ keep: 'server' }, 'Your version was discarded')}
        />
      </div>
    </Callout>
  )
}
