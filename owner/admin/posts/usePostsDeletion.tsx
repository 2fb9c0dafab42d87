import { type ReactNode, useCallback } from 'react'
import { POST_MESSAGES } from '../../data/posts/postMessages.ts'
import { usePostsDeleteMutation } from '../../data/posts/usePostsDeleteMutation.ts'
import type { PostSearchRow } from '../../../shared/domain/postSearch.ts'
import { useConfirm } from '../ConfirmDialog.tsx'

export interface PostsDeletion {
  /** Asks, naming the posts, then deletes them; `onDone` follows a deletion that went ahead. */
  askToDelete: (posts: readonly PostSearchRow[], onDone?: () => void) => Promise<void>
  /** Whether this post is among those being deleted now. */
  isDeleting: (id: string) => boolean
  /** Render once in the screen: the question. */
  dialog: ReactNode
}

/**
 * One way to delete posts, whether one by its row's button or several selected: the same
 * question, the same queue, and the same toast with Undo.
 */
export function usePostsDeletion(): PostsDeletion {
  const deletion = usePostsDeleteMutation()
  const [confirm, dialog] = useConfirm()
  const { mutate, isPending, variables } = deletion
  const askToDelete = useCallback(
    async (posts: readonly PostSearchRow[], onDone?: () => void) => {
      const many = posts.length > 1
      const confirmed = await confirm({
        message: many ? POST_MESSAGES.confirmDeleteMany(posts.length) : POST_MESSAGES.confirmDelete,
        item: posts.map((post) => post.title).join(', '),
        note: many ? POST_MESSAGES.deleteManyNote : POST_MESSAGES.deleteNote,
      })
      if (confirmed) mutate(posts, { onSuccess: onDone })
    },
    [confirm, mutate],
  )
  const isDeleting = useCallback(
    (id: string) => isPending && variables.some((post) => post.id === id),
    [isPending, variables],
  )
  return { askToDelete, isDeleting, dialog }
}
