import type { UseMutationResult } from '@tanstack/react-query'
import { type ReactNode, useCallback } from 'react'
import { useConfirm } from '../ConfirmDialog.tsx'

/** What a row's delete button needs: each keeps its identity until a deletion starts or ends. */
export interface RowRemoval {
  /** Asks, naming the item, then deletes it. */
  askToRemove: (id: string, name: string) => Promise<void>
  isRemoving: (id: string) => boolean
}

/**
 * Deleting an item from a list: asks first, then runs the deletion (whose hook toasts the
 * outcome and refreshes the lists). Render `dialog` once in the screen; `isRemoving(id)` tells
 * which row is being deleted.
 */
export interface Removal extends RowRemoval {
  dialog: ReactNode
}

export function useRemoval(
  deletion: UseMutationResult<unknown, Error, string>,
  question: string,
  /** What follows the deletion, said in the question (how a post can be brought back). */
  note?: string,
): Removal {
  const [confirm, dialog] = useConfirm()
  const { mutate, isPending, variables } = deletion
  const askToRemove = useCallback(
    async (id: string, name: string) => {
      if (await confirm({ message: question, item: name, note })) mutate(id)
    },
    [confirm, mutate, question, note],
  )
  const isRemoving = useCallback(
    (id: string) => isPending && variables === id,
    [isPending, variables],
  )
  return { askToRemove, isRemoving, dialog }
}
