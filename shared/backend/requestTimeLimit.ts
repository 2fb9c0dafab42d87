import { BackendError, toBackendError } from './errors.ts'
import { withTimeLimit } from './timeLimit.ts'

/**
 * Runs an owner's request with a time limit on top of the caller's signal. A request the time
 * ran out on fails as one that could not reach the server (status 0), so the screens say so.
 */
export async function withinTimeLimit<T>(
  ms: number,
  signal: AbortSignal | undefined,
  request: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const limit = withTimeLimit(ms, signal)
  try {
    return await request(limit.signal)
  } catch (error) {
    if (limit.expired()) {
      const seconds = String(ms / 1000)
      throw new BackendError(`The server did not answer within ${seconds} seconds.`, null, 0)
    }
    throw toBackendError(error)
  } finally {
    limit.clear()
  }
}
