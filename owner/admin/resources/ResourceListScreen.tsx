import { Button, InputGroup, NonIdealState } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { ContentRow, ContentTable } from '../../../shared/backend/contentTables.ts'
import { clientRowReader } from '../../../shared/backend/rowReads.ts'
import { contentQueries } from '../../../shared/data/content/queries.ts'
import { useContentDeleteMutation } from '../../data/content/useContentDeleteMutation.ts'
import { holdsEveryWord } from '../../../shared/domain/wordMatch.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { QueuedChangesNotice } from '../offline/QueuedChangesNotice.tsx'
import { ImageSizesNotice } from '../images/ImageSizesNotice.tsx'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { DataTable } from '../list/DataTable.tsx'
import { ListCard } from '../list/ListCard.tsx'
import { DeleteButton } from '../list/DeleteButton.tsx'
import { LinkButton } from '../list/LinkButton.tsx'
import { type Removal, useRemoval } from '../list/useRemoval.ts'
import type { FormValues, ResourceDefinition } from './resourceDefinition.ts'
import { useDisplayOrder } from './useDisplayOrder.ts'

interface RowActionsProps<Table extends ContentTable, Values extends FormValues> {
  resource: ResourceDefinition<Table, Values>
  row: ContentRow<Table>
  removal: Removal
}

/** What can be done with one item of the list: open its page, edit it, delete it. */
function RowActions<Table extends ContentTable, Values extends FormValues>({
  resource,
  row,
  removal,
}: RowActionsProps<Table, Values>) {
  const link = resource.rowLink?.(row)
  return (
    <>
      {link && (
        <LinkButton
          icon="share"
          minimal
          text={link.label}
          href={link.href}
          aria-label={`${link.label} ${resource.rowName(row)}`}
        />
      )}
      <LinkButton
        icon="edit"
        minimal
        text="Edit"
        to={`${resource.path}/edit/${row.id}`}
        aria-label={`Edit ${resource.rowName(row)}`}
      />
      <DeleteButton removal={removal} id={row.id} name={resource.rowName(row)} />
    </>
  )
}

/** A resource's list: its items in a table, with adding, editing, deleting and ordering. */
export function ResourceListScreen<Table extends ContentTable, Values extends FormValues>({
  resource,
}: {
  resource: ResourceDefinition<Table, Values>
}) {
  const client = useBackend()
  const navigate = useNavigate()
  const rows = useQuery(contentQueries.list(clientRowReader(client), resource.table))
  const ordering = useDisplayOrder(resource)
  const { texts, messages } = resource
  const removal = useRemoval(
    useContentDeleteMutation(resource.table, messages),
    texts.confirmDelete,
  )
  const add = () => void navigate(`${resource.path}/new`)
  // The words searched stay in the address (`?q=`), so a reload keeps the list as it was.
  const [params, setParams] = useSearchParams()
  const searched = params.get('q') ?? ''
  const { searchText } = resource

  return (
    <div className="admin-page">
      <AdminPageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          <>
            <LinkButton icon="arrow-left" minimal to={texts.back.to} text={texts.back.label} />
            <Button intent="primary" icon="plus" text={texts.add} onClick={add} />
          </>
        }
      />
      <QueuedChangesNotice table={resource.table} />
      {resource.fields.some((field) => field.kind === 'image') && <ImageSizesNotice />}
      {searchText && (
        <InputGroup
          className="admin-search"
          type="search"
          leftIcon="search"
          aria-label={`Search ${texts.title}`}
          placeholder="Search"
          value={searched}
          onValueChange={(text) => {
            setParams(text === '' ? {} : { q: text }, { replace: true })
          }}
        />
      )}
      <ListCard
        query={rows}
        heading={texts.count}
        loadError={texts.loadError}
        empty={
          <NonIdealState
            icon="inbox"
            title={texts.empty}
            action={
              texts.emptyAction ? (
                <Button intent="primary" text={texts.emptyAction} onClick={add} />
              ) : undefined
            }
          />
        }
      >
        {(all) => {
          const items = searchText
            ? all.filter((row) => holdsEveryWord(searchText(row), searched))
            : all
          if (items.length === 0) {
            return <NonIdealState icon="search" title="Nothing matches this search" />
          }
          return (
            <DataTable
              label={texts.title}
              rows={items}
              columns={resource.columns}
              rowName={resource.rowName}
              ordering={ordering}
              actions={(row) => <RowActions resource={resource} row={row} removal={removal} />}
            />
          )
        }}
      </ListCard>
      {removal.dialog}
    </div>
  )
}
