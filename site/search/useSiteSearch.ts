import { useEffect, useState } from 'react'
import { useSite } from '../SiteContext.tsx'
import { usePageQuery } from '../data/usePageQuery.ts'
import { changedPostsQuery, withChangedPosts } from './changedPosts.ts'
import { type SearchResultsPage, searchSite } from './searchEngine.ts'

/** What a search shows: the latest results (kept while the next query runs), or its failure. */
export interface SiteSearch {
  /** Results of the query as typed now, or of the one before while this one runs; null before any. */
  results: SearchResultsPage | null
  /** Results for the current query and tags are still coming. */
  searching: boolean
  failed: boolean
}

interface Settled {
  key: string
  results: SearchResultsPage | null
  failed: boolean
}

/**
 * Searches the site's index as the query changes (nothing for an empty query), with the posts
 * published since the index was built found by their titles. Answers that come back after a
 * newer query started are dropped.
 */
export function useSiteSearch(query: string, tags: readonly string[], limit: number): SiteSearch {
  const term = query.trim()
  const { backend } = useSite()
  const changed = usePageQuery(term === '' ? null : changedPostsQuery(backend.data))
  // The effect runs again when a tag changes, not when the caller makes a new array of the same.
  const tagList = JSON.stringify(tags)
  const key = JSON.stringify([term, tagList, limit])
  const [settled, setSettled] = useState<Settled>({ key: '', results: null, failed: false })
  useEffect(() => {
    if (term === '') return undefined
    let current = true
    const wanted: unknown = JSON.parse(tagList)
    const chosen = Array.isArray(wanted) ? wanted.filter((tag) => typeof tag === 'string') : []
    searchSite(term, chosen, limit).then(
      (results) => {
        if (current) setSettled({ key, results, failed: false })
      },
      () => {
        if (current) setSettled({ key, results: null, failed: true })
      },
    )
    return () => {
      current = false
    }
  }, [key, term, tagList, limit])
  if (term === '') return { results: null, searching: false, failed: false }
  const { results } = settled
  return {
    results: results && changed.data ? withChangedPosts(results, changed.data, tags) : results,
    searching: settled.key !== key,
    failed: settled.key === key && settled.failed,
  }
}
