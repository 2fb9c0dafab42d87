import { useSyncExternalStore } from 'react'
import { useLocation } from 'react-router-dom'
import { hasStoredSession } from '../../shared/backend/storedSession.ts'
import { useSite } from '../SiteContext.tsx'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener('storage', onChange)
  }
}

/**
 * Whether the owner is signed in in this browser, read from stored session presence so that
 * public pages never load the Auth client. Rechecked on every navigation and on sign-in or
 * sign-out in another tab. The owner screens check the session itself.
 */
export function useSignedIn(): boolean {
  const { backendConfig } = useSite()
  useLocation()
  return useSyncExternalStore(
    subscribe,
    () => hasStoredSession(backendConfig.url, window.localStorage),
    () => false,
  )
}
