import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { toBackendError } from '../../backend/errors.ts'
import { type ToastMessage, useToaster } from '../../ui/Toaster.tsx'
import { useConfirm } from '../ConfirmDialog.tsx'

interface RemovalOptions {
  remove: (id: string) => Promise<void>
  /** The question asked before anything is deleted. */
  question: string
  done: ToastMessage
  failed: (reason: string) => ToastMessage
  /** Queries the removal makes stale. */
  refreshes: QueryKey[]
}

/**
 * Deleting an item from a list: asks first, toasts the outcome and refreshes the lists. Render
 * `dialog` once in the screen; `isRemoving(id)` tells which row is being deleted.
 */
export interface Removal {
  askToRemove: (id: string) => Promise<void>
  isRemoving: (id: string) => boolean
  dialog: ReactNode
}

export function useRemoval({ remove, question, done, failed, refreshes }: RemovalOptions): Removal {
  const queryClient = useQueryClient()
  const toast = useToaster()
  const [confirm, dialog] = useConfirm()
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      toast(done)
    },
    onError: (error) => {
      console.error('Delete failed:', error)
      toast(failed(toBackendError(error).message))
    },
    onSettled: () =>
      Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
  return {
    askToRemove: async (id: string) => {
      if (await confirm(question)) removal.mutate(id)
    },
    isRemoving: (id: string) => removal.isPending && removal.variables === id,
    dialog,
  }
}
