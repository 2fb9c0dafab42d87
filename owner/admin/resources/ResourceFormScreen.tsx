import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import type { ContentTable } from '../../../shared/backend/contentTables.ts'
import { clientRowReader } from '../../../shared/backend/rowReads.ts'
import { contentQueries } from '../../../shared/data/content/queries.ts'
import { isLocalId } from '../../offline/store/draftStore.ts'
import { useLocalItem } from '../../data/offline/useLocalItem.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { ItemFormGate, serverCopy } from '../offline/ItemFormGate.tsx'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { LinkButton } from '../list/LinkButton.tsx'
import { ResourceForm } from './ResourceForm.tsx'
import type { FormValues, ResourceDefinition } from './resourceDefinition.ts'

/**
 * `{path}/new` and `{path}/edit/{id}`. The item being edited is the one with that id in the
 * fetched list (spec section 2); an id of 'new' means a new item, and a local id one created on
 * this computer that has not synced yet.
 */
export function ResourceFormScreen<Table extends ContentTable, Values extends FormValues>({
  resource,
}: {
  resource: ResourceDefinition<Table, Values>
}) {
  const { id } = useParams()
  const client = useBackend()
  const item = useLocalItem(resource.table, id)
  const expected = !item.isNew && !isLocalId(item.recordId)
  const rows = useQuery({
    ...contentQueries.list(clientRowReader(client), resource.table),
    enabled: expected,
  })
  const { texts } = resource

  return (
    <div className="admin-page admin-page--narrow">
      <AdminPageHeader
        title={item.isNew ? texts.newTitle : texts.editTitle}
        actions={
          <LinkButton icon="arrow-left" minimal to={resource.path} text={texts.backToList} />
        }
      />
      <ItemFormGate
        item={item}
        server={serverCopy(rows, expected, (found) =>
          found.find((row) => row.id === item.recordId),
        )}
        editPath={(serverId) => `${resource.path}/edit/${serverId}`}
        loadError={texts.loadItemError}
        notFound={texts.notFound}
        back={{ to: resource.path, text: texts.backToList }}
      >
        {(form) => <ResourceForm resource={resource} recordId={item.recordId} {...form} />}
      </ItemFormGate>
    </div>
  )
}
