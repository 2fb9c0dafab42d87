import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type ContentRow,
  type ContentTable,
  saveDisplayOrder,
} from '../../backend/contentTables.ts'
import { toBackendError } from '../../backend/errors.ts'
import { contentKeys } from '../../data/content/queries.ts'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { useToaster } from '../../ui/Toaster.tsx'
import type { RowOrdering } from '../list/SortableBody.tsx'
import type { FormValues, ResourceDefinition } from './resourceDefinition.ts'

/**
 * Reordering a resource's list, for resources the owner orders by hand. The list shows the new
 * order at once; if saving it fails, the old order comes back with the resource's update error.
 */
export function useDisplayOrder<Table extends ContentTable, Values extends FormValues>(
  resource: ResourceDefinition<Table, Values>,
): RowOrdering<ContentRow<Table>> | undefined {
  const { client } = useAdminEnvironment()
  const queryClient = useQueryClient()
  const toast = useToaster()
  const listKey = contentKeys.list(resource.table)

  const reorder = useMutation({
    mutationFn: (rows: ContentRow<Table>[]) => {
      const table: ContentTable = resource.table
      if (table === 'publications') throw new Error('Publications are ordered by date')
      return saveDisplayOrder(
        client,
        table,
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
      queryClient.setQueryData(listKey, context?.before)
      toast(resource.messages.updateFailed(toBackendError(error).message))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.all(resource.table) }),
  })

  if (!resource.reorderable) return undefined
  return {
    onReorder: (rows) => {
      reorder.mutate(rows)
    },
    disabled: reorder.isPending,
  }
}
