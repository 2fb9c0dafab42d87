import { useSync } from '../../offline/queue/SyncContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { offlineKeys } from './keys.ts'

/** Throws away a queued save that has not reached the server, with its images. */
export function useChangeDiscardMutation() {
  const { queue } = useSync()
  return useOwnerMutation({
    mutationFn: (changeId: string) => queue.discard(changeId),
    invalidates: [offlineKeys.all],
    done: () => ({ title: 'Change discarded' }),
    failed: (reason) => ({ title: `Failed to discard the change: ${reason}`, intent: 'danger' }),
  })
}
