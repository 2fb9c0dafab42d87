import { useCallback, useEffect, useRef } from 'react'
import type { WrittenRow } from '../../offline/queue/applyChange.ts'
import { useSync } from '../../offline/queue/SyncContext.ts'

/** The server's version of the post that the next save is based on. */
export interface SavedVersion {
  recordId: string
  updatedAt: string | null
}

/**
 * The version of the post the editor's next save is based on: the one it opened from, then each
 * its autosaves wrote. A save still queued on this computer (desktop, offline) moves it on once a
 * sync has written it, so the editor's next save never conflicts with its own.
 */
export function useSavedVersion(opened: SavedVersion, onVersion: (version: SavedVersion) => void) {
  const { writtenRow } = useSync()
  const version = useRef(opened)
  const queued = useRef<string | null>(null)
  const latestOnVersion = useRef(onVersion)
  useEffect(() => {
    latestOnVersion.current = onVersion
  })

  const wrote = useCallback((row: WrittenRow) => {
    queued.current = null
    version.current = { recordId: row.id, updatedAt: row.updated_at }
    latestOnVersion.current(version.current)
  }, [])

  const current = useCallback(() => {
    const row = queued.current === null ? undefined : writtenRow(queued.current)
    if (row) wrote(row)
    return version.current
  }, [writtenRow, wrote])

  const waiting = useCallback((changeId: string) => {
    queued.current = changeId
  }, [])

  return { current, wrote, waiting }
}
