import type { StampedTable } from '../backend/contentTables.ts'

/**
 * What a fetch is given. TanStack Query gives the signal it aborts when no screen waits for the
 * data any more (the screen was left mid-load, or the query was cancelled); each fetch passes it
 * on to its requests, so they stop too.
 */
export interface QueryContext {
  signal?: AbortSignal
}

/**
 * A query as the data layer states it: its key, how to fetch it and how long its data stays
 * fresh. The owner's screens run these with TanStack Query; public pages run them with their
 * own small cache (site/data), so a visitor never downloads the query library.
 */
export interface QueryDefinition<T> {
  queryKey: readonly unknown[]
  queryFn: (context: QueryContext) => Promise<T>
  /** How long fetched data counts as fresh, in milliseconds (0 when unset). */
  staleTime?: number
  /** Further attempts after a failure. */
  retry?: number
  /**
   * The tables its data comes from. A prerendered page fetches the query again only when one
   * of them changed since the build (the content stamp says so); without sources, it always does.
   */
  sources?: readonly StampedTable[]
}

/** A definition, typed by what its fetch returns. */
export function defineQuery<T>(definition: QueryDefinition<T>): QueryDefinition<T> {
  return definition
}
