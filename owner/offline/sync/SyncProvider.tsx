import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useBackend } from '../../ui/BackendContext.ts'
import { usePlatform } from '../../ui/PlatformContext.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { useAssurance } from '../../auth/useAssurance.ts'
import { offlineKeys } from '../../data/offline/keys.ts'
import { tableKeys } from '../../data/tableKeys.ts'
import type { WrittenRow } from '../queue/applyChange.ts'
import { type SyncReport, createChangeQueue } from '../queue/changeQueue.ts'
import { SyncContext, type SyncState } from '../queue/SyncContext.ts'
import { useReachability } from './useReachability.ts'

const NOTHING_DONE: SyncReport = { applied: 0, written: [], stopped: null, held: [], tables: [] }

/**
 * Owns the change queue: syncs it when asked, and (where the platform watches the backend) at
 * sign-in and whenever the backend answers again. Afterwards it refreshes what the sync wrote,
 * asks the owner to settle any new conflict, and sends them to sign in again when the backend
 * refused the session; nothing queued is lost on the way.
 */
export function SyncProvider({ children }: { children: ReactNode }) {
  const client = useBackend()
  const platform = usePlatform()
  const queryClient = useQueryClient()
  const toast = useToaster()
  const navigate = useNavigate()
  // Read through a ref: a new navigate function must not start another sync.
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])
  const { assurance } = useAssurance(client)
  const [reachable, markUnreachable] = useReachability(client, platform.watchesBackend)
  const [syncing, setSyncing] = useState(false)
  const [lastSyncedAt, setLastSyncedAt] = useState<Date | null>(null)
  const queue = useMemo(() => createChangeQueue(platform.drafts), [platform.drafts])
  const running = useRef<Promise<SyncReport>>(Promise.resolve(NOTHING_DONE))
  const announced = useRef(new Set<string>())
  const written = useRef(new Map<string, WrittenRow>())
  const signedIn = assurance === 'complete'

  const report = useCallback(
    async (result: SyncReport) => {
      for (const entry of result.written) written.current.set(entry.changeId, entry.row)
      await Promise.all(
        [offlineKeys.all, ...result.tables.flatMap(tableKeys)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      )
      if (result.stopped === null) setLastSyncedAt(new Date())
      if (result.stopped === 'unreachable') markUnreachable()
      if (result.stopped === 'session') {
        toast({
          title: 'Please sign in again',
          description: 'Your changes are kept on this computer and sync after you sign in.',
          intent: 'warning',
        })
        await client.auth.signOut({ scope: 'local' })
      }
      for (const change of result.held) {
        if (announced.current.has(`${change.id}:${change.state}`)) continue
        announced.current.add(`${change.id}:${change.state}`)
        toast(
          change.state === 'conflict'
            ? {
                title: `"${change.title}" changed on the server`,
                description: 'Nothing was overwritten. Choose what to keep.',
                intent: 'warning',
                action: {
                  text: 'Compare',
                  onClick: () => void navigateRef.current(`/drafts/conflict/${change.id}`),
                },
              }
            : {
                title: `"${change.title}" could not be synced`,
                description: change.problem ?? undefined,
                intent: 'danger',
                action: {
                  text: 'Open Drafts',
                  onClick: () => void navigateRef.current('/drafts'),
                },
              },
        )
      }
    },
    [client, markUnreachable, queryClient, toast],
  )

  const syncNow = useCallback(() => {
    const pass = running.current.then(async () => {
      if (!signedIn) return { ...NOTHING_DONE, stopped: 'session' as const }
      setSyncing(true)
      try {
        const result = await queue.sync(client)
        await report(result)
        return result
      } finally {
        setSyncing(false)
      }
    })
    running.current = pass.catch(() => NOTHING_DONE)
    return pass
  }, [client, queue, report, signedIn])

  // Where the backend is watched: sync at sign-in, and whenever it answers again.
  useEffect(() => {
    if (platform.watchesBackend && signedIn && reachable !== false) void syncNow()
  }, [platform.watchesBackend, signedIn, reachable, syncNow])

  const writtenRow = useCallback((changeId: string) => written.current.get(changeId), [])
  const state = useMemo<SyncState>(
    () => ({ queue, reachable, syncing, lastSyncedAt, syncNow, writtenRow }),
    [queue, reachable, syncing, lastSyncedAt, syncNow, writtenRow],
  )
  return <SyncContext value={state}>{children}</SyncContext>
}
