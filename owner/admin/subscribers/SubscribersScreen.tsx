import { Button, type Intent, NonIdealState, Tag } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import type { Subscriber } from '../../../shared/backend/subscribers.ts'
import { subscriberQueries } from '../../data/subscribers/queries.ts'
import { useSubscriberDeleteMutation } from '../../data/subscribers/useSubscriberDeleteMutation.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'
import { subscribersCsv, subscribersCsvName } from '../../../shared/domain/subscriberExport.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { DataTable, type TableColumn } from '../list/DataTable.tsx'
import { DeleteButton } from '../list/DeleteButton.tsx'
import { ListCard } from '../list/ListCard.tsx'
import { downloadFile } from '../list/downloadFile.ts'
import { useRemoval } from '../list/useRemoval.ts'

const STATUSES: Record<string, { label: string; intent: Intent }> = {
  confirmed: { label: 'Confirmed', intent: 'success' },
  pending: { label: 'Pending', intent: 'warning' },
  unsubscribed: { label: 'Unsubscribed', intent: 'none' },
}

const COLUMNS: TableColumn<Subscriber>[] = [
  {
    header: 'Email',
    cell: (subscriber) => subscriber.email,
    truncate: (subscriber) => subscriber.email,
  },
  {
    header: 'Status',
    cell: ({ status }) => {
      const { label, intent } = STATUSES[status] ?? { label: status, intent: 'none' }
      return (
        <Tag minimal intent={intent}>
          {label}
        </Tag>
      )
    },
  },
  { header: 'Signed up', cell: (subscriber) => formatDateTime(subscriber.created_at) },
  {
    header: 'Confirmed',
    cell: (subscriber) => (subscriber.confirmed_at ? formatDateTime(subscriber.confirmed_at) : '—'),
  },
]

/** The newsletter's subscribers: who confirmed, who is pending, export and removal. */
export function SubscribersScreen() {
  const client = useBackend()
  const subscribers = useQuery(subscriberQueries.all(client))
  const removal = useRemoval(
    useSubscriberDeleteMutation(),
    'Are you sure you want to remove this subscriber? They will get no further newsletters.',
  )
  const confirmed = subscribers.data?.filter((subscriber) => subscriber.status === 'confirmed')

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Newsletter Subscribers"
        subtitle="People who asked for new posts by email; only confirmed subscribers receive them"
        actions={
          <Button
            icon="download"
            text="Export CSV"
            disabled={!subscribers.data || subscribers.data.length === 0}
            onClick={() => {
              downloadFile(subscribersCsvName(), subscribersCsv(subscribers.data ?? []), 'text/csv')
            }}
          />
        }
      />
      <ListCard
        query={subscribers}
        heading={(count) => `Subscribers (${count}) · ${confirmed?.length ?? 0} confirmed`}
        loadError="Error loading subscribers"
        empty={<NonIdealState icon="envelope" title="No subscribers yet" />}
      >
        {(rows) => (
          <DataTable
            label="Newsletter subscribers"
            rows={rows}
            columns={COLUMNS}
            rowName={(subscriber) => subscriber.email}
            actions={(subscriber) => (
              <DeleteButton
                removal={removal}
                id={subscriber.id}
                name={subscriber.email}
                text="Remove"
              />
            )}
          />
        )}
      </ListCard>
      {removal.dialog}
    </div>
  )
}
