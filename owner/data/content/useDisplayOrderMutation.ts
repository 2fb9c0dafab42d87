import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type ContentRow,
  type ContentTable,
  saveDisplayOrder,
} from '../../../shared/backend/contentTables.ts'
import { toBackendError } from '../../../shared/backend/errors.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { type ToastMessage, useToaster } from '../../ui/Toaster.tsx'
import { contentKeys } from '../../../shared/data/content/keys.ts'

/**
 * Puts a list in a new order. The list shows it at once; if saving it fails, the old order
 * comes back with the resource's update error.
 */
export function useDisplayOrderMutation<Table extends ContentTable>(
  table: Table,
  failed: (reason: string) => ToastMessage,
) {
  const client = useBackend()
  const queryClient = useQueryClient()
  const toast = useToaster()
  const listKey = contentKeys.list(table)
  return useMutation({
    mutationFn: (rows: ContentRow<Table>[]) => {
      const ordered: ContentTable = table
      if (ordered === 'publications') throw new Error('Publications are ordered by date')
      return saveDisplayOrder(
        client,
        ordered,
        rows.map((row) => row.id),
      )
    },
    onMutate: async (rows) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      const before = queryClient.getQueryData<ContentRow<Table>[]>(listKey)
      queryClient.setQueryData(listKey, rows)
      return { before }
    },
    onError: (error, _rows, context) => {
      console.error(error)
      queryClient.setQueryData(listKey, context?.before)
      toast(failed(toBackendError(error).message))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.all(table) }),
  })
}
