import { Button, Checkbox, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { useState } from 'react'

interface BulkPublishDialogProps {
  isOpen: boolean
  /** The selection, counted: '20 posts'. */
  count: string
  onClose: () => void
  onPublish: (mail: boolean) => void
}

/**
 * Publishing many posts at once asks whether to mail subscribers, unticked each time it opens:
 * twenty emails in one morning should be a choice.
 */
export function BulkPublishDialog({ isOpen, count, onClose, onPublish }: BulkPublishDialogProps) {
  const [mail, setMail] = useState(false)
  return (
    <Dialog
      isOpen={isOpen}
      title={`Publish ${count}`}
      onOpening={() => {
        setMail(false)
      }}
      onClose={onClose}
    >
      <DialogBody>
        <Checkbox
          checked={mail}
          label="Email each post going out for the first time to newsletter subscribers"
          onChange={(event) => {
            setMail(event.currentTarget.checked)
          }}
        />
        <p className="admin-hint">
          A post that was mailed before is never mailed again, whichever you choose.
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="primary"
              text={`Publish ${count}`}
              onClick={() => {
                onPublish(mail)
              }}
            />
          </>
        }
      />
    </Dialog>
  )
}
