import { Button } from '@blueprintjs/core'
import type { RowRemoval } from './useRemoval.ts'

interface DeleteButtonProps {
  removal: RowRemoval
  id: string
  /** Whose row it is, for screen readers ('Delete the FAQ "..."') and the question. */
  name: string
  text?: 'Delete' | 'Remove' | 'Discard'
}

/** A row's delete button: asks first, naming the item, and is disabled while that row is being deleted. */
export function DeleteButton({ removal, id, name, text = 'Delete' }: DeleteButtonProps) {
  return (
    <Button
      icon="trash"
      intent="danger"
      variant="minimal"
      text={text}
      aria-label={`${text} ${name}`}
      disabled={removal.isRemoving(id)}
      onClick={() => void removal.askToRemove(id, name)}
    />
  )
}
