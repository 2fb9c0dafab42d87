import type { FunctionsClient } from '@supabase/functions-js'
import { sendNewsletter } from '../../backend/newsletter.ts'
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

/**
 * After a post was published from the list: the newsletter goes out (once: the function never
 * mails anyone twice), and the toast says how that went.
 */
export async function announceSave(
  functions: FunctionsClient,
  postId: string,
  saved: 'created' | 'updated',
  becamePublished: boolean,
): Promise<ToastMessage> {
  if (!becamePublished) return savedPostMessage(saved, null)
  try {
    await sendNewsletter(functions, postId)
    return savedPostMessage(saved, 'sent')
  } catch (error) {
    console.error('The newsletter was not sent:', error)
    return savedPostMessage(saved, 'failed')
  }
}
