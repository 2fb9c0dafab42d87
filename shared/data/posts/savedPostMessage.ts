import type { ToastMessage } from '../../ui/Toaster.tsx'
import { POST_MESSAGES } from './postMessages.ts'

/** The toast after a post was saved, saying how its newsletter went when it was sent. */
export function savedPostMessage(
  saved: 'created' | 'updated',
  newsletter: 'sent' | 'failed' | null,
): ToastMessage {
  if (newsletter === 'sent') return { title: POST_MESSAGES.publishedAndSent }
  if (newsletter === 'failed') return { title: POST_MESSAGES.newsletterFailed, intent: 'warning' }
  return { title: saved === 'created' ? POST_MESSAGES.created : POST_MESSAGES.updated }
}
