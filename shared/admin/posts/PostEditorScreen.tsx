import { Button, H1, NonIdealState, Spinner } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router-dom'
import { toBackendError } from '../../backend/errors.ts'
import { postQueries } from '../../data/posts/queries.ts'
import { useAdminEnvironment } from '../AdminEnvironment.tsx'
import { PostEditorForm } from './PostEditorForm.tsx'

/** /blog-admin/new and /blog-admin/edit/{id}: the id is the last segment of the address. */
export function PostEditorScreen() {
  const { id } = useParams()
  const { client } = useAdminEnvironment()
  const navigate = useNavigate()
  const post = useQuery({ ...postQueries.detail(client, id ?? ''), enabled: id !== undefined })
  const knownTags = useQuery(postQueries.knownTags(client))
  const back = () => void navigate('/blog-admin')

  return (
    <div className="admin-page">
      <div className="admin-heading">
        <H1>{id ? 'Edit Post' : 'New Post'}</H1>
        <Button icon="arrow-left" variant="minimal" text="Back to Admin" onClick={back} />
      </div>
      {id && post.isPending && <Spinner aria-label="Loading post" />}
      {id && post.isError && (
        <NonIdealState
          icon="error"
          title="Error loading post"
          description={toBackendError(post.error).message}
        />
      )}
      {(!id || post.data) && (
        <PostEditorForm post={post.data ?? null} knownTags={knownTags.data ?? []} onDone={back} />
      )}
    </div>
  )
}
