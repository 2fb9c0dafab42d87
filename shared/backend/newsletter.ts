import type { FunctionsClient } from '@supabase/functions-js'
import { callFunction } from './functionCalls.ts'

export interface NewsletterResult {
  sent: number
  test?: boolean
}

/**
 * Mails a published post to the confirmed subscribers (once each, however often it is called),
 * or with `test` to the signed-in owner alone.
 */
export function sendNewsletter(
  functions: FunctionsClient,
  postId: string,
  options: { test?: boolean } = {},
): Promise<NewsletterResult> {
  return callFunction<NewsletterResult>(functions, 'send-newsletter', {
    postId,
    test: options.test === true,
  })
}
