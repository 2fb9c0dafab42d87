import { useCallback, useRef } from 'react'

/**
 * The turns of a post's saves: autosaves and explicit saves run one at a time, in the order
 * asked; the autosave's delay is one timer, which any save clears; and while an explicit save
 * waits or runs no autosave is started, since one chained behind a publishing save would write
 * the post back as a draft.
 */
export function useSaveTurns() {
  const chain = useRef<Promise<unknown>>(Promise.resolve())
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const explicit = useRef(false)

  /** Runs `work` once the saves before it have ended. */
  const inTurn = useCallback(<Result>(work: () => Promise<Result>): Promise<Result> => {
    clearTimeout(timer.current)
    const next = chain.current.then(work)
    chain.current = next.catch(() => undefined)
    return next
  }, [])

  /** An explicit save, in turn; no autosave starts until it has ended. */
  const explicitly = useCallback(
    <Result>(work: () => Promise<Result>): Promise<Result> => {
      explicit.current = true
      return inTurn(work).finally(() => {
        explicit.current = false
      })
    },
    [inTurn],
  )

  /** Runs `work` after `ms`, instead of what was waiting; nothing while an explicit save is on. */
  const after = useCallback((ms: number, work: () => void) => {
    if (explicit.current) return
    clearTimeout(timer.current)
    timer.current = setTimeout(work, ms)
  }, [])

  const cancel = useCallback(() => {
    clearTimeout(timer.current)
  }, [])

  const explicitOn = useCallback(() => explicit.current, [])

  return { inTurn, explicitly, after, cancel, explicitOn }
}
