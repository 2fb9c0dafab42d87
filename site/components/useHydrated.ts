import { useSyncExternalStore } from 'react'

const noChanges = () => () => undefined

/**
 * False while a prerendered page hydrates (it must render as it was built) and on the server;
 * true from then on, and in every render of a page opened in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
}
