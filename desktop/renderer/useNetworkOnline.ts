import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const readOnline = () => navigator.onLine

/**
 * Whether this computer has a network connection at all, as the system tells it: what sets
 * "offline" apart from a backend that is paused or down while the network is fine.
 */
export function useNetworkOnline(): boolean {
  return useSyncExternalStore(subscribe, readOnline)
}
