import { useCallback } from 'react'
import { usePlatform } from '../../ui/PlatformContext.ts'
import { BackendError } from '../../../shared/backend/errors.ts'
import type { WrittenRow } from '../../offline/queue/applyChange.ts'
import type { QueuedSave } from '../../offline/queue/changeQueue.ts'
import { useSync } from '../../offline/queue/SyncContext.ts'

/** What became of a save; `changeId` names its change in the queue (gone once on the server). */
export type SaveOutcome = { changeId: string } &
  /** On the server; `newsletter` says whether a post's newsletter went out with it. */
  (
    | { status: 'saved'; row: WrittenRow; newsletter: 'sent' | 'failed' | null }
    /** On this computer, waiting for the backend (desktop). */
    | { status: 'queued'; problem: string | null }
    /** The server copy changed meanwhile: the owner chooses what to keep. */
    | { status: 'conflict' }
  )

export const UNREACHABLE = 'The server could not be reached. Check your connection and try again.'
const SESSION_ENDED = 'Your session has ended. Please sign in again.'

/**
 * Saving a form: every save goes through the change queue, so an item's saves reach the server
 * in order and an update never overwrites a newer server copy. Where saves may wait (desktop),
 * one the backend cannot take now stays queued; elsewhere it is taken back out and the error
 * is thrown, with the form (and its draft) keeping what was typed.
 */
export function useRecordSave(): (save: QueuedSave) => Promise<SaveOutcome> {
  const platform = usePlatform()
  const { queue, reachable, syncNow } = useSync()

  return useCallback(
    async (save: QueuedSave): Promise<SaveOutcome> => {
      const { change, merged } = await queue.queue(save)
      if (platform.queuesOfflineSaves && reachable === false) {
        return { changeId: change.id, status: 'queued', problem: null }
      }
      const report = await syncNow()
      const written = report.written.find((entry) => entry.changeId === change.id)
      if (written) {
        return {
          changeId: change.id,
          status: 'saved',
          row: written.row,
          newsletter: written.newsletter,
        }
      }
      const held = report.held.find((entry) => entry.id === change.id)
      if (held?.state === 'conflict') return { changeId: change.id, status: 'conflict' }
      // Queued saves wait for the backend; so does one merged into changes already waiting.
      if (platform.queuesOfflineSaves && (report.stopped !== null || merged)) {
        return { changeId: change.id, status: 'queued', problem: held?.problem ?? null }
      }
      if (!merged) await queue.discard(change.id)
      if (held?.problem) throw new BackendError(held.problem)
      throw new BackendError(report.stopped === 'session' ? SESSION_ENDED : UNREACHABLE)
    },
    [platform.queuesOfflineSaves, queue, reachable, syncNow],
  )
}
