import { Alert } from '@blueprintjs/core'
import { type ReactNode, useCallback, useState } from 'react'

interface PendingConfirmation {
  message: string
  resolve: (confirmed: boolean) => void
}

/**
 * Asks before anything is deleted: `confirm(message)` resolves true when the owner agrees.
 * Render the returned dialog once in the screen.
 */
export function useConfirm(): [(message: string) => Promise<boolean>, ReactNode] {
  const [pending, setPending] = useState<PendingConfirmation | null>(null)
  const confirm = useCallback(
    (message: string) =>
      new Promise<boolean>((resolve) => {
        setPending({ message, resolve })
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
      confirmButtonText="Delete"
      onConfirm={() => {
        answer(true)
      }}
      onCancel={() => {
        answer(false)
      }}
    >
      <p>{pending?.message}</p>
    </Alert>
  )
  return [confirm, dialog]
}
