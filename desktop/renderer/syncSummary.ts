import type { ToastMessage } from '../../owner/ui/Toaster.tsx'
import type { SyncReport } from '../../owner/offline/queue/changeQueue.ts'

/** What a sync the owner asked for did, in one toast. */
export function syncSummary(report: SyncReport): ToastMessage {
  if (report.stopped === 'unreachable') {
    return {
      title: 'The server cannot be reached',
      description: 'Your changes stay on this computer and sync when it can.',
      intent: 'warning',
    }
  }
  if (report.stopped === 'session') {
    return { title: 'Sign in to sync your changes', intent: 'warning' }
  }
  if (report.held.length > 0) {
    const count = report.held.length
    return {
      title: `${count} ${count === 1 ? 'change needs' : 'changes need'} your attention`,
      description: 'Open Drafts to see why.',
      intent: 'warning',
    }
  }
  if (report.applied === 0) return { title: 'Everything is synced' }
  return { title: `Synced ${report.applied} ${report.applied === 1 ? 'change' : 'changes'}` }
}
