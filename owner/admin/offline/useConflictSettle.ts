import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { failureDescription } from '../../../shared/backend/errors.ts'
import type { QueuedChange } from '../../offline/store/draftStore.ts'
import type { Resolution, SyncReport } from '../../offline/queue/changeQueue.ts'
import { useSync } from '../../offline/queue/SyncContext.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { outlineOf } from '../resources/definitions/allResources.ts'

/**
 * The item as it now is on the server (written, or the server's version kept), or its list once
 * deleted; otherwise the drafts list, where a change still waiting to sync shows.
 */
function whereToGo(change: QueuedChange, resolution: Resolution, report: SyncReport): string {
  const path = outlineOf(change.table).path
  const written = report.written.find((entry) => entry.changeId === change.id)
  if (written) return change.kind === 'delete' ? path : `${path}/edit/${written.row.id}`
  if (resolution.keep === 'server' && change.serverRow) return `${path}/edit/${change.recordId}`
  return '/drafts'
}

/** Settles a conflict as the owner chose, syncs, and goes where the item now is. */
export function useConflictSettle(change: QueuedChange) {
  const { queue, syncNow } = useSync()
  const toast = useToaster()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const settle = async (resolution: Resolution, done: string) => {
    setBusy(true)
    try {
      await queue.resolve(change.id, resolution)
      toast({ title: done })
      const report = await syncNow()
      void navigate(whereToGo(change, resolution, report), { replace: true })
    } catch (error) {
      toast({
        title: 'Could not settle the conflict',
        description: failureDescription(error),
        intent: 'danger',
      })
      setBusy(false)
    }
  }
  return { busy, settle }
}
