import type { FunctionsClient } from '@supabase/functions-js'
import { callFunction } from './functionCalls.ts'

/** Starts a double opt-in; the answer says to check the inbox. */
export async function subscribeToNewsletter(
  functions: FunctionsClient,
  email: string,
  website: string,
): Promise<string> {
  const answer = await callFunction<{ message: string }>(functions, 'newsletter-subscribe', {
    email,
    website,
  })
  return answer.message
}

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
