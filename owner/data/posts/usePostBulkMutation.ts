import type { BulkPostAction } from '../../../shared/domain/bulkPostEdits.ts'
import type { PostSearchRow } from '../../../shared/domain/postSearch.ts'
import { queuedMessage } from '../offline/saveMessages.ts'
import { type SaveOutcome, useRecordSave } from '../offline/useRecordSave.ts'
import { tableKeys } from '../tableKeys.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { bulkPostSave } from './bulkPostSave.ts'
import { POST_MESSAGES } from './postMessages.ts'

interface BulkRequest {
  action: BulkPostAction
  posts: readonly PostSearchRow[]
  /** Bodies to save with their posts, by id: where publishing stored images kept as data first. */
  contents?: ReadonlyMap<string, string>
}

/** What became of a bulk action's posts. */
interface BulkOutcome {
  saved: number
  queued: number
  conflicts: number
  /** Left as they were: the action did not apply to them. */
  unchanged: number
}

const count = (outcomes: SaveOutcome[], status: SaveOutcome['status']) =>
  outcomes.filter((outcome) => outcome.status === status).length

const postCount = (count: number) => `${String(count)} ${count === 1 ? 'post' : 'posts'}`

/** What the action did to the posts it saved, in the words a single post's action uses. */
function doneText(action: BulkPostAction, saved: number): string {
  switch (action.kind) {
    case 'publish':
      return `${postCount(saved)} published`
    case 'unpublish':
      return `${postCount(saved)} unpublished`
    case 'add-tag':
      return `“${action.tag}” added to ${postCount(saved)}`
    case 'remove-tag':
      return `“${action.tag}” removed from ${postCount(saved)}`
  }
}

/**
 * The Blog Posts list's actions on the selected posts: each post's save goes through the change
 * queue like the list's own Publish, one after another, so in the desktop app they wait offline
 * and sync later, and a post changed elsewhere meanwhile is a conflict, never overwritten.
 */
export function usePostBulkMutation() {
  const saveRecord = useRecordSave()
  return useOwnerMutation({
    mutationFn: async ({ action, posts, contents }: BulkRequest): Promise<BulkOutcome> => {
      const outcomes: SaveOutcome[] = []
      let unchanged = 0
      for (const post of posts) {
        const save = bulkPostSave(action, post, contents?.get(post.id))
        if (save) outcomes.push(await saveRecord(save))
        else unchanged++
      }
      return {
        saved: count(outcomes, 'saved'),
        queued: count(outcomes, 'queued'),
        conflicts: count(outcomes, 'conflict'),
        unchanged,
      }
    },
    invalidates: tableKeys('blog_posts'),
    done: (outcome, { action }) => {
      if (outcome.queued > 0) return queuedMessage(null)
      const parts = [
        doneText(action, outcome.saved),
        outcome.unchanged > 0 ? `${String(outcome.unchanged)} left as they were` : null,
        outcome.conflicts > 0
          ? `${String(outcome.conflicts)} changed elsewhere meanwhile: see Drafts`
          : null,
      ]
      return {
        title: parts.filter((part) => part !== null).join(', '),
        intent: outcome.conflicts > 0 ? 'warning' : undefined,
      }
    },
    failed: (reason) => ({ title: POST_MESSAGES.updateFailed(reason), intent: 'danger' }),
  })
}
