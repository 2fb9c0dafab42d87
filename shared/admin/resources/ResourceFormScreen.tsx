import { NonIdealState, Spinner } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import type { ContentTable } from '../../backend/contentTables.ts'
import { toBackendError } from '../../backend/errors.ts'
import { contentQueries } from '../../data/content/queries.ts'
import { useAdminEnvironment } from '../AdminEnvironment.tsx'
import { AdminPageHeader } from '../list/AdminPageHeader.tsx'
import { LinkButton } from '../list/LinkButton.tsx'
import { ResourceForm } from './ResourceForm.tsx'
import type { FormValues, ResourceDefinition } from './resourceDefinition.ts'

/**
 * `{path}/new` and `{path}/edit/{id}`. The item being edited is the one with that id in the
 * fetched list (spec section 2); an id of 'new' means a new item.
 */
export function ResourceFormScreen<Table extends ContentTable, Values extends FormValues>({
  resource,
}: {
  resource: ResourceDefinition<Table, Values>
}) {
  const { id = 'new' } = useParams()
  const { client } = useAdminEnvironment()
  const creating = id === 'new'
  const rows = useQuery({ ...contentQueries.list(client, resource.table), enabled: !creating })
  const { texts } = resource
  const row = rows.data?.find((candidate) => candidate.id === id)

  return (
    <div className="admin-page admin-page--narrow">
      <AdminPageHeader
        title={creating ? texts.newTitle : texts.editTitle}
        actions={
          <LinkButton icon="arrow-left" minimal to={resource.path} text={texts.backToList} />
        }
      />
      {!creating && rows.isPending && <Spinner aria-label="Loading" />}
      {!creating && rows.isError && (
        <NonIdealState
          icon="error"
          title={texts.loadItemError}
          description={toBackendError(rows.error).message}
        />
      )}
      {!creating && rows.data && !row && <NonIdealState icon="search" title={texts.notFound} />}
      {(creating || row) && <ResourceForm key={id} resource={resource} row={row ?? null} />}
    </div>
  )
}
