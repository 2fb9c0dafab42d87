import { isSubscriptionTaken } from '../domain/formAnswers.ts'
import type { FunctionCaller } from './publicBackend.ts'

/** Starts a double opt-in; the answer, once it is the function's own, says to check the inbox. */
export async function subscribeToNewsletter(
  functions: FunctionCaller,
  email: string,
  website: string,
): Promise<string> {
  const answer = await functions.call(
    'newsletter-subscribe',
    { email, website },
    isSubscriptionTaken,
  )
  return answer.message
}
