/**
 * A supabase-js query that stops its request when the signal aborts: the query layer aborts it
 * once no screen waits for its answer any more. Without a signal it runs to its end.
 */
export function abortable<Query extends { abortSignal(signal: AbortSignal): Query }>(
  query: Query,
  signal: AbortSignal | undefined,
): Query {
  return signal ? query.abortSignal(signal) : query
}
