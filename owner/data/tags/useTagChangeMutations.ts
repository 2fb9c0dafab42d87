import { deleteTag, renameTag } from '../../../shared/backend/ownerTags.ts'
import { postKeys } from '../../../shared/data/posts/keys.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { tableKeys } from '../tableKeys.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { tagKeys } from './keys.ts'

/** What a tag change makes stale: the tags, and the posts' and publications' lists and pages. */
const TAG_CHANGE_KEYS = [
  tagKeys.all,
  postKeys.publishedTags(),
  ...tableKeys('blog_posts'),
  ...tableKeys('publications'),
]

/** A tag renamed, or merged into another: `to` is the other tag's name. */
export interface TagChange {
  from: string
  to: string
}

const SAID = {
  rename: { done: 'Tag renamed successfully', failed: 'Failed to rename tag' },
  merge: { done: 'Tags merged successfully', failed: 'Failed to merge tags' },
} as const

/** Renames a tag, or merges it into another (the database does both the same way). */
export function useTagChangeMutation(kind: keyof typeof SAID) {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: ({ from, to }: TagChange) => renameTag(client, from, to),
    invalidates: TAG_CHANGE_KEYS,
    done: () => ({ title: SAID[kind].done }),
    failed: (reason) => ({ title: `${SAID[kind].failed}: ${reason}`, intent: 'danger' }),
  })
}

export function useTagDeleteMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: (tag: string) => deleteTag(client, tag),
    invalidates: TAG_CHANGE_KEYS,
    done: () => ({ title: 'Tag deleted successfully' }),
    failed: (reason) => ({ title: `Failed to delete tag: ${reason}`, intent: 'danger' }),
  })
}
