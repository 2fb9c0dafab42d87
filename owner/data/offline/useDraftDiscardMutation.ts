import { usePlatform } from '../../ui/PlatformContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { offlineKeys } from './keys.ts'

/** Throws away a form's unsaved draft (from the drafts list; a form clears its own). */
export function useDraftDiscardMutation() {
  const platform = usePlatform()
  return useOwnerMutation({
    mutationFn: (key: string) => platform.drafts.deleteDraft(key),
    invalidates: [offlineKeys.all],
    done: () => ({ title: 'Draft discarded' }),
    failed: (reason) => ({ title: `Failed to discard the draft: ${reason}`, intent: 'danger' }),
  })
}
