import { createContext, use, useEffect, useSyncExternalStore } from 'react'
import type { QueryDefinition } from '../../shared/data/queryDefinition.ts'
import type { PageQueryCache, QueryResult } from './pageQueryCache.ts'

/** The public pages' query cache: one per browser tab, or per page rendered at build time. */
export const PageQueryContext = createContext<PageQueryCache | null>(null)

/** The cache itself, for code that acts on every query (the owner's screens mark it stale). */
export function usePageQueryCache(): PageQueryCache {
  const cache = use(PageQueryContext)
  if (!cache) throw new Error('usePageQueryCache needs a PageQueryContext provider')
  return cache
}

/** A query a page does not need in its current state: nothing, and never fetched. */
const IDLE: QueryResult<never> = { data: undefined, error: null, isPending: false, isError: false }
const idleQuery = {
  subscribe: () => () => undefined,
  read: () => IDLE,
  refreshIfStale: () => undefined,
}

/**
 * A query's data for a public page: rendered from the cache (also on the server, where the
 * prerender fetches what the render asked for), fetched on mount when stale. Null for a query
 * the page does not need as it is now (a filter's index while no tag is selected).
 */
export function usePageQuery<T>(definition: QueryDefinition<T> | null): QueryResult<T> {
  const cache = usePageQueryCache()
  const query = definition ? cache.query(definition) : idleQuery
  const result = useSyncExternalStore(query.subscribe, query.read, query.read)
  useEffect(() => {
    query.refreshIfStale()
  }, [query])
  return result
}
