import type { AutosaveStatus } from './usePostAutosave.ts'

export const AUTOSAVE_TEXTS = {
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline – saved on this device',
  failed: (reason: string) => `Not saved: ${reason}`,
} as const

function statusText(status: AutosaveStatus): string {
  switch (status.kind) {
    case 'idle':
      return ''
    case 'saving':
      return AUTOSAVE_TEXTS.saving
    case 'saved':
      return AUTOSAVE_TEXTS.saved
    case 'offline':
      return AUTOSAVE_TEXTS.offline
    case 'failed':
      return AUTOSAVE_TEXTS.failed(status.reason)
  }
}

/** The autosave's quiet word beside the buttons; "Saved" only once the backend has the text. */
export function AutosaveStatusText({ status }: { status: AutosaveStatus }) {
  return (
    <span role="status" className="post-autosave-status" data-autosave={status.kind}>
      {statusText(status)}
    </span>
  )
}
