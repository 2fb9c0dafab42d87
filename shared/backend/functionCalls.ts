import { type FunctionsClient, FunctionsHttpError } from '@supabase/functions-js'
import type { AnswerCheck } from './answerShapes.ts'
import { BackendError, toBackendError } from './errors.ts'

/**
 * How long the owner's app waits for an Edge Function: long enough for one that mails (a test
 * newsletter), short enough that a backend that never answers is reported as unreachable.
 */
const OWNER_FUNCTION_TIME_LIMIT_MS = 30_000

/**
 * Calls an Edge Function with a JSON body, and gives its answer once `accepts` finds it in the
 * function's documented shape (a proxy's page or another service's JSON is not its answer). A
 * 4xx or 5xx answer becomes a BackendError with the function's own `error` text and the HTTP
 * status.
 */
export async function callFunction<Result>(
  functions: FunctionsClient,
  name: string,
  body: Record<string, unknown>,
  accepts: AnswerCheck<Result>,
): Promise<Result> {
  const result = await functions.invoke<unknown>(name, {
    body,
    timeout: OWNER_FUNCTION_TIME_LIMIT_MS,
  })
  const error: unknown = result.error
  if (!error) {
    if (accepts(result.data)) return result.data
    throw new BackendError(`${name} answered in an unexpected shape`, null, result.response?.status)
  }
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    const answer = (await response.json().catch(() => null)) as { error?: unknown } | null
    const message = typeof answer?.error === 'string' ? answer.error : response.statusText
    throw new BackendError(message, null, response.status)
  }
  throw toBackendError(error)
}
