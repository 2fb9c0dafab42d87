import { createContext, use } from 'react'
import type { WrittenRow } from './applyChange.ts'
import type { ChangeQueue, SyncReport } from './changeQueue.ts'

export interface SyncState {
  queue: ChangeQueue
  /** Whether the backend answers; null where it is not watched, or before the first check. */
  reachable: boolean | null
  syncing: boolean
  /** When a sync last reached the end of the queue, in this session. */
  lastSyncedAt: Date | null
  /** Runs a sync pass after any pass already running, and reports it. */
  syncNow: () => Promise<SyncReport>
  /** The row a queued change wrote, once a sync in this session has written it. */
  writtenRow: (changeId: string) => WrittenRow | undefined
}

export const SyncContext = createContext<SyncState | null>(null)

/** The change queue and its sync state, for forms, lists and the desktop's status bar. */
export function useSync(): SyncState {
  const state = use(SyncContext)
  if (!state) throw new Error('useSync must be used within a SyncProvider')
  return state
}
