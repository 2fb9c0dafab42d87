import { Button, InputGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { usePostBulkMutation } from '../../data/posts/usePostBulkMutation.ts'
import type { BulkPostAction } from '../../../shared/domain/bulkPostEdits.ts'
import type { PostSearchRow } from '../../../shared/domain/postSearch.ts'
import type { PostListRow } from '../../../shared/backend/posts.ts'
import { useBulkPublish } from './useBulkPublish.tsx'
import type { PostsDeletion } from './usePostsDeletion.tsx'

interface PostBulkBarProps {
  selected: readonly PostSearchRow[]
  onDone: () => void
  /** The list's deletion of posts, the same as its rows'. */
  deletion: PostsDeletion
  /** The list's Publish of one post, as its row's button does it. */
  publishOne: (post: PostListRow) => void
}

/**
 * What can be done to the selected posts at once, each the way it is done to one post: publish
 * (after the pre-publish checks; more than one asks whether to mail subscribers, and does not
 * unless asked), unpublish, add or remove a tag, and delete (after asking; one Undo brings them
 * all back).
 */
export function PostBulkBar({ selected, onDone, deletion, publishOne }: PostBulkBarProps) {
  const bulk = usePostBulkMutation()
  const [tag, setTag] = useState('')
  const publishing = useBulkPublish({
    selected,
    publish: (posts, mail, contents) => {
      bulk.mutate({ action: { kind: 'publish', mail }, posts, contents }, { onSuccess: onDone })
    },
    publishOne: (post) => {
      publishOne(post)
      onDone()
    },
  })
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
        loading={bulk.isPending || publishing.preparing}
        onClick={() => void publishing.start()}
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
      {publishing.dialog}
    </section>
  )
}
