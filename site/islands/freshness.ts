import { browserContext } from '../browserContext.ts'
import { changedSince } from '../data/contentStamp.ts'
import type { PageQueriesState } from '../data/pageQueryCache.ts'

/**
 * Whether what a prerendered page shows changed since the build: one small request (the content
 * stamp) names the tables that changed; the page changed when one of them is a source of a query
 * it was rendered with, or when that cannot be told.
 */
export async function pageChangedSinceBuild(state: PageQueriesState): Promise<boolean> {
  const changed = await changedSince(browserContext().backend.data, state.stamp)
  if (changed === 'all') return true
  return state.queries.some(
    ({ sources }) => sources === undefined || sources.some((table) => changed.has(table)),
  )
}
