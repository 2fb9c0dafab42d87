import { NonIdealState, Spinner } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router-dom'
import { toBackendError } from '../../backend/errors.ts'
import { postQueries } from '../../data/posts/queries.ts'
import { useAdminEnvironment } from '../AdminEnvironment.tsx'
import { AdminPageHeader } from '../list/AdminPageHeader.tsx'
import { LinkButton } from '../list/LinkButton.tsx'
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
      <AdminPageHeader
        title={id ? 'Edit Post' : 'New Post'}
        actions={<LinkButton icon="arrow-left" minimal to="/blog-admin" text="Back to Admin" />}
      />
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
