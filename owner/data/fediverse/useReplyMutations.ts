import {
  type ReplyState,
  deleteReply,
  setReplyState,
} from '../../../shared/backend/ownerFediverse.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { fediverseKeys } from './keys.ts'

const SAID = {
  approved: {
    done: 'Reply approved: it shows under the post after the next build',
    failed: 'Failed to approve reply',
  },
  hidden: { done: 'Reply hidden', failed: 'Failed to hide reply' },
  pending: { done: 'Reply set back to pending', failed: 'Failed to change reply' },
} satisfies Record<ReplyState, { done: string; failed: string }>

/** Approves or hides a reply. */
export function useReplyStateMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: ({ id, state }: { id: string; state: ReplyState }) =>
      setReplyState(client, id, state),
    invalidates: [fediverseKeys.replies],
    done: (_, { state }) => ({ title: SAID[state].done }),
    failed: (reason, _, { state }) => ({
      title: `${SAID[state].failed}: ${reason}`,
      intent: 'danger',
    }),
  })
}

export function useReplyDeleteMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: (id: string) => deleteReply(client, id),
    invalidates: [fediverseKeys.replies],
    done: () => ({ title: 'Reply deleted' }),
    failed: (reason) => ({ title: `Failed to delete reply: ${reason}`, intent: 'danger' }),
  })
}
