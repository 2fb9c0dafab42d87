import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useBackend } from '../ui/BackendContext.ts'
import { FullScreenSpinner } from '../ui/FullScreenSpinner.tsx'
import { AssuranceProblem } from './AssuranceProblem.tsx'
import { useAssurance } from './useAssurance.ts'

/**
 * The guard of every admin route: a spinner while the session loads, the screen for a fully
 * signed-in owner, and otherwise a redirect to /auth that replaces the history entry. A session
 * that has not passed an enrolled second factor goes to the code step there, not in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const client = useBackend()
  const { assurance, problem, recheck } = useAssurance(client)
  const location = useLocation()
  if (assurance === null) return <FullScreenSpinner />
  if (assurance === 'unchecked') return <AssuranceProblem problem={problem} onRetry={recheck} />
  if (assurance !== 'complete') {
    return <Navigate to="/auth" replace state={{ from: location.pathname }} />
  }
  return children
}
