import { type FunctionsClient, FunctionsHttpError } from '@supabase/functions-js'
import { BackendError, toBackendError } from './errors.ts'

/**
 * Calls an Edge Function with a JSON body. A 4xx or 5xx answer becomes a BackendError with the
 * function's own `error` text and the HTTP status.
 */
export async function callFunction<Result>(
  functions: FunctionsClient,
  name: string,
  body: Record<string, unknown>,
): Promise<Result> {
  const result = await functions.invoke<Result>(name, { body })
  const error: unknown = result.error
  if (!error) return result.data as Result
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    const answer = (await response.json().catch(() => null)) as { error?: unknown } | null
    const message = typeof answer?.error === 'string' ? answer.error : response.statusText
    throw new BackendError(message, null, response.status)
  }
  throw toBackendError(error)
}
