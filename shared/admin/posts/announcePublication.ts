import type { FunctionsClient } from '@supabase/functions-js'
import { sendNewsletter } from '../../backend/newsletter.ts'
import type { ToastMessage } from '../Toaster.tsx'
import { POST_MESSAGES } from './postMessages.ts'

/**
 * The toast after a post was saved: when the save made it published, the newsletter goes out
 * first (once: the function never mails anyone twice), and the toast says how that went.
 */
export async function announceSave(
  functions: FunctionsClient,
  postId: string,
  saved: 'created' | 'updated',
  becamePublished: boolean,
): Promise<ToastMessage> {
  if (!becamePublished) {
    return { title: saved === 'created' ? POST_MESSAGES.created : POST_MESSAGES.updated }
  }
  try {
    await sendNewsletter(functions, postId)
    return { title: POST_MESSAGES.publishedAndSent }
  } catch (error) {
    console.error('The newsletter was not sent:', error)
    return { title: POST_MESSAGES.newsletterFailed, intent: 'warning' }
  }
}
