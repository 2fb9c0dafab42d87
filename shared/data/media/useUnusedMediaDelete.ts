import { deleteStillUnused } from '../../backend/media.ts'
import type { StoredFile } from '../../domain/media.ts'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { mediaKeys } from './keys.ts'

export function useUnusedMediaDelete() {
  const { client } = useAdminEnvironment()
  return useOwnerMutation({
    mutationFn: (listed: readonly StoredFile[]) => deleteStillUnused(client, listed),
    invalidates: [mediaKeys.all],
    done: (deleted) => ({
      title: `Deleted ${String(deleted)} unused file${deleted === 1 ? '' : 's'}`,
    }),
    failed: (reason) => ({ title: `Failed to delete files: ${reason}`, intent: 'danger' }),
  })
}
