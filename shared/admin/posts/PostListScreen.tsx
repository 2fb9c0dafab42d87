import { Button, Card, H3, HTMLSelect, NonIdealState, Spinner, Tag } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { LoadFailed } from '../list/LoadFailed.tsx'
import { POST_MESSAGES } from '../../data/posts/postMessages.ts'
import { postQueries } from '../../data/posts/queries.ts'
import { usePostDeleteMutation } from '../../data/posts/usePostDeleteMutation.ts'
import { formatDateTime, formatLongDate } from '../../domain/dates.ts'
import { POST_SORTS, type PostSort, sortPosts } from '../../domain/postSort.ts'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { QueuedChangesNotice } from '../drafts/QueuedChangesNotice.tsx'
import { ImageSizesNotice } from '../images/ImageSizesNotice.tsx'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { NotLoadedOffline } from '../list/NotLoadedOffline.tsx'
import { DeleteButton } from '../list/DeleteButton.tsx'
import { LinkButton } from '../list/LinkButton.tsx'
import { useRemoval } from '../list/useRemoval.ts'
import { DeletedPostsList } from './DeletedPostsList.tsx'
import { useListPublish } from './useListPublish.tsx'

/** /blog-admin: every post, drafts included, with publishing, editing and deleting. */
export function PostListScreen() {
  const { client } = useAdminEnvironment()
  const navigate = useNavigate()
  const [sort, setSort] = useState<PostSort>('created')
  const posts = useQuery(postQueries.admin(client))
  const publishing = useListPublish()
  const removal = useRemoval(
    usePostDeleteMutation(),
    POST_MESSAGES.confirmDelete,
    POST_MESSAGES.deleteNote,
  )

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
      <ImageSizesNotice />
      {posts.isPending &&
        (posts.fetchStatus === 'paused' ? (
          <NotLoadedOffline />
        ) : (
          <Spinner aria-label="Loading posts" />
        ))}
      {posts.isError && (
        <LoadFailed
          title="Error loading blog posts"
          error={posts.error}
          onRetry={() => void posts.refetch()}
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
                    {!post.published && post.scheduled_at && (
                      <Tag intent="warning" minimal icon="time">
                        Scheduled · {formatDateTime(post.scheduled_at)}
                      </Tag>
                    )}
                    {post.featured && <Tag minimal>Featured</Tag>}
                    {post.published && post.newsletter_sent && (
                      <Tag intent="primary" minimal>
                        Newsletter Sent
                      </Tag>
                    )}
                  </div>
                  <p className="admin-row__meta">
                    Created {formatLongDate(post.created_at)}
                    {post.publish_date &&
                      // A draft keeps the date it was first published by, for when it goes out
                      // again; it is not live now.
                      ` · ${post.published ? 'Published' : 'Was published'} ${formatLongDate(post.publish_date)}`}
                    {` · Edited ${formatLongDate(post.updated_at)}`}
                  </p>
                </div>
                <div className="admin-actions">
                  <Button
                    text={post.published ? 'Unpublish' : 'Publish'}
                    loading={publishing.isBusy(post.id)}
                    onClick={() => {
                      publishing.toggle(post)
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
      <DeletedPostsList />
      {removal.dialog}
      {publishing.dialog}
    </div>
  )
}
