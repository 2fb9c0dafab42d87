/** What a query answers, as supabase-js resolves it: its rows, its error and, when asked, a count. */
export type QueryAnswer<Data> = PromiseLike<{
  data: Data | null
  error: unknown
  count?: number | null
}>

/**
 * supabase-js types a query's rows from a literal table name and select list; for a table or
 * columns known only at run time it gives the union of every table's rows, or a parse error
 * type. The code that built the query knows what it asked for and says it here, in one place.
 */
export function answerOf<Data>(
  query: PromiseLike<{ data: unknown; error: unknown }>,
): QueryAnswer<Data> {
  return query as QueryAnswer<Data>
}
