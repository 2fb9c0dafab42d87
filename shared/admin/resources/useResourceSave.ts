import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type ContentInput,
  type ContentRow,
  type ContentTable,
  createContentRow,
  updateContentRow,
} from '../../backend/contentTables.ts'
import { toBackendError } from '../../backend/errors.ts'
import { contentKeys } from '../../data/content/queries.ts'
import { useAdminEnvironment } from '../AdminEnvironment.tsx'
import { useToaster } from '../Toaster.tsx'
import type { FormValues, ResourceDefinition } from './resourceDefinition.ts'

interface SaveRequest<Table extends ContentTable> {
  /** The row being edited, or null to create one. */
  id: string | null
  input: ContentInput<Table>
}

/** The queries a change to a resource makes stale: its table's (admin and public) and others. */
export function refreshedBy(resource: {
  table: ContentTable
  alsoRefreshes?: QueryKey[]
}): QueryKey[] {
  return [contentKeys.all(resource.table), ...(resource.alsoRefreshes ?? [])]
}

/** Creating or updating one of a resource's items, with the resource's toasts. */
export function useResourceSave<Table extends ContentTable, Values extends FormValues>(
  resource: ResourceDefinition<Table, Values>,
) {
  const { client } = useAdminEnvironment()
  const queryClient = useQueryClient()
  const toast = useToaster()
  const { messages } = resource

  return useMutation({
    mutationFn: ({ id, input }: SaveRequest<Table>): Promise<ContentRow<Table>> =>
      id === null
        ? createContentRow(client, resource.table, input)
        : updateContentRow(client, resource.table, id, input),
    onSuccess: (_row, { id }) => {
      toast(id === null ? messages.created : messages.updated)
    },
    onError: (error, { id }) => {
      console.error('Save failed:', error)
      const reason = toBackendError(error).message
      toast(id === null ? messages.createFailed(reason) : messages.updateFailed(reason))
    },
    onSettled: () =>
      Promise.all(
        refreshedBy(resource).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  })
}
