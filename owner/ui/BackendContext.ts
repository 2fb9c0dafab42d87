import { createContext, use } from 'react'
import type { BackendClient } from '../../shared/backend/client.ts'

/** The backend the owner's screens read and write, signed in as the owner. */
export const BackendContext = createContext<BackendClient | null>(null)

export function useBackend(): BackendClient {
  const backend = use(BackendContext)
  if (!backend) throw new Error('useBackend must be used within an AdminEnvironmentProvider')
  return backend
}
