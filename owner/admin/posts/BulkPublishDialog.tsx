import { Button, Checkbox, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { useState } from 'react'
import type { PublishProblem } from '../../../shared/domain/prePublishChecks.ts'

/** A post the pre-publish checks found something in. */
export interface PostWithProblems {
  title: string
  problems: PublishProblem[]
}

interface BulkPublishDialogProps {
  isOpen: boolean
  /** The selection, counted: '20 posts'. */
  count: string
  /** What would hurt each post that has something, as one post's Publish would show it. */
  problems: readonly PostWithProblems[]
  onClose: () => void
  onPublish: (mail: boolean) => void
}

/**
 * Publishing many posts at once asks whether to mail subscribers, unticked each time it opens:
 * twenty emails in one morning should be a choice. What the pre-publish checks found in each
 * post is listed first; the owner goes back to fix it, or publishes anyway.
 */
export function BulkPublishDialog({
  isOpen,
  count,
  problems,
  onClose,
  onPublish,
}: BulkPublishDialogProps) {
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
        {problems.length > 0 && (
          <>
            <p>These posts are ready, but readers and link previews would miss something:</p>
            <ul aria-label="What would hurt the posts">
              {problems.map((post) => (
                <li key={post.title}>
                  <strong>{post.title}</strong>
                  <ul>
                    {post.problems.map((problem) => (
                      <li key={problem.kind}>{problem.message}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </>
        )}
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
            <Button text={problems.length > 0 ? 'Go back' : 'Cancel'} onClick={onClose} />
            <Button
              intent={problems.length > 0 ? 'warning' : 'primary'}
              text={problems.length > 0 ? `Publish ${count} anyway` : `Publish ${count}`}
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
