import type { PostSearchRow } from '../../../shared/domain/postSearch.ts'
import { useSync } from '../../offline/queue/SyncContext.ts'
import { SAVED_LOCALLY } from '../offline/saveMessages.ts'
import { type SaveOutcome, useRecordSave } from '../offline/useRecordSave.ts'
import { tableKeys } from '../tableKeys.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { POST_MESSAGES } from './postMessages.ts'
import { postBringingBack, postDeletion } from './postRemovalSaves.ts'

/** A post the bulk delete was asked of, and what became of its deletion. */
interface Deletion {
  post: PostSearchRow
  outcome: SaveOutcome
}

const posts = (count: number) => `${String(count)} ${count === 1 ? 'post' : 'posts'}`

/**
 * Deleting posts from the Blog Posts list, one by its row's button or the selected ones at once:
 * each deletion goes through the change queue (in the desktop app it waits offline and syncs
 * later), and one toast offers Undo for all of them.
 */
export function usePostsDeleteMutation() {
  const saveRecord = useRecordSave()
  const undo = useBulkUndeleteMutation()
  return useOwnerMutation({
    mutationFn: async (selected: readonly PostSearchRow[]): Promise<Deletion[]> => {
      const deletions: Deletion[] = []
      for (const post of selected) {
        deletions.push({ post, outcome: await saveRecord(postDeletion(post)) })
      }
      return deletions
    },
    invalidates: tableKeys('blog_posts'),
    done: (deletions) => {
      const held = deletions.filter(({ outcome }) => outcome.status === 'conflict').length
      const queued = deletions.some(({ outcome }) => outcome.status === 'queued')
      const deleted = deletions.length - held
      const parts = [
        deletions.length === 1 && held === 0 ? POST_MESSAGES.deleted : `${posts(deleted)} deleted`,
        held > 0 ? `${String(held)} changed elsewhere meanwhile: see Drafts` : null,
      ]
      return {
        title: parts.filter((part) => part !== null).join(', '),
        description: queued ? SAVED_LOCALLY : undefined,
        intent: held > 0 ? 'warning' : undefined,
        action: {
          text: 'Undo',
          onClick: () => {
            undo.mutate(deletions)
          },
        },
      }
    },
    failed: (reason) => ({ title: POST_MESSAGES.deleteFailed(reason), intent: 'danger' }),
  })
}

/**
 * Undo of a delete: a deletion still queued is taken out of the queue (the post was never
 * deleted on the server); a post deleted there is brought back as it was, through the queue too.
 */
function useBulkUndeleteMutation() {
  const saveRecord = useRecordSave()
  const { queue } = useSync()
  return useOwnerMutation({
    mutationFn: async (deletions: readonly Deletion[]): Promise<number> => {
      for (const { post, outcome } of deletions) {
        if (await queue.discard(outcome.changeId)) continue
        await saveRecord(postBringingBack(post))
      }
      return deletions.length
    },
    invalidates: tableKeys('blog_posts'),
    done: (count) => ({ title: `${posts(count)} brought back` }),
    failed: (reason) => ({ title: `Failed to bring the posts back: ${reason}`, intent: 'danger' }),
  })
}
