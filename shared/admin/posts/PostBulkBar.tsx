import { Button, Checkbox, Dialog, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { usePostBulkMutation } from '../../data/posts/usePostBulkMutation.ts'
import type { BulkPostAction } from '../../domain/bulkPostEdits.ts'
import type { PostSearchRow } from '../../domain/postSearch.ts'

interface PostBulkBarProps {
  selected: readonly PostSearchRow[]
  onDone: () => void
}

/**
 * What can be done to the selected posts at once: publish, unpublish, add or remove a tag.
 * Publishing more than one asks whether to mail subscribers, and does not unless asked.
 */
export function PostBulkBar({ selected, onDone }: PostBulkBarProps) {
  const bulk = usePostBulkMutation()
  const [tag, setTag] = useState('')
  const [asking, setAsking] = useState(false)
  const [mail, setMail] = useState(false)
  if (selected.length === 0) return null

  const run = (action: BulkPostAction) => {
    bulk.mutate({ action, posts: selected }, { onSuccess: onDone })
  }
  const count = `${String(selected.length)} ${selected.length === 1 ? 'post' : 'posts'}`

  return (
    <section className="post-bulk" aria-label="Selected posts">
      <strong>{count} selected</strong>
      <Button
        text="Publish"
        loading={bulk.isPending}
        onClick={() => {
          if (selected.length === 1) {
            run({ kind: 'publish', mail: true })
            return
          }
          setMail(false)
          setAsking(true)
        }}
      />
      <Button
        text="Unpublish"
        disabled={bulk.isPending}
        onClick={() => {
          run({ kind: 'unpublish' })
        }}
      />
      <InputGroup
        aria-label="Tag for the selected posts"
        placeholder="Tag"
        value={tag}
        onValueChange={setTag}
      />
      <Button
        text="Add tag"
        disabled={bulk.isPending || tag.trim() === ''}
        onClick={() => {
          run({ kind: 'add-tag', tag: tag.trim() })
        }}
      />
      <Button
        text="Remove tag"
        disabled={bulk.isPending || tag.trim() === ''}
        onClick={() => {
          run({ kind: 'remove-tag', tag: tag.trim() })
        }}
      />
      <Button variant="minimal" text="Clear selection" onClick={onDone} />
      <Dialog
        isOpen={asking}
        title={`Publish ${count}`}
        onClose={() => {
          setAsking(false)
        }}
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
              <Button
                text="Cancel"
                onClick={() => {
                  setAsking(false)
                }}
              />
              <Button
                intent="primary"
                text={`Publish ${count}`}
                onClick={() => {
                  setAsking(false)
                  run({ kind: 'publish', mail })
                }}
              />
            </>
          }
        />
      </Dialog>
    </section>
  )
}
