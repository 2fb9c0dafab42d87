import type { UseMutationResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useConfirm } from '../ConfirmDialog.tsx'

/**
 * Deleting an item from a list: asks first, then runs the deletion (whose hook toasts the
 * outcome and refreshes the lists). Render `dialog` once in the screen; `isRemoving(id)` tells
 * which row is being deleted.
 */
export interface Removal {
  /** Asks, naming the item, then deletes it. */
  askToRemove: (id: string, name: string) => Promise<void>
  isRemoving: (id: string) => boolean
  dialog: ReactNode
}

export function useRemoval(
  deletion: UseMutationResult<unknown, Error, string>,
  question: string,
  /** What follows the deletion, said in the question (how a post can be brought back). */
  note?: string,
): Removal {
  const [confirm, dialog] = useConfirm()
  return {
    askToRemove: async (id: string, name: string) => {
      if (await confirm({ message: question, item: name, note })) deletion.mutate(id)
    },
    isRemoving: (id: string) => deletion.isPending && deletion.variables === id,
    dialog,
  }
}
