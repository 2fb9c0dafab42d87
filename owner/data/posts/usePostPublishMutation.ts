import type { PostListRow } from '../../../shared/backend/posts.ts'
import { announcesPost, publishDateFor } from '../../../shared/domain/publishing.ts'
import { queuedMessage } from '../offline/saveMessages.ts'
import { useRecordSave } from '../offline/useRecordSave.ts'
import { tableKeys } from '../tableKeys.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { POST_MESSAGES } from './postMessages.ts'
import { savedPostMessage } from './savedPostMessage.ts'

/** What the list publishes: the post, and its body when images kept in it were stored first. */
export interface ListPublishChange {
  post: PostListRow
  content?: string
}

/**
 * The post list's Publish and Unpublish: a save like the editor's, through the change queue, so
 * it never overwrites a newer server copy and mails the newsletter when a post first goes out.
 * A conflict is announced by the sync, with the way to compare the versions.
 */
export function usePostPublishMutation() {
  const saveRecord = useRecordSave()
  return useOwnerMutation({
    mutationFn: ({ post, content }: ListPublishChange) => {
      const published = !post.published
      return saveRecord({
        table: 'blog_posts',
        recordId: post.id,
        baseUpdatedAt: post.updated_at,
        input: {
          published,
          publish_date: publishDateFor(published, post),
          ...(content === undefined ? {} : { content }),
        },
        files: [],
        title: post.title,
        announce: announcesPost(published, post),
      })
    },
    invalidates: tableKeys('blog_posts'),
    done: (outcome, { post }) => {
      if (outcome.status === 'saved') {
        return savedPostMessage(post.published ? 'unpublished' : 'published', outcome.newsletter)
      }
      if (outcome.status === 'queued') return queuedMessage(outcome.problem)
      return null
    },
    failed: (reason) => ({ title: POST_MESSAGES.updateFailed(reason), intent: 'danger' }),
  })
}
