import { deleteStillUnused } from '../../../shared/backend/media.ts'
import type { StoredFile } from '../../../shared/domain/media.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { mediaKeys } from './keys.ts'

export function useUnusedMediaDelete() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: (listed: readonly StoredFile[]) => deleteStillUnused(client, listed),
    invalidates: [mediaKeys.all],
    done: (deleted) => ({
      title: `Deleted ${String(deleted)} unused file${deleted === 1 ? '' : 's'}`,
    }),
    failed: (reason) => ({ title: `Failed to delete files: ${reason}`, intent: 'danger' }),
  })
}
