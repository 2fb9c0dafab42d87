import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import type { PublishProblem } from '../../../shared/domain/prePublishChecks.ts'

/** A publish or schedule waiting for the owner's word, and what the checks found. */
export interface HeldPublish {
  action: 'publish' | 'schedule'
  problems: PublishProblem[]
  proceed: () => void
}

interface PrePublishDialogProps {
  held: HeldPublish | null
  onClose: () => void
}

/**
 * What would hurt the post, before it goes out: the owner goes back to fix it, or goes ahead
 * anyway. Going back is the default (Escape, or closing the dialog).
 */
export function PrePublishDialog({ held, onClose }: PrePublishDialogProps) {
  const verb = held?.action === 'schedule' ? 'Schedule' : 'Publish'
  return (
    <Dialog
      isOpen={held !== null}
      onClose={onClose}
      title={`Before you ${verb.toLowerCase()}`}
      icon="issue"
    >
      <DialogBody>
        <p>This post is ready, but readers and link previews would miss something:</p>
        <ul aria-label="What would hurt the post">
          {held?.problems.map((problem) => (
            <li key={problem.kind}>{problem.message}</li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Go back" onClick={onClose} autoFocus />
            <Button
              intent="warning"
              text={`${verb} anyway`}
              onClick={() => {
                onClose()
                held?.proceed()
              }}
            />
          </>
        }
      />
    </Dialog>
  )
}
