import { Button, InputGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { usePostBulkMutation } from '../../data/posts/usePostBulkMutation.ts'
import type { BulkPostAction } from '../../domain/bulkPostEdits.ts'
import type { PostSearchRow } from '../../domain/postSearch.ts'
import { BulkPublishDialog } from './BulkPublishDialog.tsx'
import type { PostsDeletion } from './usePostsDeletion.tsx'

interface PostBulkBarProps {
  selected: readonly PostSearchRow[]
  onDone: () => void
  /** The list's deletion of posts, the same as its rows'. */
  deletion: PostsDeletion
}

/**
 * What can be done to the selected posts at once: publish, unpublish, add or remove a tag, and
 * delete (after asking, as a single delete does; one Undo brings them all back). Publishing more
 * than one asks whether to mail subscribers, and does not unless asked.
 */
export function PostBulkBar({ selected, onDone, deletion }: PostBulkBarProps) {
  const bulk = usePostBulkMutation()
  const [tag, setTag] = useState('')
  const [asking, setAsking] = useState(false)
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
      <Button
        icon="trash"
        intent="danger"
        text="Delete"
        loading={selected.some((post) => deletion.isDeleting(post.id))}
        disabled={bulk.isPending}
        onClick={() => void deletion.askToDelete(selected, onDone)}
      />
      <Button variant="minimal" text="Clear selection" onClick={onDone} />
      <BulkPublishDialog
        isOpen={asking}
        count={count}
        onClose={() => {
          setAsking(false)
        }}
        onPublish={(mail) => {
          setAsking(false)
          run({ kind: 'publish', mail })
        }}
      />
    </section>
  )
}
