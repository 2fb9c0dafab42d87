import { formatDateTime } from '../../../shared/domain/dates.ts'
import type { ToastMessage } from '../../ui/Toaster.tsx'
import { POST_MESSAGES } from './postMessages.ts'

/**
 * What a save did to a post, so its toast names the action: the editor's Create and Update,
 * the list's Publish and Unpublish, and the Schedule card's schedule (at a moment) and
 * unschedule.
 */
export type PostSaveAction =
  'created' | 'updated' | 'published' | 'unpublished' | { scheduledAt: string | null }

function actionTitle(action: PostSaveAction): string {
  if (typeof action === 'object') {
    return action.scheduledAt
      ? POST_MESSAGES.scheduled(formatDateTime(action.scheduledAt))
      : POST_MESSAGES.unscheduled
  }
  return POST_MESSAGES[action]
}

/** The toast after a post was saved, saying how its newsletter went when it was sent. */
export function savedPostMessage(
  action: PostSaveAction,
  newsletter: 'sent' | 'failed' | null,
): ToastMessage {
  if (newsletter === 'sent') return { title: POST_MESSAGES.publishedAndSent }
  if (newsletter === 'failed') return { title: POST_MESSAGES.newsletterFailed, intent: 'warning' }
  return { title: actionTitle(action) }
}
