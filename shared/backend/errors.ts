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

interface ErrorLike {
  message?: unknown
  code?: unknown
  status?: unknown
}

/** Normalises a PostgREST, Auth, Storage or Functions error (or a thrown value) into one shape. */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error
  if (typeof error === 'object' && error !== null) {
    const { message, code, status } = error as ErrorLike
    return new BackendError(
      typeof message === 'string' && message !== '' ? message : 'Unexpected error',
      typeof code === 'string' ? code : null,
      typeof status === 'number' ? status : null,
    )
  }
  return new BackendError(typeof error === 'string' ? error : 'Unexpected error')
}

/** The data of a PostgREST result, or its error as a BackendError. */
export async function dataOf<T>(
  result: PromiseLike<{ data: T | null; error: unknown }>,
): Promise<T> {
  const { data, error } = await result
  if (error) throw toBackendError(error)
  if (data === null) throw new BackendError('The backend returned no data')
  return data
}
