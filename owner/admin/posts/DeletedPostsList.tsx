import { Button, Card, H3 } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { revisionQueries } from '../../data/revisions/queries.ts'
import { usePostBringBackMutation } from '../../data/revisions/usePostBringBackMutation.ts'
import { formatLongDate } from '../../../shared/domain/dates.ts'
import { useBackend } from '../../ui/BackendContext.ts'

/**
 * Posts deleted in the last 30 days, each with 'Bring back' (as a draft, with its history).
 * Shows nothing while there are none, or while they cannot be read.
 */
export function DeletedPostsList() {
  const client = useBackend()
  const deleted = useQuery(revisionQueries.deleted(client))
  const bringBack = usePostBringBackMutation()
  if (!deleted.data || deleted.data.length === 0) return null
  return (
    <section aria-labelledby="deleted-posts-heading" className="admin-deleted-posts">
      <H3 id="deleted-posts-heading">Recently deleted</H3>
      <p className="admin-hint">Deleted posts can be brought back for 30 days.</p>
      <ul className="admin-list">
        {deleted.data.map((post) => (
          <li key={post.post_id}>
            <Card className="admin-row">
              <div className="admin-row__main">
                <span className="admin-row__title">{post.title}</span>
                <p className="admin-row__meta">Deleted {formatLongDate(post.post_deleted_at)}</p>
              </div>
              <div className="admin-actions">
                <Button
                  icon="undo"
                  text="Bring back"
                  loading={bringBack.isPending && bringBack.variables === post.id}
                  onClick={() => {
                    bringBack.mutate(post.id)
                  }}
                />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
