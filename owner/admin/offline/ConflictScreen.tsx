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
import { useParams } from 'react-router-dom'
import { offlineQueries } from '../../data/offline/queries.ts'
import { compareFields, mergeChoices } from './conflicts.ts'
import type { JsonObject, QueuedChange } from '../../offline/store/draftStore.ts'
import { usePlatform } from '../../ui/PlatformContext.ts'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { LinkButton } from '../list/LinkButton.tsx'
import { outlineOf } from '../resources/definitions/allResources.ts'
import { ConflictValue } from './ConflictValue.tsx'
import { DeletionConflict } from './DeletionConflict.tsx'
import { useConflictSettle } from './useConflictSettle.ts'

/**
 * /drafts/conflict/:changeId: the owner's saved version and the server's newer one side by side.
 * Nothing is written until the owner chooses, field by field or whole; an item deleted on the
 * server meanwhile can be created again from their version. A deletion held over a newer server
 * version is deleted anyway or dropped, never written as a version of the item.
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
  } else if (change.kind === 'delete') body = <DeletionConflict change={change} />
  else if (change.serverRow === null) body = <DeletedOnServer change={change} />
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

function SideBySide({ change, server }: { change: QueuedChange; server: JsonObject }) {
  const fields = compareFields(outlineOf(change.table).fields, change.input, server)
  const differing = fields.filter((field) => field.differs)
  const [keepServer, setKeepServer] = useState<ReadonlySet<string>>(new Set())
  const { busy, settle } = useConflictSettle(change)
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
  const { busy, settle } = useConflictSettle(change)
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
