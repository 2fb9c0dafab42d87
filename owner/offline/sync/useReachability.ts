import { onlineManager } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import type { BackendClient } from '../../../shared/backend/client.ts'
import { isUnreachable } from '../../../shared/backend/errors.ts'
import { siteHasOwner } from '../../../shared/backend/owner.ts'
import { withTimeLimit } from '../../../shared/backend/timeLimit.ts'

/** How often the backend is asked whether it answers: often while it does not. */
const PROBE_WHILE_UNREACHABLE_MS = 3_000
const PROBE_WHILE_REACHABLE_MS = 20_000

/** How long the backend has to answer a probe before it counts as not answering. */
const PROBE_TIME_LIMIT_MS = 5_000

async function answers(client: BackendClient): Promise<boolean> {
  const limit = withTimeLimit(PROBE_TIME_LIMIT_MS)
  try {
    await siteHasOwner(client, limit.signal)
    return true
  } catch (error) {
    // Any answer of its own, even an error, means the backend is there; a gateway's answer
    // for it (down, or a paused project) or none in time means it is not.
    return !limit.expired() && !isUnreachable(error)
  } finally {
    limit.clear()
  }
}

/**
 * Watches whether the backend answers (when `enabled`), and tells TanStack Query, so queries
 * wait instead of failing while it does not. Returns the state (null before the first check)
 * and a way to report a request that just failed to reach it.
 */
export function useReachability(
  client: BackendClient,
  enabled: boolean,
): [reachable: boolean | null, markUnreachable: () => void] {
  const [reachable, setReachable] = useState<boolean | null>(null)
  // Bumped when a request fails to reach the backend: probing restarts at the short interval.
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (!enabled) return undefined
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const probe = async () => {
      clearTimeout(timer)
      const now = await answers(client)
      if (stopped) return
      setReachable(now)
      timer = setTimeout(
        () => void probe(),
        now ? PROBE_WHILE_REACHABLE_MS : PROBE_WHILE_UNREACHABLE_MS,
      )
    }
    const probeNow = () => void probe()
    probeNow()
    window.addEventListener('online', probeNow)
    window.addEventListener('offline', probeNow)
    return () => {
      stopped = true
      clearTimeout(timer)
      window.removeEventListener('online', probeNow)
      window.removeEventListener('offline', probeNow)
    }
  }, [client, enabled, round])

  useEffect(() => {
    if (enabled && reachable !== null) onlineManager.setOnline(reachable)
  }, [enabled, reachable])

  const markUnreachable = useCallback(() => {
    if (!enabled) return
    setReachable(false)
    setRound((current) => current + 1)
  }, [enabled])
  return [reachable, markUnreachable]
}
