import { LIST_LIMITS } from './textLimits.ts'
import { addTag } from './tagInput.ts'
import { hasTag, sameTag } from './tags.ts'
import { announcesPost, publishDateFor } from './publishing.ts'

/** What the Blog Posts list does to every selected post at once. */
export type BulkPostAction =
  /** `mail`: whether a post going out for the first time is mailed to subscribers. */
  | { kind: 'publish'; mail: boolean }
  | { kind: 'unpublish' }
  | { kind: 'add-tag'; tag: string }
  | { kind: 'remove-tag'; tag: string }

/** What a bulk action needs to know of a post: what the list row holds. */
export interface BulkPost {
  published: boolean
  publish_date: string | null
  newsletter_sent: boolean
  tags: readonly string[]
}

/** The columns one post's save writes, and whether its newsletter goes out with it. */
export interface BulkPostEdit {
  input: Record<string, string | boolean | string[] | null>
  announce: boolean
}

/**
 * The save an action makes of one post, or null when it would leave the post as it is (already
 * published, already has the tag) or cannot apply (the tag is its last: a post keeps at least
 * one; it has as many tags as a post may). Publishing without mail marks the newsletter as sent
 * in the same save, so the database, which mails a post when it first goes out unless it is
 * marked, mails nobody then or on any later publish.
 */
export function bulkPostEdit(
  action: BulkPostAction,
  post: BulkPost,
  now: Date = new Date(),
): BulkPostEdit | null {
  switch (action.kind) {
    case 'publish': {
      if (post.published) return null
      const announce = action.mail && announcesPost(true, post)
      return {
        input: {
          published: true,
          publish_date: publishDateFor(true, post, now),
          ...(action.mail || post.newsletter_sent ? {} : { newsletter_sent: true }),
        },
        announce,
      }
    }
    case 'unpublish':
      return post.published
        ? {
            input: { published: false, publish_date: publishDateFor(false, post) },
            announce: false,
          }
        : null
    case 'add-tag':
      if (hasTag(post.tags, action.tag) || post.tags.length >= LIST_LIMITS.tags.items) return null
      return { input: { tags: addTag(post.tags, action.tag) }, announce: false }
    case 'remove-tag': {
      const tags = post.tags.filter((tag) => !sameTag(tag, action.tag))
      if (tags.length === post.tags.length || tags.length === 0) return null
      return { input: { tags }, announce: false }
    }
  }
}
