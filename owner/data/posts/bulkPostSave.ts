import type { QueuedSave } from '../../offline/queue/changeQueue.ts'
import { type BulkPostAction, bulkPostEdit } from '../../../shared/domain/bulkPostEdits.ts'
import type { PostSearchRow } from '../../../shared/domain/postSearch.ts'

/**
 * One selected post's save for a bulk action, as the change queue takes it (based on the
 * version the list showed, so a post changed elsewhere meanwhile is a conflict, never
 * overwritten), or null when the action leaves the post as it is. `content`: the body to save
 * with it, where publishing stored images kept in it as data addresses first.
 */
export function bulkPostSave(
  action: BulkPostAction,
  post: PostSearchRow,
  content?: string,
  now: Date = new Date(),
): QueuedSave | null {
  const edit = bulkPostEdit(action, post, now)
  if (!edit) return null
  return {
    table: 'blog_posts',
    recordId: post.id,
    baseUpdatedAt: post.updated_at,
    input: content === undefined ? edit.input : { ...edit.input, content },
    files: [],
    title: post.title,
    announce: edit.announce,
  }
}
