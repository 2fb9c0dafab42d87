import { Button, NonIdealState } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { failureDescription } from '../../../shared/backend/errors.ts'

interface LoadFailedProps {
  /** The spec's inline text, e.g. 'Error loading experiences'. */
  title: string
  error: unknown
  onRetry: () => void
  /** A way elsewhere besides trying again, e.g. back to the list. */
  children?: ReactNode
}

/** A screen's content that could not be read: what failed, in words safe to show, and a retry. */
export function LoadFailed({ title, error, onRetry, children }: LoadFailedProps) {
  return (
    <NonIdealState
      icon="error"
      title={title}
      description={failureDescription(error)}
      action={
        <div className="admin-actions">
          <Button icon="refresh" text="Try again" onClick={onRetry} />
          {children}
        </div>
      }
    />
  )
}
