import { Button, Card, Checkbox, H3, Tag } from '@blueprintjs/core'
import { memo } from 'react'
import { Link } from 'react-router-dom'
import { formatDateTime, formatLongDate } from '../../../shared/domain/dates.ts'
import type { PostSearchRow } from '../../../shared/domain/postSearch.ts'
import { DeleteButton } from '../list/DeleteButton.tsx'
import { LinkButton } from '../list/LinkButton.tsx'
import type { RowRemoval } from '../list/useRemoval.ts'

interface PostListRowCardProps {
  post: PostSearchRow
  selected: boolean
  onSelect: (post: PostSearchRow, selected: boolean) => void
  publishing: boolean
  onTogglePublished: (post: PostSearchRow) => void
  removal: RowRemoval
}

/**
 * One post of the Blog Posts list: its state, dates and tags, and what can be done with it.
 * Memoised: typing in the search box draws the screen again on every keystroke, and a row only
 * needs drawing when its post or its state changes (the handlers keep their identity).
 */
export const PostListRowCard = memo(function PostListRowCard({
  post,
  selected,
  onSelect,
  publishing,
  onTogglePublished,
  removal,
}: PostListRowCardProps) {
  return (
    <Card className="admin-row">
      <Checkbox
        className="post-row__select"
        checked={selected}
        aria-label={`Select ${post.title}`}
        onChange={(event) => {
          onSelect(post, event.currentTarget.checked)
        }}
      />
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
          {post.tags.map((tag) => (
            <Tag key={tag} minimal round>
              {tag}
            </Tag>
          ))}
        </div>
        <p className="admin-row__meta">
          Created {formatLongDate(post.created_at)}
          {post.publish_date &&
            // A draft keeps the date it was first published by, for when it goes out again; it
            // is not live now.
            ` · ${post.published ? 'Published' : 'Was published'} ${formatLongDate(post.publish_date)}`}
          {` · Edited ${formatLongDate(post.updated_at)}`}
        </p>
      </div>
      <div className="admin-actions">
        <Button
          text={post.published ? 'Unpublish' : 'Publish'}
          loading={publishing}
          onClick={() => {
            onTogglePublished(post)
          }}
        />
        <LinkButton icon="edit" text="Edit" to={`/blog-admin/edit/${post.id}`} />
        <DeleteButton removal={removal} id={post.id} name={post.title} />
      </div>
    </Card>
  )
})
