import { Button, Dialog, DialogBody, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { postQueries } from '../../../shared/data/posts/queries.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'
import type { MediaItem } from '../../../shared/domain/media.ts'
import type { PostSearchRow } from '../../../shared/domain/postSearch.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { insertImageState } from '../editor/imageToInsert.ts'
import { useMediaImageChoice } from '../editor/useMediaImageChoice.ts'
import { LoadFailed } from '../list/LoadFailed.tsx'

interface InsertIntoPostDialogProps {
  /** The image to put in a post, or null while the dialog is closed. */
  item: MediaItem | null
  onClose: () => void
}

/**
 * Media's Insert into post: the posts, most recently created first and searched as the owner
 * types; choosing one opens its editor with the image put in at the end, as Choose from Media
 * puts one in, which then asks for its alt text.
 */
export function InsertIntoPostDialog({ item, onClose }: InsertIntoPostDialogProps) {
  return (
    <Dialog isOpen={item !== null} onClose={onClose} title="Insert into post">
      <DialogBody>{item && <PostChoices item={item} />}</DialogBody>
    </Dialog>
  )
}

function PostChoices({ item }: { item: MediaItem }) {
  const client = useBackend()
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const posts = useQuery({
    ...postQueries.ownerSearch(client, { text, status: null, tag: null, sort: 'created', page: 1 }),
    placeholderData: keepPreviousData,
  })
  const { loading, load } = useMediaImageChoice()

  const choose = async (post: PostSearchRow) => {
    const image = await load(item)
    if (image) void navigate(`/blog-admin/edit/${post.id}`, { state: insertImageState(image) })
  }

  return (
    <>
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder="Search posts..."
        aria-label="Search posts"
        value={text}
        onValueChange={setText}
        autoFocus
      />
      {posts.isPending ? (
        <Spinner size={20} aria-label="Loading posts" />
      ) : posts.isError ? (
        <LoadFailed
          title="Error loading posts"
          error={posts.error}
          onRetry={() => void posts.refetch()}
        />
      ) : posts.data.posts.length === 0 ? (
        <NonIdealState icon="search" title="No posts match" />
      ) : (
        <ul className="insert-into-post" aria-label="Posts">
          {posts.data.posts.map((post) => (
            <li key={post.id}>
              <Button
                variant="minimal"
                fill
                alignText="start"
                disabled={loading !== null}
                text={post.title}
                endIcon={<small>{formatDateTime(post.created_at)}</small>}
                onClick={() => void choose(post)}
              />
            </li>
          ))}
        </ul>
      )}
      {loading !== null && (
        <p role="status" className="bp6-form-helper-text">
          Loading the image...
        </p>
      )}
    </>
  )
}
