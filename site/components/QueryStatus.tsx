import type { ReactNode } from 'react'
import type { QueryResult } from '../data/pageQueryCache.ts'

interface QueryStatusProps<T> {
  query: QueryResult<T>
  /** Shown while nothing has loaded: a text, or a stand-in such as card skeletons. */
  loading: ReactNode
  /** Said when loading failed (after its retries). */
  error: string
  /** Said instead of the content when it loaded as an empty list; without it, the list renders. */
  empty?: string
  /** The content, once loaded (kept on screen if a later refresh fails). */
  children: (data: T) => ReactNode
}

/** A public page's part that loads: its loading, error and empty states, then its content. */
export function QueryStatus<T>({ query, loading, error, empty, children }: QueryStatusProps<T>) {
  const isEmpty = Array.isArray(query.data) && query.data.length === 0
  return (
    <>
      {query.isPending &&
        (typeof loading === 'string' ? <p className="status-text">{loading}</p> : loading)}
      {query.isError && <p className="status-text">{error}</p>}
      {query.data !== undefined &&
        (isEmpty && empty !== undefined ? (
          <p className="status-text">{empty}</p>
        ) : (
          children(query.data)
        ))}
    </>
  )
}
