import type { QueryResult } from './pageQueryCache.ts'

/** Two queries as one: pending while either is, failed when either did, loaded once both are. */
export function bothQueries<A, B>(a: QueryResult<A>, b: QueryResult<B>): QueryResult<[A, B]> {
  return {
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    error: a.error ?? b.error,
    isPending: a.isPending || b.isPending,
    isError: a.isError || b.isError,
  }
}
