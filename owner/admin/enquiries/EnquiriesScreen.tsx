import {
  Button,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  Icon,
  NonIdealState,
} from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Enquiry } from '../../../shared/backend/enquiries.ts'
import { enquiryQueries } from '../../data/enquiries/queries.ts'
import { useEnquiryDeleteMutation } from '../../data/enquiries/useEnquiryDeleteMutation.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { DataTable, type TableColumn } from '../list/DataTable.tsx'
import { DeleteButton } from '../list/DeleteButton.tsx'
import { ListCard } from '../list/ListCard.tsx'
import { useRemoval } from '../list/useRemoval.ts'

const senderOf = (enquiry: Enquiry) => `${enquiry.first_name} ${enquiry.last_name}`

const COLUMNS: TableColumn<Enquiry>[] = [
  { header: 'Received', cell: (enquiry) => formatDateTime(enquiry.created_at) },
  {
    header: 'From',
    cell: (enquiry) => <strong>{senderOf(enquiry)}</strong>,
    truncate: (enquiry) => senderOf(enquiry),
  },
  {
    header: 'Email',
    cell: (enquiry) => [enquiry.email, enquiry.company].filter(Boolean).join(' · '),
    truncate: (enquiry) => [enquiry.email, enquiry.company].filter(Boolean).join(' · '),
  },
  { header: 'Subject', cell: (enquiry) => enquiry.subject, truncate: (enquiry) => enquiry.subject },
  { header: 'Message', cell: (enquiry) => enquiry.message, truncate: (enquiry) => enquiry.message },
]

/**
 * What visitors sent through the contact form, newest first. Every enquiry is stored before it
 * is mailed, so none depends on the mail arriving.
 */
export function EnquiriesScreen() {
  const client = useBackend()
  const enquiries = useQuery(enquiryQueries.all(client))
  const [reading, setReading] = useState<Enquiry | null>(null)
  const removal = useRemoval(
    useEnquiryDeleteMutation(),
    'Are you sure you want to delete this enquiry?',
  )

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Enquiries"
        subtitle="Messages sent through the contact form, newest first"
      />
      <ListCard
        query={enquiries}
        heading={(count) => `Enquiries (${count})`}
        loadError="Error loading enquiries"
        empty={<NonIdealState icon="inbox" title="No enquiries yet" />}
      >
        {(rows) => (
          <DataTable
            label="Enquiries"
            rows={rows}
            columns={COLUMNS}
            rowName={(enquiry) => `the enquiry from ${senderOf(enquiry)}`}
            actions={(enquiry) => (
              <>
                <Button
                  icon="eye-open"
                  variant="minimal"
                  text="Read"
                  aria-label={`Read the enquiry from ${senderOf(enquiry)}`}
                  onClick={() => {
                    setReading(enquiry)
                  }}
                />
                <DeleteButton
                  removal={removal}
                  id={enquiry.id}
                  name={`the enquiry from ${senderOf(enquiry)}`}
                />
              </>
            )}
          />
        )}
      </ListCard>
      <Dialog
        isOpen={reading !== null}
        title={reading && <span title={reading.subject}>{reading.subject}</span>}
        onClose={() => {
          setReading(null)
        }}
      >
        {reading && (
          <>
            <DialogBody>
              <p>
                <strong>{senderOf(reading)}</strong> &lt;{reading.email}&gt;
                {reading.company && `, ${reading.company}`}
                <br />
                {formatDateTime(reading.created_at)}
              </p>
              <p className="admin-message">{reading.message}</p>
            </DialogBody>
            <DialogFooter
              actions={
                <a
                  className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
                  href={`mailto:${reading.email}?subject=${encodeURIComponent(`Re: ${reading.subject}`)}`}
                >
                  <Icon icon="envelope" />
                  <span className={Classes.BUTTON_TEXT}>Reply by email</span>
                </a>
              }
            />
          </>
        )}
      </Dialog>
      {removal.dialog}
    </div>
  )
}
