import type { FunctionCaller } from './publicBackend.ts'

/** Starts a double opt-in; the answer says to check the inbox. */
export async function subscribeToNewsletter(
  functions: FunctionCaller,
  email: string,
  website: string,
): Promise<string> {
  const answer = await functions.call<{ message: string }>('newsletter-subscribe', {
    email,
    website,
  })
  return answer.message
}
