import { createContext, use, useEffect, useSyncExternalStore } from 'react'
import type { QueryDefinition } from '../../shared/data/queryDefinition.ts'
import type { PageQueryCache, QueryResult } from './pageQueryCache.ts'

export const PageQueryContext = createContext<PageQueryCache | null>(null)

export function usePageQueryCache(): PageQueryCache {
  const cache = use(PageQueryContext)
  if (!cache) throw new Error('usePageQueryCache needs a PageQueryContext provider')
  return cache
}

/**
 * A query's data for a public page: rendered from the cache (also on the server, where the
 * prerender fetches what the render asked for), fetched on mount when stale.
 */
export function usePageQuery<T>(definition: QueryDefinition<T>): QueryResult<T> {
  const query = usePageQueryCache().query(definition)
  const result = useSyncExternalStore(query.subscribe, query.read, query.read)
  useEffect(() => {
    query.refreshIfStale()
  }, [query])
  return result
}
