import { bringBackPost } from '../../../shared/backend/revisions.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { tableKeys } from '../tableKeys.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'

/** Brings a deleted post back as a draft, from the revision given. */
export function usePostBringBackMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: (revisionId: number) => bringBackPost(client, revisionId),
    invalidates: tableKeys('blog_posts'),
    done: () => ({ title: 'Post brought back as a draft', intent: 'success' }),
    failed: (reason) => ({ title: `Failed to bring the post back: ${reason}`, intent: 'danger' }),
  })
}
