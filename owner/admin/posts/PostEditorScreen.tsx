import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { postQueries } from '../../../shared/data/posts/queries.ts'
import { isLocalId } from '../../offline/store/draftStore.ts'
import { useLocalItem } from '../../data/offline/useLocalItem.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { ItemFormGate, serverCopy } from '../offline/ItemFormGate.tsx'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { LinkButton } from '../list/LinkButton.tsx'
import { PostEditorForm } from './PostEditorForm.tsx'

/** /blog-admin/new and /blog-admin/edit/{id}: the id is the last segment of the address. */
export function PostEditorScreen() {
  const { id } = useParams()
  const client = useBackend()
  const item = useLocalItem('blog_posts', id)
  const expected = !item.isNew && !isLocalId(item.recordId)
  const post = useQuery({ ...postQueries.detail(client, item.recordId), enabled: expected })
  const knownTags = useQuery(postQueries.knownTags(client))

  return (
    <div className="admin-page">
      <AdminPageHeader
        title={item.isNew ? 'New Post' : 'Edit Post'}
        actions={<LinkButton icon="arrow-left" minimal to="/blog-admin" text="Back to Admin" />}
      />
      <ItemFormGate
        item={item}
        server={serverCopy(post, expected, (row) => row ?? undefined)}
        editPath={(serverId) => `/blog-admin/edit/${serverId}`}
        loadError="Error loading post"
        notFound="Post not found"
        back={{ to: '/blog-admin', text: 'Back to Admin' }}
      >
        {({ row, copy, onDraftDiscarded }) => (
          <PostEditorForm
            post={row}
            recordId={item.recordId}
            copy={copy}
            knownTags={knownTags.data ?? []}
            onDraftDiscarded={onDraftDiscarded}
          />
        )}
      </ItemFormGate>
    </div>
  )
}
