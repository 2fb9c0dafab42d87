import type { ContentRow, ContentTable } from '../../../shared/backend/contentTables.ts'
import { useDisplayOrderMutation } from '../../data/content/useDisplayOrderMutation.ts'
import type { RowOrdering } from '../list/SortableBody.tsx'
import type { FormValues, ResourceDefinition } from './resourceDefinition.ts'

/** Reordering a resource's list, for resources the owner orders by hand. */
export function useDisplayOrder<Table extends ContentTable, Values extends FormValues>(
  resource: ResourceDefinition<Table, Values>,
): RowOrdering<ContentRow<Table>> | undefined {
  const reorder = useDisplayOrderMutation(resource.table, resource.messages.updateFailed)
  if (!resource.reorderable) return undefined
  return {
    onReorder: (rows) => {
      reorder.mutate(rows)
    },
    disabled: reorder.isPending,
  }
}
