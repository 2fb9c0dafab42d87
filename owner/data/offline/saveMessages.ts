import type { ToastMessage } from '../../ui/Toaster.tsx'

export const SAVED_LOCALLY = 'Saved on this computer – will sync when online'

/** A save that waits on this computer for the backend, and why it could not go yet. */
export function queuedMessage(problem: string | null): ToastMessage {
  return { title: SAVED_LOCALLY, description: problem ?? undefined, intent: 'primary' }
}

/** A save held because the server copy changed after the edit began. */
export const CHANGED_MEANWHILE: ToastMessage = {
  title: 'Changed on the server meanwhile',
  description: 'Nothing was overwritten. Choose what to keep.',
  intent: 'warning',
}
