import { useCallback, useInsertionEffect, useRef } from 'react'

/**
 * A handler that keeps one identity for the life of the component and runs the latest `handler`
 * given, so a memoised row is not drawn again only because its screen made a new closure. For
 * events only: it must not be called while rendering.
 */
export function useStableHandler<Args extends unknown[]>(
  handler: (...args: Args) => void,
): (...args: Args) => void {
  const latest = useRef(handler)
  useInsertionEffect(() => {
    latest.current = handler
  })
  return useCallback((...args: Args) => {
    latest.current(...args)
  }, [])
}
