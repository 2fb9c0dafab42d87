/**
 * One error type for everything the backend can answer with: a message that is safe to show
 * and, when the backend gave one, its machine-readable code and HTTP status.
 */
export class BackendError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
    readonly status: number | null = null,
  ) {
    super(message)
    this.name = 'BackendError'
  }
}

/** What hosted Supabase answers for a project that is paused. */
export const PROJECT_PAUSED_STATUS = 540

interface ErrorLike {
  message?: unknown
  code?: unknown
  status?: unknown
}

/**
 * The database's refusals in words for the owner: its own messages name constraints and
 * internals ('Cannot coerce the result to a single JSON object'), and some spec texts show them.
 */
const DATABASE_MESSAGES: Record<string, (message: string) => string> = {
  PGRST116: () => 'It is not there any more: it may have been deleted meanwhile.',
  '23505': (message) =>
    message.includes('blog_posts_slug_key')
      ? 'Another post already has this slug. Change the slug and save again.'
      : 'Another item already has this value.',
  '23514': () => 'A value is too long or not in the form it should be. Check the fields.',
  '22P02': () => 'A value is not in the form it should be.',
}

/** Normalises a PostgREST, Auth, Storage or Functions error (or a thrown value) into one shape. */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error
  if (typeof error === 'object' && error !== null) {
    const { message, code, status } = error as ErrorLike
    const text = typeof message === 'string' && message !== '' ? message : 'Unexpected error'
    const known = typeof code === 'string' ? DATABASE_MESSAGES[code] : undefined
    return new BackendError(
      known ? known(text) : text,
      typeof code === 'string' ? code : null,
      typeof status === 'number' ? status : null,
    )
  }
  return new BackendError(typeof error === 'string' ? error : 'Unexpected error')
}

/**
 * The data of a PostgREST result, or its error as a BackendError carrying the HTTP status
 * (0 when the backend could not be reached).
 */
export async function dataOf<T>(
  result: PromiseLike<{ data: T | null; error: unknown; status?: number }>,
): Promise<T> {
  const { data, error, status } = await result
  if (error) {
    const failure = toBackendError(error)
    if (failure.status !== null || status === undefined) throw failure
    throw new BackendError(failure.message, failure.code, status)
  }
  if (data === null) throw new BackendError('The backend returned no data')
  return data
}

/**
 * What the gateway in front of the backend answers for it when it cannot: 502, 503 and 504 when
 * the server behind it is down or does not answer, and 540 when a hosted Supabase project is
 * paused (Supabase's own status: a free project pauses after a week without activity).
 */
const GATEWAY_FAILURES = [502, 503, 504, PROJECT_PAUSED_STATUS]

/**
 * Whether a request failed because the backend could not be reached (no network, server
 * down, project paused, no answer in time) rather than because it answered with an error:
 * such a save can wait and retry.
 */
export function isUnreachable(error: unknown): boolean {
  const { message, name, status } = (error ?? {}) as ErrorLike & { name?: unknown }
  if (name === 'FunctionsFetchError') return true
  // Auth also calls a 500 answer retryable: the server answered, so only a failed fetch or a
  // gateway's answer for a server it could not reach counts as unreachable.
  if (name === 'AuthRetryableFetchError') {
    return typeof status !== 'number' || status === 0 || GATEWAY_FAILURES.includes(status)
  }
  if (status === 0 || (typeof status === 'number' && GATEWAY_FAILURES.includes(status))) {
    return true
  }
  return (
    typeof message === 'string' &&
    /failed to fetch|networkerror|load failed|fetch failed/i.test(message)
  )
}

/** Whether the backend refused the session itself (expired, revoked, or signed out). */
export function isSessionRefused(error: unknown): boolean {
  const { code, status, message } = toBackendError(error)
  if (status === 401) return true
  if (code === 'PGRST301' || code === 'PGRST302' || code === 'PGRST303') return true
  return /jwt expired|invalid jwt|session.*(missing|expired|not found)/i.test(message)
}

/**
 * What the owner is told about a failure where the spec's text has no `{message}`: whether the
 * server could not be reached, refused the session, or failed otherwise, never the backend's
 * own wording (which can be a raw database message).
 */
export function failureDescription(error: unknown): string {
  if (isUnreachable(error))
    return 'The server could not be reached. Check the connection and try again.'
  if (isSessionRefused(error)) return 'Your session has ended. Please sign in again.'
  return 'Something went wrong on the server. Please try again.'
}
