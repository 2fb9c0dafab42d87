import { type ContentTable, deleteContentRow } from '../../../shared/backend/contentTables.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import type { ToastMessage } from '../../ui/Toaster.tsx'
import { tableKeys } from '../tableKeys.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'

/** The toasts of a deletion, in the words of the resource's screens. */
export interface DeleteMessages {
  deleted: ToastMessage
  deleteFailed: (reason: string) => ToastMessage
}

export function useContentDeleteMutation(table: ContentTable, messages: DeleteMessages) {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: (id: string) => deleteContentRow(client, table, id),
    invalidates: tableKeys(table),
    done: () => messages.deleted,
    failed: messages.deleteFailed,
  })
}
