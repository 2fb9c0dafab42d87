import type { QueuedSave } from '../../offline/queue/changeQueue.ts'
import type { PostSearchRow } from '../../../shared/domain/postSearch.ts'

/**
 * A post's deletion, as the change queue takes it: of the version the list showed, so a post
 * changed elsewhere meanwhile is a conflict, never deleted unseen.
 */
export function postDeletion(post: PostSearchRow): QueuedSave {
  return {
    table: 'blog_posts',
    recordId: post.id,
    baseUpdatedAt: post.updated_at,
    input: {},
    files: [],
    title: post.title,
    announce: false,
    kind: 'delete',
  }
}

/**
 * A deleted post brought back as it was: bringing back keeps its content, tags and dates and
 * makes it a draft, so its status (published, or scheduled) and its newsletter mark are written
 * again as the list showed them. A post whose newsletter went out stays marked: nobody is mailed
 * twice; a scheduled one still goes out, and is mailed, at its time.
 */
export function postBringingBack(post: PostSearchRow): QueuedSave {
  return {
    table: 'blog_posts',
    recordId: post.id,
    baseUpdatedAt: null,
    input: {
      published: post.published,
      publish_date: post.publish_date,
      scheduled_at: post.scheduled_at,
      newsletter_sent: post.newsletter_sent,
    },
    files: [],
    title: post.title,
    announce: false,
    kind: 'bring-back',
  }
}
