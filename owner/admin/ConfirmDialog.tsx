import { Alert } from '@blueprintjs/core'
import { type ReactNode, useCallback, useState } from 'react'

/** What is asked: the question, and which item it is about and what follows, when told. */
export interface Confirmation {
  message: string
  /** The item's name, so the owner sees which one is meant. */
  item?: string
  /** What happens after, such as how a deleted item can come back. */
  note?: string
  /** The confirming button's text, when it is not 'Delete' ('Remove', 'Block'). */
  action?: string
}

interface PendingConfirmation extends Confirmation {
  resolve: (confirmed: boolean) => void
}

/**
 * Asks before anything is deleted: `confirm(message)` resolves true when the owner agrees.
 * Render the returned dialog once in the screen.
 */
export function useConfirm(): [(message: string | Confirmation) => Promise<boolean>, ReactNode] {
  const [pending, setPending] = useState<PendingConfirmation | null>(null)
  const confirm = useCallback(
    (asked: string | Confirmation) =>
      new Promise<boolean>((resolve) => {
        setPending({ ...(typeof asked === 'string' ? { message: asked } : asked), resolve })
      }),
    [],
  )
  const answer = (confirmed: boolean) => {
    pending?.resolve(confirmed)
    setPending(null)
  }
  const dialog = (
    <Alert
      isOpen={pending !== null}
      intent="danger"
      icon="trash"
      cancelButtonText="Cancel"
      confirmButtonText={pending?.action ?? 'Delete'}
      onConfirm={() => {
        answer(true)
      }}
      onCancel={() => {
        answer(false)
      }}
    >
      <p>{pending?.message}</p>
      {pending?.item && (
        <p>
          <strong>{pending.item}</strong>
        </p>
      )}
      {pending?.note && <p>{pending.note}</p>}
    </Alert>
  )
  return [confirm, dialog]
}
