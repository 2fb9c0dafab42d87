import { Button, NonIdealState } from '@blueprintjs/core'

interface AssuranceProblemProps {
  problem: string | null
  onRetry: () => void
}

/** In place of an owner's screen when it could not be checked how far the sign-in got. */
export function AssuranceProblem({ problem, onRetry }: AssuranceProblemProps) {
  return (
    <div className="admin-page admin-page--narrow">
      <NonIdealState
        icon="error"
        title="Could not check your sign-in"
        description={
          <>
            <p>{problem ?? 'Unexpected error'}</p>
            <p>Two-factor authentication is still checked by the server on every change.</p>
          </>
        }
        action={<Button intent="primary" icon="refresh" text="Try again" onClick={onRetry} />}
      />
    </div>
  )
}
