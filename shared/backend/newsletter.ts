import type { FunctionsClient } from '@supabase/functions-js'
import { isRecord } from './answerShapes.ts'
import type { BackendClient } from './client.ts'
import { BackendError, toBackendError } from './errors.ts'
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
  return callFunction(
    functions,
    'send-newsletter',
    { postId, test: options.test === true },
    isNewsletterResult,
  )
}

function isNewsletterResult(answer: unknown): answer is NewsletterResult {
  return (
    isRecord(answer) &&
    typeof answer.sent === 'number' &&
    (answer.test === undefined || typeof answer.test === 'boolean')
  )
}

/** How long the editor waits to hear how a newly published post's newsletter went. */
const OUTCOME_WAIT_MS = 20_000
const OUTCOME_POLL_MS = 400

/**
 * Waits for the database's own send of a newly published post (newsletter_sends) to finish:
 * resolves once it went out, and throws with the send's problem when it failed, or when no
 * answer came within {@link OUTCOME_WAIT_MS} (the database asks again by itself either way).
 */
export async function newsletterOutcome(
  client: BackendClient,
  postId: string,
  waitMs: number = OUTCOME_WAIT_MS,
): Promise<void> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const { data, error } = await client
      .from('newsletter_sends')
      .select('state, error')
      .eq('post_id', postId)
      .maybeSingle()
    if (error) throw toBackendError(error)
    if (data?.state === 'sent') return
    if (data?.state === 'failed') {
      throw new BackendError(data.error ?? 'The newsletter could not be sent')
    }
    if (Date.now() >= deadline) {
      throw new BackendError('No answer from the newsletter yet; the server tries again by itself')
    }
    await new Promise((resolve) => setTimeout(resolve, OUTCOME_POLL_MS))
  }
}
