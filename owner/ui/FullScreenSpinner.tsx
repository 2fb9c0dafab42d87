import { Spinner } from '@blueprintjs/core'

/** Shown while the session is being checked. */
export function FullScreenSpinner() {
  return (
    <div className="admin-spinner" role="status" aria-label="Loading">
      <Spinner size={48} />
    </div>
  )
}
