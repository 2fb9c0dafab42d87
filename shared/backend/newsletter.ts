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
