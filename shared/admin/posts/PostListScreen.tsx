import { Button, Card, H3, HTMLSelect, NonIdealState, Spinner, Tag } from '@blueprintjs/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { toBackendError } from '../../backend/errors.ts'
import { type BlogPost, deletePost, updatePost } from '../../backend/posts.ts'
import { postKeys, postQueries } from '../../data/posts/queries.ts'
import { formatLongDate } from '../../domain/dates.ts'
import { POST_SORTS, type PostSort, sortPosts } from '../../domain/postSort.ts'
import { publishDateFor } from '../../domain/publishing.ts'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { useToaster } from '../../ui/Toaster.tsx'
import { QueuedChangesNotice } from '../drafts/QueuedChangesNotice.tsx'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { NotLoadedOffline } from '../list/NotLoadedOffline.tsx'
import { DeleteButton } from '../list/DeleteButton.tsx'
import { LinkButton } from '../list/LinkButton.tsx'
import { useRemoval } from '../list/useRemoval.ts'
import { announceSave } from './announcePublication.ts'
import { POST_MESSAGES } from './postMessages.ts'

/** /blog-admin: every post, drafts included, with publishing, editing and deleting. */
export function PostListScreen() {
  const { client } = useAdminEnvironment()
  const queryClient = useQueryClient()
  const toast = useToaster()
  const navigate = useNavigate()
  const [sort, setSort] = useState<PostSort>('created')
  const posts = useQuery(postQueries.admin(client))
  const refresh = () => queryClient.invalidateQueries({ queryKey: postKeys.all })

  const publishing = useMutation({
    mutationFn: async (post: BlogPost) => {
      const published = !post.published
      await updatePost(client, post.id, { published, publish_date: publishDateFor(published) })
      return published && !post.newsletter_sent
        ? announceSave(client.functions, post.id, 'updated', true)
        : { title: POST_MESSAGES.updated }
    },
    onSuccess: (message) => {
      toast(message)
    },
    onError: (error) => {
      toast({ title: POST_MESSAGES.updateFailed(toBackendError(error).message), intent: 'danger' })
    },
    onSettled: refresh,
  })

  const removal = useRemoval({
    remove: (id) => deletePost(client, id),
    question: POST_MESSAGES.confirmDelete,
    done: { title: POST_MESSAGES.deleted },
    failed: (reason) => ({ title: POST_MESSAGES.deleteFailed(reason), intent: 'danger' }),
    refreshes: [postKeys.all],
  })

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Blog Posts"
        actions={
          <>
            <label className="admin-sort">
              Sort by{' '}
              <HTMLSelect
                value={sort}
                onChange={(event) => {
                  setSort(event.currentTarget.value as PostSort)
                }}
                options={Object.entries(POST_SORTS).map(([value, { label }]) => ({ value, label }))}
              />
            </label>
            <Button
              intent="primary"
              icon="plus"
              text="New Post"
              onClick={() => void navigate('/blog-admin/new')}
            />
          </>
        }
      />
      <QueuedChangesNotice table="blog_posts" />
      {posts.isPending &&
        (posts.fetchStatus === 'paused' ? (
          <NotLoadedOffline />
        ) : (
          <Spinner aria-label="Loading posts" />
        ))}
      {posts.isError && (
        <NonIdealState
          icon="error"
          title="Error loading blog posts"
          description={toBackendError(posts.error).message}
        />
      )}
      {posts.data?.length === 0 && (
        <NonIdealState
          icon="document"
          title="No blog posts yet"
          action={
            <Button
              intent="primary"
              text="Create your first post"
              onClick={() => void navigate('/blog-admin/new')}
            />
          }
        />
      )}
      {posts.data && posts.data.length > 0 && (
        <ul className="admin-list">
          {sortPosts(posts.data, sort).map((post) => (
            <li key={post.id}>
              <Card className="admin-row">
                <div className="admin-row__main">
                  <H3 className="admin-row__title">
                    <Link to={`/blog-admin/edit/${post.id}`}>{post.title}</Link>
                  </H3>
                  <div className="admin-row__tags">
                    <Tag intent={post.published ? 'success' : 'none'} minimal>
                      {post.published ? 'Published' : 'Draft'}
                    </Tag>
                    {post.featured && <Tag minimal>Featured</Tag>}
                    {post.published && post.newsletter_sent && (
                      <Tag intent="primary" minimal>
                        Newsletter Sent
                      </Tag>
                    )}
                  </div>
                  <p className="admin-row__meta">
                    Created {formatLongDate(post.created_at)}
                    {post.publish_date && ` · Published ${formatLongDate(post.publish_date)}`}
                    {` · Edited ${formatLongDate(post.updated_at)}`}
                  </p>
                </div>
                <div className="admin-actions">
                  <Button
                    text={post.published ? 'Unpublish' : 'Publish'}
                    loading={publishing.isPending && publishing.variables.id === post.id}
                    onClick={() => {
                      publishing.mutate(post)
                    }}
                  />
                  <LinkButton icon="edit" text="Edit" to={`/blog-admin/edit/${post.id}`} />
                  <DeleteButton removal={removal} id={post.id} name={post.title} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {removal.dialog}
    </div>
  )
}
